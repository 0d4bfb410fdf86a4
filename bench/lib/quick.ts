import type { Summary } from './stats.js'
import { TARGETS, type Row, type TargetId } from './report.js'

/**
 * Rows a quick run measures too little to judge: of a target, those `rows`
 * picks (all of them when absent), and why, in one short phrase. A row of
 * this mock loses its verdict; a peer's row loses its figure held against
 * the goal.
 */
export interface Withheld {
  readonly target: TargetId
  readonly rows?: (row: Row) => boolean
  readonly why: string
}

/** A summary read at one end of its spread: the interval's end when it has one, else the rounds' min or max. */
function atEnd(summary: Summary | undefined, end: 'low' | 'high'): Summary | undefined {
  if (!summary) return undefined
  const value = summary.interval?.[end] ?? (end === 'low' ? summary.min : summary.max)
  return { ...summary, median: value, interval: { low: value, high: value } }
}

/** Whether the row's target judges it alike at both ends of its spread; `undefined` when the target judges no figure of it. */
function settled(row: Row): boolean | undefined {
  const target = TARGETS.find((each) => each.id === row.target)
  if (!target) return undefined
  const [low, high] = (['low', 'high'] as const).map((end) =>
    target.meets({ ...row, value: atEnd(row.value, end), ratio: atEnd(row.ratio, end) }),
  )
  return low === undefined || high === undefined ? undefined : low === high
}

/**
 * A quick run's verdicts. A quick run keeps a verdict only where it
 * measured what the full run measures (the same world, the same goal) on
 * enough rounds to reach the same verdict: the rows `withheld` names show
 * their figures and no verdict, and so does any other row whose goal lies
 * within its own spread (its median's interval, else its rounds' min–max):
 * one run that cannot tell PASS from MISS says so. A peer's row loses its
 * figure held against the goal on the same terms.
 * @example
 * const rows = quickVerdicts(withReferences(measured), [{ target: 'heap', why: '600 requests, not 20,000' }])
 */
export function quickVerdicts(rows: readonly Row[], withheld: readonly Withheld[]): Row[] {
  return rows.map((row): Row => {
    const judged = row.verdict === 'pass' || row.verdict === 'miss'
    const rule = withheld.find((each) => each.target === row.target && (each.rows?.(row) ?? true))
    const why = rule ? rule.why : (judged || row.reference) && settled(row) === false ? 'the goal lies within its spread' : undefined
    if (why === undefined) return row
    const { reference: _reference, ...rest } = row
    return judged ? { ...rest, verdict: 'unjudged', withheld: why } : rest
  })
}

/** How many rows a quick run left without a verdict. */
export const unjudged = (rows: readonly Row[]): number => rows.filter((row) => row.verdict === 'unjudged').length
