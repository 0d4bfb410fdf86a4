import type { AnswerCoverage, ApiCoverage, OperationCoverage } from './schema.js'

/** An answer no operation produced, though some declare it. */
export interface AnswerNeverSeen {
  readonly label: string
  readonly description: string
  /** How many operations declare it. */
  readonly operations: number
}

/** What a report says was not exercised, and what was not expected. */
export interface CoverageGaps {
  /** Declared answers that no operation produced: "your suite never saw the token expire". */
  readonly nowhere: readonly AnswerNeverSeen[]
  /** Operations that received no request. */
  readonly operations: readonly OperationCoverage[]
  /** Per operation, its declared answers never produced (operations without a gap left out). */
  readonly answers: ReadonlyArray<{ readonly operation: OperationCoverage; readonly missing: readonly AnswerCoverage[] }>
  /** Answers produced that the document does not declare. */
  readonly unexpected: ReadonlyArray<{ readonly operation: OperationCoverage; readonly answer: AnswerCoverage }>
}

/** The status a label starts with; a network error (no status) sorts last. */
const statusOf = (label: string): number => Number.parseInt(label, 10) || 1000

/**
 * `Move Folder (PUT /folders/move)`: how reports name an operation.
 * @example
 * operationName(report.operations[0]) // 'API key authentication (POST /auth/api-key)'
 */
export function operationName(operation: Pick<OperationCoverage, 'operation' | 'method' | 'path'>): string {
  return `${operation.operation} (${operation.method} ${operation.path})`
}

/**
 * The gaps of a report, for the summary, the thresholds and the reports.
 * @example
 * coverageGaps(mock.coverage()).nowhere.map((answer) => answer.label) // ['429 Too Many Requests', 'network error', …]
 */
export function coverageGaps(report: ApiCoverage): CoverageGaps {
  const byLabel = new Map<string, { description: string; operations: number; requests: number }>()
  for (const operation of report.operations) {
    for (const answer of operation.answers) {
      if (!answer.declared) continue
      const seen = byLabel.get(answer.label) ?? { description: answer.description, operations: 0, requests: 0 }
      seen.operations++
      seen.requests += answer.requests
      byLabel.set(answer.label, seen)
    }
  }
  const nowhere = [...byLabel.entries()]
    .filter(([, seen]) => seen.requests === 0)
    .map(([label, { description, operations }]) => ({ label, description, operations }))
    .sort((a, b) => statusOf(a.label) - statusOf(b.label))
  const answers = report.operations
    .map((operation) => ({ operation, missing: operation.answers.filter((answer) => answer.declared && answer.requests === 0) }))
    .filter(({ missing }) => missing.length > 0)
  return {
    nowhere,
    operations: report.operations.filter((operation) => operation.requests === 0),
    answers,
    unexpected: report.operations.flatMap((operation) =>
      operation.answers.filter((answer) => !answer.declared).map((answer) => ({ operation, answer })),
    ),
  }
}
