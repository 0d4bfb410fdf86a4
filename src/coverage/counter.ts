import type { JournalEntry } from '../journal/journal.js'
import { routes } from '../resources/routes.js'
import type { CoverageCount } from './schema.js'

/** Statuses with several meanings, told apart by their message: 401 (token or API key) and 409 (its reasons). */
export const SPLIT_STATUSES: ReadonlySet<number> = new Set([401, 409])

/** Distinct paths of requests to no operation kept one by one; the rest are counted together. */
const MAX_UNMATCHED_PATHS = 100
/** How much of a path to no operation is kept, in characters. */
const MAX_PATH_LENGTH = 80
/** Where requests to no operation beyond that go. */
export const OTHER_PATHS = '(other paths)'

/** The value under `key`, made and kept on first use. */
const within = <K, V>(map: Map<K, V>, key: K, make: () => NoInfer<V>): V => {
  let value = map.get(key)
  if (value === undefined) map.set(key, (value = make()))
  return value
}

/** Each operation's path, by operation and method. */
const pathOf = new Map<string, Map<string, string>>()
for (const route of routes) within(pathOf, route.operation, () => new Map<string, string>()).set(route.method, route.path)

interface Bucket {
  readonly operation: string | null
  readonly method: string
  readonly path: string
  readonly status: number
  readonly message: string | null
  requests: number
  readonly scenarios: Map<string, number>
  readonly conditions: Map<string, number>
  readonly faults: Map<string, number>
}

/** Counts answers as they happen: the one piece on the path of every request, so it does as little as it can. */
export interface CoverageCounter {
  /** Counts one answered request. */
  record(entry: JournalEntry): void
  /** Adds counts from elsewhere (another worker, a saved report). */
  add(count: CoverageCount): void
  /** Everything counted, in a stable order. */
  counts(): CoverageCount[]
  /** Forgets everything. */
  clear(): void
  /** How many requests it counted. */
  readonly requests: number
}

/** Code-unit order, the same everywhere (no locale). */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const bump = (tally: Map<string, number>, key: string, by = 1): void => {
  tally.set(key, (tally.get(key) ?? 0) + by)
}

const sorted = (tally: Map<string, number>): Record<string, number> =>
  Object.fromEntries([...tally.entries()].sort(([a], [b]) => compareText(a, b)))

const order = (a: CoverageCount, b: CoverageCount): number =>
  Number(a.operation === null) - Number(b.operation === null) ||
  compareText(a.path, b.path) ||
  compareText(a.method, b.method) ||
  a.status - b.status ||
  compareText(a.message ?? '', b.message ?? '')

/**
 * A counter of answers by operation, status and meaning, each with the
 * scenarios, conditions and faults it came under. Memory stays bounded: a few
 * hundred answers at most, plus up to 100 unknown paths.
 * @example
 * const counter = createCoverageCounter()
 * journal.subscribe(counter.record)
 * counter.counts()[0] // { operation: 'Get Account Teams', method: 'GET', path: '/teams', status: 200, requests: 3, … }
 */
export function createCoverageCounter(): CoverageCounter {
  const buckets = new Map<string, Bucket>()
  // The answers of operations again, by operation, method, status and message: the request's own
  // strings find its bucket, with no key built and hashed per request.
  let answers = new Map<string, Map<string, Map<number, Map<string | null, Bucket>>>>()
  let unmatchedPaths = new Set<string>()
  let requests = 0

  const bucketOf = (operation: string | null, method: string, path: string, status: number, message: string | null): Bucket => {
    const key = `${operation === null ? 'u' : 'o'} ${method} ${path} ${status} ${message ?? ''}`
    let bucket = buckets.get(key)
    if (!bucket) {
      bucket = { operation, method, path, status, message, requests: 0, scenarios: new Map(), conditions: new Map(), faults: new Map() }
      buckets.set(key, bucket)
    }
    return bucket
  }

  const unmatchedPath = (method: string, requested: string): string => {
    // A path past any real one (an over-long URL the server refused) is kept by its start.
    const path = requested.length > MAX_PATH_LENGTH ? `${requested.slice(0, MAX_PATH_LENGTH)}…` : requested
    const key = `${method} ${path}`
    if (unmatchedPaths.has(key)) return path
    if (unmatchedPaths.size >= MAX_UNMATCHED_PATHS) return OTHER_PATHS
    unmatchedPaths.add(key)
    return path
  }

  // The bucket of the last answer of an operation: a run of the same answer (most of a suite's) finds it at once.
  let last: Bucket | undefined

  const answerBucket = (operation: string, method: string, status: number, message: string | null): Bucket | undefined => {
    if (last !== undefined && last.operation === operation && last.method === method && last.status === status && last.message === message)
      return last
    const routePath = pathOf.get(operation)?.get(method)
    if (routePath === undefined) return undefined
    const byMessage = within(
      within(
        within(answers, operation, () => new Map()),
        method,
        () => new Map(),
      ),
      status,
      () => new Map(),
    )
    last = within(byMessage, message, () => bucketOf(operation, method, routePath, status, message))
    return last
  }

  const record = (entry: JournalEntry): void => {
    const { method, status, operation } = entry
    const message = SPLIT_STATUSES.has(status) ? entry.message : null
    const bucket =
      (operation === null ? undefined : answerBucket(operation, method, status, message)) ??
      bucketOf(null, method, unmatchedPath(method, entry.path), status, null)
    requests++
    bucket.requests++
    bump(bucket.scenarios, entry.scenario)
    for (const condition of entry.conditions) bump(bucket.conditions, condition)
    if (entry.fault !== null) bump(bucket.faults, entry.fault)
  }

  return {
    record,
    add(count) {
      const path = count.operation === null ? unmatchedPath(count.method, count.path) : count.path
      const bucket = bucketOf(count.operation, count.method, path, count.status, count.message)
      requests += count.requests
      bucket.requests += count.requests
      for (const [name, n] of Object.entries(count.scenarios)) bump(bucket.scenarios, name, n)
      for (const [name, n] of Object.entries(count.conditions)) bump(bucket.conditions, name, n)
      for (const [name, n] of Object.entries(count.faults)) bump(bucket.faults, name, n)
    },
    counts: () =>
      [...buckets.values()]
        .map((bucket) => ({
          operation: bucket.operation,
          method: bucket.method,
          path: bucket.path,
          status: bucket.status,
          message: bucket.message,
          requests: bucket.requests,
          scenarios: sorted(bucket.scenarios),
          conditions: sorted(bucket.conditions),
          faults: sorted(bucket.faults),
        }))
        .sort(order),
    clear() {
      buckets.clear()
      answers = new Map()
      last = undefined
      unmatchedPaths = new Set()
      requests = 0
    },
    get requests() {
      return requests
    },
  }
}
