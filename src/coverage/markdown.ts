import { coverageGaps, operationName } from './gaps.js'
import type { AnswerCoverage, ApiCoverage } from './schema.js'

/** A Markdown table cell: no pipe or line break may end it early. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

const tally = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')

const answerRow = (answer: AnswerCoverage): string =>
  `| ${cell(answer.label)}${answer.declared ? '' : ' (not declared)'} | ${answer.requests === 0 ? '**0**' : answer.requests} | ` +
  `${cell(tally(answer.scenarios))} | ${cell(tally(answer.conditions))} | ${cell(tally(answer.faults))} |`

/**
 * The API coverage of a report as a Markdown document: the totals, what was
 * never produced anywhere, one line per operation, then every answer of every
 * operation with its scenarios, conditions and faults.
 * @example
 * writeFileSync('api-coverage.md', renderCoverageMarkdown(report))
 */
export function renderCoverageMarkdown(report: ApiCoverage): string {
  const { operations, answers, requests, unexpected, unmatched } = report.summary
  const gaps = coverageGaps(report)
  const out = [
    '# API coverage',
    '',
    `Contract ${report.contract}: **${operations.exercised} of ${operations.total} operations** (${operations.percent} %) and ` +
      `**${answers.exercised} of ${answers.total} declared answers** (${answers.percent} %) exercised by ${requests.toLocaleString('en-US')} requests; ` +
      `${unexpected} answer${unexpected === 1 ? '' : 's'} not declared; ${unmatched} request${unmatched === 1 ? '' : 's'} to no operation.`,
    '',
  ]
  if (gaps.operations.length) {
    out.push('## Operations never called', '', ...gaps.operations.map((operation) => `- ${operationName(operation)}`), '')
  }
  if (gaps.nowhere.length) {
    out.push('## Answers never produced on any operation', '')
    for (const answer of gaps.nowhere) out.push(`- **${answer.label}** (declared on ${answer.operations}): ${answer.description}`)
    out.push('')
  }
  out.push('## Operations', '', '| Operation | Endpoint | Requests | Answers produced | Not produced |', '|---|---|---:|---:|---|')
  for (const operation of report.operations) {
    const declared = operation.answers.filter((answer) => answer.declared)
    const produced = declared.filter((answer) => answer.requests > 0).length
    const missing = declared.filter((answer) => answer.requests === 0).map((answer) => answer.label)
    out.push(
      `| ${cell(operation.operation)} | \`${operation.method} ${operation.path}\` | ${operation.requests} | ${produced}/${declared.length} | ${cell(missing.join(', '))} |`,
    )
  }
  out.push('', '## Answers, by operation', '')
  let group = ''
  for (const operation of report.operations) {
    if (operation.group !== group) out.push(`### ${(group = operation.group)}`, '')
    out.push(`#### ${operation.operation}: \`${operation.method} ${operation.path}\``, '')
    out.push('| Answer | Requests | Scenarios | Conditions | Faults |', '|---|---:|---|---|---|', ...operation.answers.map(answerRow), '')
  }
  if (report.unmatched.length) {
    out.push('## Requests to no operation', '', '| Method | Path | Status | Requests |', '|---|---|---:|---:|')
    for (const entry of report.unmatched) out.push(`| ${entry.method} | \`${cell(entry.path)}\` | ${entry.status} | ${entry.requests} |`)
    out.push('')
  }
  return out.join('\n')
}
