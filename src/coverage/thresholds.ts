import { coverageGaps, operationName } from './gaps.js'
import { CoverageThresholds, type ApiCoverage } from './schema.js'

/** What a threshold check found. */
export interface ThresholdCheck {
  /** True when every threshold is met. */
  readonly ok: boolean
  /** One line per threshold missed, e.g. `answers: 62.1 % exercised (182 of 293), under the 80 % required`. */
  readonly failures: readonly string[]
  /** Operations that received no request, as `Move Folder (PUT /folders/move)`. */
  readonly missingOperations: readonly string[]
  /** Per operation called, its declared answers never produced, as `Move Folder (PUT /folders/move): 409 …, network error` (an operation never called misses them all). */
  readonly missingAnswers: readonly string[]
}

/**
 * Checks a report against minimum percentages, and lists what was never
 * exercised so that a failing CI run says what to test next.
 * A bad threshold (not a number from 0 to 100) throws.
 * @example
 * const check = checkCoverage(report, { operations: 100, answers: 60 })
 * if (!check.ok) console.error([...check.failures, ...check.missingOperations].join('\n'))
 */
export function checkCoverage(report: ApiCoverage, failUnder: CoverageThresholds): ThresholdCheck {
  const thresholds = CoverageThresholds.parse(failUnder)
  const failures: string[] = []
  for (const key of ['operations', 'answers'] as const) {
    const required = thresholds[key]
    const { percent, exercised, total } = report.summary[key]
    if (required !== undefined && percent < required) {
      failures.push(`${key}: ${percent} % exercised (${exercised} of ${total}), under the ${required} % required`)
    }
  }
  const gaps = coverageGaps(report)
  return {
    ok: failures.length === 0,
    failures,
    missingOperations: gaps.operations.map(operationName),
    missingAnswers: gaps.answers
      .filter(({ operation }) => operation.requests > 0)
      .map(({ operation, missing }) => `${operationName(operation)}: ${missing.map((answer) => answer.label).join(', ')}`),
  }
}
