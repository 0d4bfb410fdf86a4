import { CONTRACT_VERSION } from '../openapi/document.js'
import { compareText, createCoverageCounter } from './counter.js'
import { declaredOperations } from './declared.js'
import { answerLabel, describeAnswer } from './describe-answer.js'
import type { AnswerCoverage, ApiCoverage, CoverageCount, CoverageCounts, OperationCoverage, UnmatchedCoverage } from './schema.js'

const percent = (exercised: number, total: number): number => (total === 0 ? 100 : Math.round((1000 * exercised) / total) / 10)

const answerOf = (status: number, message: string | null, declared: boolean, count?: CoverageCount): AnswerCoverage => ({
  status,
  message,
  label: answerLabel(status, message),
  description: describeAnswer(status, message),
  declared,
  requests: count?.requests ?? 0,
  scenarios: { ...count?.scenarios },
  conditions: { ...count?.conditions },
  faults: { ...count?.faults },
})

/**
 * The report of raw counts: every operation with every declared answer, seen
 * or not, the answers seen that are not declared, the requests to no
 * operation, and the totals. Counts of the same answer are added first.
 * @example
 * const report = createCoverageReport(counter.counts())
 * report.summary.answers // { total: 318, exercised: 41, percent: 12.9 }
 */
export function createCoverageReport(counts: readonly CoverageCount[]): ApiCoverage {
  const merged = createCoverageCounter()
  for (const count of counts) merged.add(count)
  const seen = new Map<string, CoverageCount[]>()
  const unmatched: UnmatchedCoverage[] = []
  for (const count of merged.counts()) {
    if (count.operation === null) {
      unmatched.push({ method: count.method, path: count.path, status: count.status, requests: count.requests })
      continue
    }
    const key = `${count.method} ${count.path}`
    seen.set(key, [...(seen.get(key) ?? []), count])
  }
  let exercisedOperations = 0
  let totalAnswers = 0
  let exercisedAnswers = 0
  let unexpected = 0
  const operations = declaredOperations().map((declared): OperationCoverage => {
    const key = `${declared.method} ${declared.path}`
    const counted = seen.get(key) ?? []
    seen.delete(key)
    const answers = declared.answers.map((answer) => {
      const index = counted.findIndex((count) => count.status === answer.status && count.message === answer.message)
      const [count] = index < 0 ? [] : counted.splice(index, 1)
      return answerOf(answer.status, answer.message, true, count)
    })
    const extra = counted.map((count) => answerOf(count.status, count.message, false, count))
    const requests = [...answers, ...extra].reduce((sum, answer) => sum + answer.requests, 0)
    if (requests > 0) exercisedOperations++
    totalAnswers += answers.length
    exercisedAnswers += answers.filter((answer) => answer.requests > 0).length
    unexpected += extra.length
    return {
      operation: declared.operation,
      group: declared.group,
      method: declared.method,
      path: declared.path,
      requests,
      answers: [...answers, ...extra],
    }
  })
  // Counts of an operation this version does not have (a report of another version): requests to no operation now.
  for (const counted of seen.values()) {
    for (const count of counted) unmatched.push({ method: count.method, path: count.path, status: count.status, requests: count.requests })
  }
  unmatched.sort((a, b) => compareText(a.path, b.path) || compareText(a.method, b.method) || a.status - b.status)
  const unmatchedRequests = unmatched.reduce((sum, entry) => sum + entry.requests, 0)
  return {
    format: 1,
    kind: 'report',
    contract: CONTRACT_VERSION,
    summary: {
      operations: { total: operations.length, exercised: exercisedOperations, percent: percent(exercisedOperations, operations.length) },
      answers: { total: totalAnswers, exercised: exercisedAnswers, percent: percent(exercisedAnswers, totalAnswers) },
      unexpected,
      requests: merged.requests,
      unmatched: unmatchedRequests,
    },
    operations,
    unmatched,
  }
}

/**
 * The raw counts of a report or of counts: only what was seen.
 * @example
 * countsOf(mock.coverage()).counts.length // how many distinct answers were seen
 */
export function countsOf(coverage: ApiCoverage | CoverageCounts): CoverageCounts {
  if (coverage.kind === 'counts') return coverage
  const counts: CoverageCount[] = []
  for (const operation of coverage.operations) {
    for (const answer of operation.answers) {
      if (answer.requests === 0) continue
      const { status, message, requests, scenarios, conditions, faults } = answer
      counts.push({
        operation: operation.operation,
        method: operation.method,
        path: operation.path,
        status,
        message,
        requests,
        scenarios,
        conditions,
        faults,
      })
    }
  }
  for (const { method, path, status, requests } of coverage.unmatched) {
    counts.push({ operation: null, method, path, status, message: null, requests, scenarios: {}, conditions: {}, faults: {} })
  }
  return { format: 1, kind: 'counts', counts }
}

/**
 * Adds up coverage from several places (test files, workers, sessions, saved
 * `api-coverage.json` files) into one report.
 * @example
 * const all = mergeCoverage([fromWorker1, fromWorker2, JSON.parse(saved)])
 * all.summary.operations.percent // 100
 */
export function mergeCoverage(parts: ReadonlyArray<ApiCoverage | CoverageCounts>): ApiCoverage {
  return createCoverageReport(parts.flatMap((part) => countsOf(part).counts))
}
