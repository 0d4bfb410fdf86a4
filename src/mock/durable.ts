import type { ApiError } from '../http/api-error.js'
import { errorMessageOf, toErrorResponse } from '../http/error-response.js'
import type { Layer } from '../http/exchange.js'

/**
 * Where the changes of a mock's default world are kept beyond the process
 * (`serve --state`'s file), so that a write is answered only once what it
 * changed is kept.
 */
export interface ChangeKeeper {
  /** Why a write is refused before it runs (saves are failing), or null to let it run. A refused write changes nothing. */
  refusal(): ApiError | null
  /**
   * Resolves once every change made so far is kept. Rejects with the `ApiError`
   * to answer when they could not be, once the world is put back as it was last kept.
   */
  kept(): Promise<void>
}

/** Where a world looks for its keeper, set after the mock is made (`keepChangesWith`). */
export interface KeeperSlot {
  keeper: ChangeKeeper | null
}

/** The default world's slot of each mock made, by the mock its caller holds. */
const slots = new WeakMap<object, KeeperSlot>()

/**
 * Ties a mock, as its caller holds it, to its default world's slot.
 * @example
 * registerKeeperSlot(mock, slot)
 */
export function registerKeeperSlot(mock: object, slot: KeeperSlot): void {
  slots.set(mock, slot)
}

/**
 * Makes every change to a mock's default world wait for `keeper`: a write
 * through the API is refused while `keeper.refusal()` says so, and answered
 * once `keeper.kept()` resolves (its rejection is the answer); null stops it.
 * @example
 * keepChangesWith(mock, { refusal: () => null, kept: () => saveSomewhere(mock.exportState()) })
 */
export function keepChangesWith(mock: object, keeper: ChangeKeeper | null): void {
  const slot = slots.get(mock)
  if (!slot) throw new TypeError('Not a mock of this package')
  slot.keeper = keeper
}

/**
 * The keeper of a mock's default world; null for none.
 * @example
 * await keeperOf(mock)?.kept()
 */
export function keeperOf(mock: object): ChangeKeeper | null {
  return slots.get(mock)?.keeper ?? null
}

/** The methods that never change a world. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The innermost layer of a world, right around its operations: a write
 * answered below 400 is a change (`changed()` counts it, for whoever saves
 * the world), and with a keeper in the slot it is refused while saves fail
 * and answered once kept. It sits inside the conditions, so that it judges
 * the write when it runs (after any delay or hold) and a fault it answers
 * is journaled as the client met it.
 * @example
 * const answer = composeLayers([journal.layer, conditions.layer, keptWrites(() => revision++, slot)], operate)
 */
export function keptWrites(changed: () => void, slot: KeeperSlot): Layer {
  return async (exchange, next) => {
    if (READS.has(exchange.request.method)) return next(exchange)
    const keeper = slot.keeper
    const refused = keeper?.refusal()
    if (refused) {
      exchange.notes.message = refused.message
      return toErrorResponse(refused)
    }
    const response = await next(exchange)
    if (response.type === 'error' || response.status >= 400) return response
    changed()
    if (!keeper) return response
    try {
      await keeper.kept()
      return response
    } catch (error) {
      exchange.notes.message = errorMessageOf(error)
      return toErrorResponse(error)
    }
  }
}
