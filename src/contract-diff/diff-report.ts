import type { RankedDifference } from './used-by.js'

/** Which two documents were compared. */
export interface Sides {
  /** The mock's contract: its title and version. */
  readonly mock: { readonly title: string; readonly version: string }
  /** The service's document: the file it came from, its title and version. */
  readonly service: { readonly file: string; readonly title: string; readonly version: string }
  /** The coverage report the differences were narrowed by; null for none. */
  readonly usedBy: string | null
}

/** How many differences, by severity. */
export interface DiffCounts {
  readonly breaking: number
  readonly warnings: number
  readonly operations: number
}

/**
 * What `doc-workspace-mock diff --json` prints: the differences (those the
 * tests used, with `--used-by`), their totals, and what was left out.
 * @example
 * const report = JSON.parse(stdout) as ContractDiff
 * report.differences.filter((difference) => difference.severity === 'breaking')
 */
export interface ContractDiff extends Sides {
  readonly format: 1
  readonly kind: 'contract-diff'
  /** True when a breaking difference is reported: the command then exits 1. */
  readonly breaking: boolean
  readonly summary: DiffCounts
  readonly differences: readonly RankedDifference[]
  /** With `--used-by`: the differences on operations the tests never called, counted (listed without `--used-by`). */
  readonly unused: DiffCounts | null
}

const countOf = (differences: readonly RankedDifference[]): DiffCounts => ({
  breaking: differences.filter((difference) => difference.severity === 'breaking').length,
  warnings: differences.filter((difference) => difference.severity === 'warning').length,
  operations: new Set(differences.map((difference) => `${difference.method} ${difference.path}`)).size,
})

/**
 * The report of ranked differences: with a coverage report, only those on
 * operations the tests called, the rest counted apart.
 * @example
 * const report = buildDiffReport(sides, rankByUse(differences, coverage))
 * process.exitCode = report.breaking ? 1 : 0
 */
export function buildDiffReport(sides: Sides, ranked: readonly RankedDifference[]): ContractDiff {
  const used = sides.usedBy === null ? ranked : ranked.filter((difference) => difference.used!.requests > 0)
  const unused = sides.usedBy === null ? null : countOf(ranked.filter((difference) => difference.used!.requests === 0))
  const summary = countOf(used)
  return { format: 1, kind: 'contract-diff', ...sides, breaking: summary.breaking > 0, summary, differences: used, unused }
}

const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`

/**
 * The report as a person reads it: by operation (most used first with
 * `--used-by`), each difference with what each side says and what it does to
 * a client that works against the mock.
 * @example
 * process.stdout.write(renderDiff(report))
 */
export function renderDiff(report: ContractDiff): string {
  const lines = [
    `The service's document ${report.service.file} (${report.service.title} ${report.service.version}) against the mock's contract (${report.mock.version})` +
      (report.usedBy ? `, narrowed to what the tests in ${report.usedBy} used` : ''),
    '',
  ]
  const groups = new Map<string, RankedDifference[]>()
  for (const difference of report.differences) {
    const key = `${difference.operation}  ${difference.method} ${difference.path}`
    groups.set(key, [...(groups.get(key) ?? []), difference])
  }
  for (const [title, differences] of groups) {
    const used = differences[0]!.used
    lines.push(used ? `${title}  (the tests sent ${plural(used.requests, 'request')})` : title)
    for (const difference of differences) {
      const mark = difference.severity === 'breaking' ? 'BREAKING' : 'warning '
      const answered =
        used && difference.status !== null
          ? ` [answer ${difference.status} met ${plural(difference.used!.answered, 'time')} in the tests]`
          : ''
      lines.push(`  ${mark}  ${difference.where} (mock: ${difference.mock}; service: ${difference.service})${answered}`)
      lines.push(`            ${difference.why}`)
    }
    lines.push('')
  }
  const { breaking, warnings, operations } = report.summary
  lines.push(
    breaking + warnings === 0
      ? report.usedBy
        ? 'No difference on the operations the tests used.'
        : 'No difference that matters to a client of the mock.'
      : `${plural(breaking, 'breaking difference')}, ${plural(warnings, 'warning')} in ${plural(operations, 'operation')}.`,
  )
  if (report.unused && report.unused.breaking + report.unused.warnings > 0) {
    lines.push(
      `Left out, on operations the tests never called: ${plural(report.unused.breaking, 'breaking difference')}, ` +
        `${plural(report.unused.warnings, 'warning')} in ${plural(report.unused.operations, 'operation')} (run without --used-by to list them).`,
    )
  }
  return `${lines.join('\n')}\n`
}
