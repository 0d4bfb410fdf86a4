import type { Clock } from '../db/clock.js'
import { createRandom } from '../db/random.js'
import { ApiError } from '../http/api-error.js'
import type { Exchange, Layer } from '../http/exchange.js'
import { toErrorResponse } from '../http/error-response.js'
import { applyConditions, fail, type ConditionsWorld } from './apply-conditions.js'
import type { ConditionCatalog, ResolvedCondition } from './catalog.js'
import { ConditionsError } from './catalog.js'
import { AbortedError } from './delay.js'
import { statusFault } from './faults.js'
import { createHold, createPen, GO, type ActiveHold, type Hold, type Outcome } from './hold.js'
import { createBuckets } from './rate-limit.js'
import { CONDITIONS_HEADER, type ConditionSpec, type ConditionsProgress } from './schema.js'

/** The conditions of one world: which are active, the holds of its tests, and the layer that applies them. */
export interface Conditions {
  /** Applies the conditions to each request: holds, delays, faults, rate limits. */
  readonly layer: Layer
  /** The active conditions, as specs. */
  list(): ConditionSpec[]
  /**
   * Replaces the active conditions (names or specs); answers them as specs.
   * Throws `ConditionsError` naming each bad field, and then changes nothing.
   * Requests a removed `hang` kept go on to their operations and are answered.
   */
  set(inputs: readonly unknown[]): ConditionSpec[]
  /** Holds the requests of these operations (every one when none is named) until the hold lets go. */
  hold(operations?: string | readonly string[]): Hold
  /**
   * Back to the conditions the world began with, the generator rewound, the
   * buckets full. A test's holds fail (a hold never outlives its test); the
   * requests `hang` kept go on to their operations, as its removal lets them.
   */
  reset(): void
  /**
   * The world's server is closing: every request still held, by `hang` or a
   * hold, is answered 503 `Service unavailable` with `Retry-After`, as a
   * service going down for a moment answers, rather than a dropped connection.
   */
  close(): void
  /** Where they are in their course (the seeded sequence, the buckets), to continue elsewhere with `resume`. */
  progress(): ConditionsProgress
  resume(progress: ConditionsProgress): void
}

export interface ConditionsOptions {
  readonly catalog: ConditionCatalog
  readonly clock: Clock
  /** Seeds every random choice (the same seed and request order give the same delays and faults). */
  readonly seed: string
  /** The conditions it begins with, and returns to on `reset()`. */
  readonly initial?: readonly unknown[]
}

const NONE = 'none'

/**
 * The conditions layer of one world.
 * @example
 * const conditions = createConditions({ catalog, clock, seed: 'doc-workspace-mock' })
 * conditions.set(['flaky'])
 * const answer = composeLayers([journal.layer, conditions.layer], operate)
 */
export function createConditions(options: ConditionsOptions): Conditions {
  const { catalog, clock } = options
  const initial = catalog.resolve(options.initial ?? [])
  const random = createRandom(`conditions:${options.seed}`)
  const start = random.save()
  const buckets = createBuckets(clock)
  const hung = createPen()
  const world: ConditionsWorld = { random, buckets, hung }
  const holds = new Set<{ readonly refs: ReadonlySet<unknown> | undefined; readonly active: ActiveHold }>()
  let active: readonly ResolvedCondition[] = initial

  const inForce = (request: Request): readonly ResolvedCondition[] => {
    const header = request.headers.get(CONDITIONS_HEADER)
    if (header === null) return active
    const names = header
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    if (names.length === 1 && names[0] === NONE) return []
    try {
      return catalog.resolveNames(names, 'X-Mock-Conditions')
    } catch (error) {
      throw error instanceof ConditionsError ? ApiError.validation(error.errors) : error
    }
  }

  const holdOf = (exchange: Exchange): ActiveHold | undefined => {
    for (const { refs, active: held } of holds) if (held.open && (!refs || (exchange.route && refs.has(exchange.route)))) return held
    return undefined
  }

  const layer: Layer = async (exchange, next) => {
    let conditions: readonly ResolvedCondition[]
    try {
      conditions = inForce(exchange.request)
    } catch (error) {
      return fail(exchange, error)
    }
    const held = holds.size ? holdOf(exchange) : undefined
    if (held) {
      exchange.notes.fault = 'hold'
      const outcome: Outcome = await held.pen.park(exchange)
      if (!outcome.go) {
        exchange.notes.fault = outcome.fault
        return outcome.answer()
      }
      exchange.notes.fault = undefined
    }
    if (conditions.length === 0) return next(exchange)
    const applicable = conditions.filter((condition) => condition.applies(exchange.route))
    if (applicable.length === 0) return next(exchange)
    try {
      return await applyConditions(exchange, applicable, next, world)
    } catch (error) {
      // The client gave up while the answer waited: there is no one to answer.
      if (error instanceof AbortedError) return Response.error()
      throw error
    }
  }

  return {
    layer,
    list: () => active.map(({ spec }) => spec),
    set(inputs) {
      active = catalog.resolve(inputs)
      if (!active.some(({ spec }) => spec.faults?.some((fault) => fault.kind === 'hang'))) hung.settle(GO)
      return active.map(({ spec }) => spec)
    },
    hold(operations) {
      const refs =
        operations === undefined ? undefined : catalog.routesOf(typeof operations === 'string' ? [operations] : operations, 'operations')
      const entry = { refs, active: createHold(() => holds.delete(entry)) }
      holds.add(entry)
      return entry.active.hold
    },
    reset() {
      active = initial
      random.load(start)
      buckets.clear()
      for (const { active: held } of [...holds]) held.hold.fail('network')
      // They go on once the reset has run (a settled park resumes in a later microtask): they meet the fresh world.
      hung.settle(GO)
    },
    progress: () => ({ random: [...random.save()], buckets: buckets.save() }),
    resume(progress) {
      random.load(progress.random)
      buckets.load(progress.buckets)
    },
    close() {
      for (const { active: held } of [...holds]) held.hold.fail(503)
      hung.settle({ go: false, answer: () => toErrorResponse(statusFault(503, 'hang')), fault: 'hang' })
    },
  }
}

export { ConditionsError }
export type { Hold }
