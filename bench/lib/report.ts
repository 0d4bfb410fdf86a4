import type { Summary } from './stats.js'

/** The targets of the benchmark, in the order of the table. */
export type TargetId = 'request' | 'coverage' | 'growth' | 'reset' | 'seed' | 'server' | 'heap' | 'bundle'

export type Verdict = 'pass' | 'miss' | 'info' | 'pending'

/** One line of the table: a subject's figure for one target. */
export interface Row {
  readonly target: TargetId
  /** Who is measured: `this mock`, `msw floor (1 handler)`, `Mirage JS`… */
  readonly subject: string
  /** What is measured, e.g. `Get Team Details` or `by id, 100k vs 1k`. */
  readonly measure: string
  /** The figure itself, median over rounds with min and max. */
  readonly value?: Summary
  readonly unit?: string
  /** A ratio taken round by round against `ratioTo`. */
  readonly ratio?: Summary
  readonly ratioTo?: string
  /** The figure the ratio divides by, when it is not a row of its own (e.g. the 1k figure of a growth ratio). */
  readonly baseline?: Summary
  readonly verdict: Verdict
  /** Why a row is pending, or what a reader should know about it. */
  readonly note?: string
}

/** A target: what it asks, and how a median is judged against it. */
export interface Target {
  readonly id: TargetId
  readonly title: string
  readonly goal: string
}

export const TARGETS: readonly Target[] = [
  { id: 'request', title: 'One in-process request, all operations registered', goal: '≤ 1.3× the one-handler floor' },
  { id: 'coverage', title: 'API coverage counting, per request', goal: '≤ 1.02× the same mock with coverage: false' },
  { id: 'growth', title: 'Growth with data: 100k documents vs 1k', goal: '≤ 1.5× (by id, a write, a paged list)' },
  { id: 'reset', title: 'reset() of the default scenario', goal: '≤ 0.5 ms median' },
  { id: 'seed', title: 'Seeding a 100k-document account', goal: '≤ 300 ms' },
  { id: 'server', title: 'Standalone server, loopback, 10 connections, 10k documents', goal: 'by id ≥ 1.0× json-server 1.0, paged list ≥ 10×' },
  { id: 'heap', title: 'Heap retained after 20k requests through the standalone server', goal: '< 5 MB growth' },
  { id: 'bundle', title: 'Browser entry, minified + gzip, excluding msw', goal: '≤ 80 KiB, no faker' },
]

/**
 * A row that could not be measured because its subject does not exist yet.
 * @example
 * pending('server', 'this mock', 'by id', 'src/runtimes/server.ts is not there yet')
 */
export function pending(target: TargetId, subject: string, measure: string, why: string): Row {
  return { target, subject, measure, verdict: 'pending', note: why }
}

/** `pass` or `miss` from a median and a comparison. */
export function judge(value: number, goal: { atMost?: number; atLeast?: number; below?: number }): Verdict {
  if (goal.atMost !== undefined && value > goal.atMost) return 'miss'
  if (goal.atLeast !== undefined && value < goal.atLeast) return 'miss'
  if (goal.below !== undefined && value >= goal.below) return 'miss'
  return 'pass'
}
