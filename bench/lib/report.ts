import type { Summary } from './stats.js'

/** The targets of the benchmark, in the order of the table. */
export type TargetId =
  | 'cold'
  | 'server-start'
  | 'request'
  | 'coverage'
  | 'conditions'
  | 'growth'
  | 'reset'
  | 'sessions'
  | 'seed'
  | 'server'
  | 'heap'
  | 'stalls'
  | 'bundle'
  | 'runtimes'
  | 'shards'

/** `unjudged`: a quick run's row that measured too little to say what the full run would (its `withheld` says why). */
export type Verdict = 'pass' | 'miss' | 'info' | 'pending' | 'unjudged'

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
  /**
   * For an `info` row (a peer, or a variant of this mock): its own figure
   * held against the target's goal, shown in parentheses and not counted.
   */
  readonly reference?: 'pass' | 'miss'
  /** Why a row is pending, or what a reader should know about it. */
  readonly note?: string
  /** Why a quick run gives the row no verdict, in one short phrase (an `unjudged` row). */
  readonly withheld?: string
}

/** A target: what it asks, and how a row's figure is judged against it. */
export interface Target {
  readonly id: TargetId
  readonly title: string
  readonly goal: string
  /** Whether a row's figure meets the goal; `undefined` when the row has no figure to judge. */
  readonly meets: (row: Row) => boolean | undefined
}

const valueAtMost = (limit: number) => (row: Row) => (row.value ? row.value.median <= limit : undefined)
const valueBelow = (limit: number) => (row: Row) => (row.value ? row.value.median < limit : undefined)
/** The `ratioTo` of the rows some targets judge apart from the others of their table. */
export const NO_LAYER = 'the layer not installed'
export const ONE_SESSION = 'one session'
export const HTTP_FLOOR = 'node:http floor'
export const COVERAGE_OFF = 'coverage: false'

// A reference subject (the floor, json-server 1.0) is the denominator of the ratio: 1× by definition.
const ratioOf = (row: Row): number | undefined => (row.ratio ? row.ratio.median : row.value ? 1 : undefined)

export const TARGETS: readonly Target[] = [
  {
    id: 'cold',
    title: "A test file's cold start, from the packed build",
    goal: '≤ 1.25× plain MSW with one handler (one process; a Vitest run of 20 files)',
    meets: (row) => atMost(ratioOf(row), 1.25),
  },
  {
    id: 'server-start',
    title: "The standalone server's cold start: spawn to first answer of GET /teams, from the packed build",
    goal: '≤ 1.0× json-server 1.0',
    meets: (row) => atMost(ratioOf(row), 1),
  },
  {
    id: 'request',
    title: 'One in-process request, all operations registered',
    goal: '≤ 1.3× the one-handler floor',
    meets: (row) => atMost(ratioOf(row), 1.3),
  },
  {
    id: 'coverage',
    title: 'API coverage counting, per request (CPU time)',
    goal: "≤ 1.02× the same mock with coverage: false, all of the median's 95 % interval",
    meets: (row) => (row.ratioTo === COVERAGE_OFF ? atMost(row.ratio?.interval?.high ?? row.ratio?.median, 1.02) : undefined),
  },
  {
    id: 'conditions',
    title: 'The conditions layer, per request',
    goal: "< 3 % with no condition active (≤ 1.03× the layer not installed, all of the median's 95 % interval)",
    meets: (row) => (row.ratioTo === NO_LAYER ? atMost(row.ratio?.interval?.high ?? row.ratio?.median, 1.03) : undefined),
  },
  {
    id: 'growth',
    title: 'Growth with data: 100k documents vs 1k',
    goal: '≤ 1.5× (by id, a write, a paged list, the first write after reset)',
    meets: (row) => atMost(row.ratio?.median, 1.5),
  },
  { id: 'reset', title: 'reset() of the default scenario', goal: '≤ 0.5 ms median', meets: valueAtMost(0.5) },
  {
    id: 'sessions',
    title: 'Sessions: forking a world, its memory, 1,000 of them through the standalone server',
    goal: 'fork < 1 ms at 100k documents; < 50 KB per session after 10 writes, < 200 KB with a full journal; 1,000 sessions round-robin ≥ 0.9× one session',
    meets: (row) =>
      row.ratioTo === ONE_SESSION
        ? atLeast(row.ratio?.median, 0.9)
        : row.unit === 'KB'
          ? valueBelow(row.measure.includes('full journal') ? 200 : 50)(row)
          : row.unit === 'ms'
            ? valueBelow(1)(row)
            : undefined,
  },
  { id: 'seed', title: 'Seeding a 100k-document account', goal: '≤ 300 ms', meets: valueAtMost(300) },
  {
    id: 'server',
    title: 'Standalone server, loopback, 10 connections, 10k documents',
    goal: 'by id ≥ 1.5× json-server 1.0 and ≥ 0.5× a bare node:http server; paged list ≥ 40× json-server 1.0',
    meets: (row) =>
      row.ratioTo === HTTP_FLOOR ? atLeast(row.ratio?.median, 0.5) : atLeast(ratioOf(row), row.measure.includes('list') ? 40 : 1.5),
  },
  { id: 'heap', title: 'Heap retained after 20k requests through the standalone server', goal: '< 5 MB growth', meets: valueBelow(5) },
  {
    id: 'stalls',
    title: "The standalone server's stalls, as another client meets them",
    goal: '≤ 500 ms longest wait during a 30 MB state import; ≤ 1 s to be answered during 2,000 slow partial requests from one address',
    meets: (row) => valueAtMost(row.measure.includes('import') ? 500 : 1000)(row),
  },
  // Information only: what a user choosing a runtime, or a second shard, would want to know; no goal to meet.
  {
    id: 'runtimes',
    title:
      'The Fetch app on Node, Bun and Deno: CPU time of the server process per request, and throughput (packed build, loopback, 10 connections, 10k documents)',
    goal: 'none (information)',
    meets: () => undefined,
  },
  {
    id: 'shards',
    title: '1 vs 2 shards of serve behind HAProxy on this machine (loopback, 64 sessions, 16 connections)',
    goal: 'none (information: the throughput ratio, with the CPU of HAProxy and of the load generator)',
    meets: () => undefined,
  },
  {
    id: 'bundle',
    title: 'Browser entry, minified + gzip, excluding msw',
    goal: '≤ 80 KiB, no faker',
    meets: (row) => !row.subject.includes('faker') && valueAtMost(80)(row),
  },
]

const atMost = (value: number | undefined, limit: number) => (value === undefined ? undefined : value <= limit)
const atLeast = (value: number | undefined, limit: number) => (value === undefined ? undefined : value >= limit)

/**
 * Every `info` row with its own figure held against its target's goal, so
 * that every row of the table says PASS or MISS (in parentheses: not counted).
 * @example
 * const judged = withReferences(rows)
 */
export function withReferences(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    if (row.verdict !== 'info') return row
    const meets = TARGETS.find((target) => target.id === row.target)?.meets(row)
    return meets === undefined ? row : { ...row, reference: meets ? 'pass' : 'miss' }
  })
}

/**
 * A row that could not be measured because its subject does not exist yet.
 * @example
 * pending('server', 'this mock', 'by id', 'src/adapters/server/server.ts is not there yet')
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
