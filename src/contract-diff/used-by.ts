import type { ApiCoverage } from '../coverage/schema.js'
import type { Difference } from './difference.js'

/** How much the client's tests used what a difference is about. */
export interface Use {
  /** Requests the tests sent to the operation. */
  readonly requests: number
  /** Of those, requests answered with the status the difference concerns (the request's own: all of them). */
  readonly answered: number
}

/** A difference, with the use the client's tests made of it (null without a coverage report). */
export interface RankedDifference extends Difference {
  readonly used: Use | null
}

/**
 * The differences with the use a coverage report shows, those the tests used
 * first: by requests to their answer, then to their operation; the order of
 * the contract among equals. Without a report, they stay in the contract's order.
 * @example
 * rankByUse(differences, coverage).filter((difference) => difference.used?.requests)
 */
export function rankByUse(differences: readonly Difference[], coverage: ApiCoverage | undefined): RankedDifference[] {
  if (!coverage) return differences.map((difference) => ({ ...difference, used: null }))
  const operations = new Map(coverage.operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))
  const ranked = differences.map((difference, index) => {
    const operation = operations.get(`${difference.method} ${difference.path}`)
    const requests = operation?.requests ?? 0
    const answered =
      difference.status === null
        ? requests
        : (operation?.answers ?? [])
            .filter((answer) => String(answer.status) === difference.status)
            .reduce((sum, answer) => sum + answer.requests, 0)
    return { difference: { ...difference, used: { requests, answered } }, index }
  })
  ranked.sort(
    (a, b) =>
      b.difference.used.answered - a.difference.used.answered ||
      b.difference.used.requests - a.difference.used.requests ||
      a.index - b.index,
  )
  return ranked.map(({ difference }) => difference)
}
