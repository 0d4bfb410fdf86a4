import { fmtSummary } from './stats.js'
import { TARGETS, type Row, type TargetId } from './report.js'

const VERDICT: Record<Row['verdict'], string> = { pass: 'PASS', miss: 'MISS', info: '', pending: 'pending', unjudged: 'no verdict' }

/**
 * The table of every row, grouped by target, as plain text for a terminal.
 * A quick run passes what it shortened, target by target: said under each
 * group's title and in the footer, so that no quick figure passes for a full
 * one; a row it could not judge says why in its verdict's place.
 * @example
 * console.log(renderTable(rows))
 * console.log(renderTable(rows, new Map([['growth', ['large world 10,000 documents (full 100,000)']]])))
 */
export function renderTable(rows: readonly Row[], shortened?: ReadonlyMap<TargetId, readonly string[]>): string {
  const header = ['subject', 'measure', 'figure: median (min–max)', 'ratio: median (min–max)', 'verdict']
  const lines: string[][] = []
  const groups: Array<{ title: string; quick?: string; from: number; to: number }> = []
  for (const target of TARGETS) {
    const mine = rows.filter((row) => row.target === target.id)
    if (mine.length === 0) continue
    const from = lines.length
    for (const row of mine) {
      lines.push([
        row.subject,
        row.measure,
        row.value ? fmtSummary(row.value, row.unit) : row.verdict === 'pending' ? `pending: ${row.note ?? ''}` : '',
        row.ratio ? `${fmtSummary(row.ratio)}× ${row.ratioTo ?? ''}`.trim() : '',
        row.reference ? `(${VERDICT[row.reference]})` : row.withheld ? `${VERDICT[row.verdict]}: ${row.withheld}` : VERDICT[row.verdict],
      ])
    }
    const quick = shortened?.get(target.id)
    groups.push({
      title: `${target.title} — target ${target.goal}`,
      ...(quick?.length ? { quick: `  quick run: ${quick.join('; ')}` } : {}),
      from,
      to: lines.length,
    })
  }
  const widths = header.map((h, c) => Math.min(64, Math.max(h.length, ...lines.map((l) => (l[c] as string).length))))
  const pad = (cells: string[]) =>
    cells
      .map((cell, c) => cell.padEnd(widths[c] as number))
      .join(' │ ')
      .trimEnd()
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─')
  const out = [pad(header), rule]
  for (const group of groups) {
    out.push(`▸ ${group.title}`)
    if (group.quick) out.push(group.quick)
    for (let i = group.from; i < group.to; i++) out.push(pad(lines[i] as string[]))
  }
  if (rows.some((row) => row.reference))
    out.push('', "(PASS), (MISS): a peer's figure, or a variant of this mock, held against the same goal; not counted.")
  if (rows.some((row) => row.value?.interval ?? row.ratio?.interval))
    out.push('[low–high]: the 95 % confidence interval of the median; (min–max): the spread of the rounds.')
  if (shortened) {
    out.push(
      '',
      "QUICK RUN (--quick): fewer rounds and shorter loads, as said under each target; its figures are not a full run's (npm run bench).",
      'It judges a row only where it measures what the full run measures (the same world, the same goal), on enough rounds to tell:',
      'the goal outside the row\'s spread. Every other row says "no verdict" and why; npm run bench -- --only=<suite> judges it.',
    )
  }
  const notes = rows.filter((row) => row.note && row.verdict !== 'pending')
  if (notes.length) {
    out.push('', 'Notes:')
    for (const row of notes) out.push(`  - ${row.subject}, ${row.measure}: ${row.note}`)
  }
  return out.join('\n')
}
