import type { Journal } from '../journal/journal.js'
import { processCounter } from './collect-coverage.js'
import { createCoverageCounter, type CoverageCounter } from './counter.js'
import type { ApiCoverage, CoverageCount } from './schema.js'

/** Which requests a report counts: every world's (no `session`), the default world's (`null`), or one session's. */
export interface CoverageQuery {
  /** A session's id; `null` for the requests that named no session. Absent: all of them. */
  readonly session?: string | null
}

/** The API coverage of one mock, fed by the journals of its worlds. */
export interface MockCoverage {
  /** Counts every answer a world's journal records, from now on. A session made again after eviction counts on. */
  watch(journal: Pick<Journal, 'subscribe'>, session: string | null): void
  /** The report of the requests the query names. */
  report(query?: CoverageQuery): Promise<ApiCoverage>
  /** Forgets the counts the query names (all of them by default). */
  clear(query?: CoverageQuery): void
}

/** Sessions whose counts are kept apart; the counts of older ones still add to the mock's totals. */
const MAX_SESSION_COUNTS = 1000

/**
 * The coverage of one mock: a counter per world, kept across `reset()` and
 * session eviction (a session's counts stay under its id), each request also
 * added to the process-wide collection when one is on.
 * @example
 * const coverage = createMockCoverage()
 * coverage.watch(world.journal, world.id)
 * (await coverage.report()).summary.operations.exercised
 */
export function createMockCoverage(): MockCoverage {
  const counters = new Map<string | null, CoverageCounter>()
  const retired = createCoverageCounter()

  const counterOf = (session: string | null): CoverageCounter => {
    let counter = counters.get(session)
    if (counter && session !== null) counters.delete(session)
    counter ??= createCoverageCounter()
    counters.set(session, counter)
    if (counters.size > MAX_SESSION_COUNTS + 1) {
      const oldest = [...counters.keys()].find((key) => key !== null)
      if (oldest !== undefined) {
        for (const count of counters.get(oldest)?.counts() ?? []) retired.add(count)
        counters.delete(oldest)
      }
    }
    return counter
  }

  return {
    watch(journal, session) {
      const counter = counterOf(session)
      journal.subscribe((entry) => {
        // What the real service answered through a proxy is its coverage, not the mock's.
        if (entry.source === 'proxied') return
        counter.record(entry)
        processCounter()?.record(entry)
      })
    },
    async report({ session } = {}) {
      const counts: CoverageCount[] =
        session !== undefined
          ? (counters.get(session)?.counts() ?? [])
          : [...retired.counts(), ...[...counters.values()].flatMap((counter) => counter.counts())]
      // The declared answers come from the OpenAPI document: loaded on the first report, not with every mock (a browser bundle stays small).
      const { createCoverageReport } = await import('./coverage-report.js')
      return createCoverageReport(counts)
    },
    clear({ session } = {}) {
      if (session !== undefined) return counters.get(session)?.clear()
      for (const counter of counters.values()) counter.clear()
      retired.clear()
    },
  }
}
