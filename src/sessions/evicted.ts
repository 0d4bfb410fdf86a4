import { ApiError } from '../http/api-error.js'
import type { Eviction } from './registry.js'

/** A span of milliseconds in words: `30 minutes`, `90 seconds`, `2 hours`. */
function span(ms: number): string {
  const seconds = Math.round(ms / 1000)
  const [amount, unit] =
    seconds % 3600 === 0 && seconds >= 3600
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0 && seconds >= 60
        ? [seconds / 60, 'minute']
        : [seconds, 'second']
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`
}

/**
 * The answer to a request under the id of a session the mock evicted: 410
 * with the service's envelope, saying which session went, why, and how to
 * start it again. Never the seed's data in its place: a client that wrote to
 * its session would read other data in silence.
 * @example
 * throw sessionEvicted({ id: 'worker-3', reason: 'capacity', at: 0 }, { max: 20, ttlMs: 1_800_000 })
 */
export function sessionEvicted(eviction: Eviction, limits: { readonly max: number; readonly ttlMs: number }): ApiError {
  const why =
    eviction.reason === 'capacity'
      ? `over the limit of ${limits.max} sessions (serve --max-sessions), it was the least recently used`
      : `unused for ${span(limits.ttlMs)} (serve --session-ttl)`
  return new ApiError(
    410,
    `Session "${eviction.id}" was evicted: ${why}. Its data is gone: POST /__mock/reset in this session starts it afresh.`,
  )
}

/**
 * The answer to a new session the mock cannot start without forgetting an
 * evicted one: 503 with the service's envelope, saying why and what frees
 * room. Forgetting would let that evicted id start afresh from the seed, in
 * silence, under a client that wrote to it.
 * @example
 * throw evictionMemoryFull('worker-9', 100_000)
 */
export function evictionMemoryFull(id: string, maxEvicted: number): ApiError {
  return new ApiError(
    503,
    `Session "${id}" cannot start: room for it means evicting a session, and ${maxEvicted} evicted ones are remembered already (serve --max-evicted), none ever forgotten. ` +
      'End sessions (DELETE /__mock/sessions/<id>, or DELETE /__mock/sessions for all, forgetting every eviction) or restart with a larger --max-evicted.',
  )
}
