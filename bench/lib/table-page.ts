import { TARGETS, type Row } from './report.js'
import { fmtSummary } from './stats.js'

/**
 * docs/benchmark-table.md, written from a full run of the benchmark with bench/results.json, by the
 * run itself: the table `npm run bench` prints, as Markdown, target by target.
 * (test/docs-pages.test.ts checks that the page shows the run bench/results.json holds.)
 */

export interface BenchReport {
  readonly generatedAt: string
  readonly quick: boolean
  readonly machine: { cpu: string; cores: number; memoryGiB: number; node: string; platform: string; msw: string }
  readonly loadAverage: { before: number; after: number }
  readonly seconds: number
  readonly rows: readonly Row[]
}

const VERDICT: Record<Row['verdict'], string> = { pass: 'PASS', miss: 'MISS', info: '', pending: 'pending', unjudged: 'no verdict' }

/** Text a page shows as it is: an angle bracket (`/proc/<pid>/stat`) is no tag to the site's Markdown, nor to GitHub's. */
const plain = (text: string): string => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** A table cell on one line, its pipes escaped. */
const cell = (text: string): string => plain(text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|'))

/**
 * The page of a full run's report.
 * @example
 * writeFileSync('docs/benchmark-table.md', renderBenchPage(results))
 */
export function renderBenchPage(report: BenchReport): string {
  const { machine, loadAverage } = report
  const out = [
    '# Benchmark table',
    '',
    '<!-- Written with bench/results.json by a full run of `npm run bench`; test/docs-pages.test.ts fails when the two disagree. -->',
    '',
    `Every row of the last full run of \`npm run bench\` (${report.generatedAt.slice(0, 10)}, ${Math.round(report.seconds)} s):`,
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node.replace(/^v/, '')} on ${machine.platform}, msw ${machine.msw},`,
    `a load average of ${loadAverage.before.toFixed(1)} before and ${loadAverage.after.toFixed(1)} after. [Benchmarks](benchmarks.md) reads it;`,
    '`bench/README.md` says how each row is measured. A figure is the median of its rounds with their spread',
    "(min–max), and the 95 % interval of the median in brackets where the goal is a few per cent; a peer's row,",
    'or a variant of this mock, is held against the same goal in parentheses and not counted.',
  ]
  for (const target of TARGETS) {
    const rows = report.rows.filter((row) => row.target === target.id)
    if (rows.length === 0) continue
    out.push('', `## ${target.title}`, '', `Goal: ${target.goal}.`, '')
    out.push('| subject | measure | figure | ratio | verdict |', '|---|---|---|---|---|')
    for (const row of rows) {
      const figure = row.value ? fmtSummary(row.value, row.unit) : row.verdict === 'pending' ? `pending: ${row.note ?? ''}` : ''
      const ratio = row.ratio ? `${fmtSummary(row.ratio)}× ${row.ratioTo ?? ''}`.trim() : ''
      const verdict = row.reference ? `(${VERDICT[row.reference]})` : VERDICT[row.verdict]
      out.push(`| ${cell(row.subject)} | ${cell(row.measure)} | ${cell(figure)} | ${cell(ratio)} | ${verdict} |`)
    }
    const notes = rows.filter((row) => row.note && row.verdict !== 'pending')
    if (notes.length) out.push('', ...notes.map((row) => plain(`- ${row.subject}, ${row.measure}: ${row.note ?? ''}`)))
  }
  return `${out.join('\n')}\n`
}
