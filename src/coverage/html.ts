import { coverageGaps } from './gaps.js'
import type { AnswerCoverage, ApiCoverage, OperationCoverage } from './schema.js'

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** Escaped, with Markdown's `code` spans as <code>. */
const rich = (text: string): string => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>')

const tally = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')

const STYLE = `
:root{--ok:#1a7f37;--ok-bg:#dafbe1;--miss:#b42318;--miss-bg:#fff1f0;--odd:#9a6700;--odd-bg:#fff8c5;--line:#d0d7de;--dim:#57606a}
*{box-sizing:border-box}body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1f2328;background:#f6f8fa}
header{background:#fff;border-bottom:1px solid var(--line);padding:20px 32px}h1{font-size:20px;margin:0 0 12px}
.cards{display:flex;gap:16px;flex-wrap:wrap}.card{border:1px solid var(--line);border-radius:8px;padding:10px 16px;min-width:190px;background:#fff}
.card b{font-size:22px;display:block}.bar{height:6px;border-radius:3px;background:var(--miss-bg);margin-top:6px;overflow:hidden}
.bar i{display:block;height:100%;background:var(--ok)}main{padding:16px 32px 40px}
h2{font-size:16px;margin:24px 0 8px}.never li{margin:2px 0}.never b{color:var(--miss)}
table{border-collapse:collapse;width:100%;background:#fff;border:1px solid var(--line);border-radius:8px}
td,th{padding:7px 10px;border-top:1px solid var(--line);vertical-align:top;text-align:left}th{background:#f6f8fa;font-weight:600}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}code{font:12px ui-monospace,monospace;color:var(--dim)}
.chip{display:inline-block;margin:2px 4px 2px 0;padding:1px 8px;border-radius:10px;font-size:12px;border:1px solid}
.seen{color:var(--ok);background:var(--ok-bg);border-color:#aceebb}.missing{color:var(--miss);background:var(--miss-bg);border-color:#ffcecb}
.odd{color:var(--odd);background:var(--odd-bg);border-color:#eed888}.group td{background:#f6f8fa;font-weight:600}
details summary{cursor:pointer;color:var(--dim);font-size:12px}details table{margin-top:6px;font-size:12px}
label.toggle{display:inline-block;margin-top:12px;color:var(--dim);cursor:pointer;user-select:none}label.toggle::before{content:'☐ '}
#gaps:checked~header label.toggle::before{content:'☑ '}#gaps:checked~main tr.full{display:none}.legend{margin-left:16px;color:var(--dim);font-size:12px}`

const chip = (answer: AnswerCoverage): string => {
  const kind = !answer.declared ? 'odd' : answer.requests > 0 ? 'seen' : 'missing'
  const title = [answer.description, tally(answer.scenarios), tally(answer.conditions)].filter(Boolean).join(' · ')
  return `<span class="chip ${kind}" title="${escape(title)}">${escape(answer.label)}${answer.requests > 0 ? ` ×${answer.requests}` : ''}</span>`
}

const details = (operation: OperationCoverage): string => {
  const rows = operation.answers
    .filter((answer) => answer.requests > 0)
    .map(
      (answer) =>
        `<tr><td>${escape(answer.label)}</td><td class="n">${answer.requests}</td><td>${escape(tally(answer.scenarios))}</td><td>${escape(tally(answer.conditions))}</td><td>${escape(tally(answer.faults))}</td></tr>`,
    )
  if (!rows.length) return ''
  return `<details><summary>scenarios, conditions, faults</summary><table><tr><th>Answer</th><th>Requests</th><th>Scenarios</th><th>Conditions</th><th>Faults</th></tr>${rows.join('')}</table></details>`
}

const card = (title: string, exercised: number, total: number, percent: number): string =>
  `<div class="card">${title}<b>${exercised} / ${total}</b>${percent} %<div class="bar"><i style="width:${percent}%"></i></div></div>`

/**
 * The API coverage of a report as one self-contained HTML page (no script, no
 * external file): the totals, the answers never produced anywhere, and every
 * operation with its answers as chips, green when produced, red when not,
 * amber when not declared. A checkbox hides the operations without a gap.
 * @example
 * writeFileSync('api-coverage.html', renderCoverageHtml(report))
 */
export function renderCoverageHtml(report: ApiCoverage): string {
  const { operations, answers, requests, unexpected, unmatched } = report.summary
  const gaps = coverageGaps(report)
  const rows: string[] = []
  let group = ''
  for (const operation of report.operations) {
    if (operation.group !== group) rows.push(`<tr class="group"><td colspan="3">${escape((group = operation.group))}</td></tr>`)
    const full = operation.answers.every((answer) => !answer.declared || answer.requests > 0)
    rows.push(
      `<tr class="${full ? 'full' : 'gap'}"><td>${escape(operation.operation)}<br><code>${operation.method} ${escape(operation.path)}</code></td>` +
        `<td class="n">${operation.requests}</td><td>${operation.answers.map(chip).join('')}${details(operation)}</td></tr>`,
    )
  }
  const never = gaps.nowhere.map((answer) => `<li><b>${escape(answer.label)}</b>: ${rich(answer.description)}</li>`).join('')
  const noOperation = report.unmatched.map(
    (entry) =>
      `<tr><td>${entry.method}</td><td><code>${escape(entry.path)}</code></td><td class="n">${entry.status}</td><td class="n">${entry.requests}</td></tr>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API coverage: ${operations.percent} % of operations, ${answers.percent} % of answers</title><style>${STYLE}</style></head>
<body><input type="checkbox" id="gaps" hidden>
<header><h1>API coverage</h1><div class="cards">${card('Operations called', operations.exercised, operations.total, operations.percent)}${card('Declared answers produced', answers.exercised, answers.total, answers.percent)}<div class="card">Requests<b>${requests.toLocaleString('en-US')}</b>${unexpected} not declared · ${unmatched} to no operation</div></div>
<label class="toggle" for="gaps">Only the operations with a gap</label><span class="legend"><span class="chip seen">produced ×n</span><span class="chip missing">never produced</span><span class="chip odd">not declared</span></span></header>
<main>${never ? `<h2>Never produced on any operation</h2><ul class="never">${never}</ul>` : ''}
<h2>Operations of contract ${escape(report.contract)}</h2><table><tr><th>Operation</th><th>Requests</th><th>Answers</th></tr>${rows.join('\n')}</table>
${noOperation.length ? `<h2>Requests to no operation</h2><table><tr><th>Method</th><th>Path</th><th>Status</th><th>Requests</th></tr>${noOperation.join('')}</table>` : ''}
</main></body></html>
`
}
