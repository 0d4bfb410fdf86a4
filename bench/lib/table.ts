import { fmtSummary } from './stats.js'
import { TARGETS, type Row } from './report.js'

const VERDICT: Record<Row['verdict'], string> = { pass: 'PASS', miss: 'MISS', info: '', pending: 'pending' }

/**
 * The table of every row, grouped by target, as plain text for a terminal.
 * @example
 * console.log(renderTable(rows))
 */
export function renderTable(rows: readonly Row[]): string {
  const header = ['subject', 'measure', 'figure: median (min–max)', 'ratio: median (min–max)', 'verdict']
  const lines: string[][] = []
  const groups: Array<{ title: string; from: number; to: number }> = []
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
        row.reference ? `(${VERDICT[row.reference]})` : VERDICT[row.verdict],
      ])
    }
    groups.push({ title: `${target.title} — target ${target.goal}`, from, to: lines.length })
  }
  const widths = header.map((h, c) => Math.min(64, Math.max(h.length, ...lines.map((l) => (l[c] as string).length))))
  const pad = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c] as number)).join(' │ ').trimEnd()
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─')
  const out = [pad(header), rule]
  for (const group of groups) {
    out.push(`▸ ${group.title}`)
    for (let i = group.from; i < group.to; i++) out.push(pad(lines[i] as string[]))
  }
  if (rows.some((row) => row.reference)) out.push('', '(PASS), (MISS): a peer\'s figure, or a variant of this mock, held against the same goal; not counted.')
  if (rows.some((row) => row.value?.interval ?? row.ratio?.interval)) out.push('[low–high]: the 95 % confidence interval of the median; (min–max): the spread of the rounds.')
  const notes = rows.filter((row) => row.note && row.verdict !== 'pending')
  if (notes.length) {
    out.push('', 'Notes:')
    for (const row of notes) out.push(`  - ${row.subject}, ${row.measure}: ${row.note}`)
  }
  return out.join('\n')
}
