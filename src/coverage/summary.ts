import { coverageGaps, operationName } from './gaps.js'
import type { ApiCoverage } from './schema.js'

/** What `renderCoverageSummary` lists, and how much of it. */
export interface SummaryOptions {
  /** How many operations with gaps to list before "… more in the report". Default 8. */
  readonly limit?: number
  /** Where the full report was written, to say so at the end. */
  readonly files?: readonly string[]
}

const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

/**
 * The API coverage of a report as a few lines for a terminal: the totals,
 * the answers never produced on any operation, the operations' gaps (the
 * first few), unexpected answers, and where the full report is.
 * @example
 * console.log(renderCoverageSummary(mock.coverage(), { files: ['api-coverage/api-coverage.html'] }))
 * // API coverage: 35/35 operations (100 %) · 212/293 answers (72.4 %) · 5,120 requests
 */
export function renderCoverageSummary(report: ApiCoverage, options: SummaryOptions = {}): string {
  const limit = options.limit ?? 8
  const { operations, answers, requests, unmatched, unexpected } = report.summary
  const gaps = coverageGaps(report)
  const lines = [
    `API coverage: ${operations.exercised}/${operations.total} operations (${operations.percent} %) · ` +
      `${answers.exercised}/${answers.total} answers (${answers.percent} %) · ${plural(requests, 'request')}`,
  ]
  if (gaps.operations.length) {
    lines.push(
      `  Operations never called (${gaps.operations.length}): ${gaps.operations.map((operation) => operation.operation).join(', ')}`,
    )
  }
  if (gaps.nowhere.length) {
    lines.push('  Never produced on any operation:')
    for (const answer of gaps.nowhere) lines.push(`    ${answer.label}: ${answer.description}`)
  }
  const partial = gaps.answers.filter(({ operation }) => operation.requests > 0)
  if (partial.length) {
    const missing = partial.reduce((sum, { missing }) => sum + missing.length, 0)
    lines.push(`  Answers not produced, by operation (${plural(missing, 'answer')} on ${plural(partial.length, 'operation')}):`)
    for (const { operation, missing } of partial.slice(0, limit)) {
      lines.push(`    ${operationName(operation)}: ${missing.map((answer) => answer.label).join(', ')}`)
    }
    if (partial.length > limit) lines.push(`    … ${plural(partial.length - limit, 'more operation')} in the report`)
  }
  if (unexpected) {
    lines.push(`  Answers the contract does not declare (${unexpected}):`)
    const byLabel = new Map<string, Array<(typeof gaps.unexpected)[number]>>()
    for (const seen of gaps.unexpected) byLabel.set(seen.answer.label, [...(byLabel.get(seen.answer.label) ?? []), seen])
    for (const [label, seen] of byLabel) {
      const requests = seen.reduce((sum, { answer }) => sum + answer.requests, 0)
      const where = seen.length <= 3 ? seen.map(({ operation }) => operationName(operation)).join(', ') : plural(seen.length, 'operation')
      lines.push(`    ${label} ×${requests}: ${where}`)
    }
  }
  if (unmatched) {
    const paths = report.unmatched.slice(0, 3).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)
    lines.push(`  ${plural(unmatched, 'request')} to no operation: ${paths.join(', ')}${report.unmatched.length > 3 ? ', …' : ''}`)
  }
  if (options.files?.length) lines.push(`  Report: ${options.files.join(', ')}`)
  return lines.join('\n')
}
