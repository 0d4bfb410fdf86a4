import type { Clock } from '../db/clock.js'
import type { Exchange } from '../http/exchange.js'
import type { RateLimit } from './schema.js'

/** What one request drew from its caller's bucket. */
export interface Draw {
  readonly allowed: boolean
  /** The headers every answer under the limit carries. */
  readonly headers: Readonly<Record<string, string>>
  /** Whole seconds until one request is allowed again (for `Retry-After`). */
  readonly retryAfter: number
}

/** One bucket as a state file keeps it: whose, how full, and when it was last drawn from (ms on the mock's clock). */
export interface BucketState {
  readonly condition: string
  readonly caller: string
  readonly tokens: number
  readonly at: number
}

/** Token buckets, one per condition and caller, refilled on the mock's clock. */
export interface Buckets {
  take(condition: string, caller: string, limit: RateLimit): Draw
  clear(): void
  /** Every bucket drawn from, to restore elsewhere. */
  save(): BucketState[]
  /** Replaces every bucket with those saved. */
  load(states: readonly BucketState[]): void
}

/**
 * Token buckets that refill evenly (`limit` per `windowSeconds`) as the
 * mock's clock moves — so a test refills one with `mock.clock.advance()`,
 * never by waiting. Headers follow the IETF RateLimit fields: the limit,
 * what remains, and the seconds until the bucket is full again.
 * @example
 * const buckets = createBuckets(clock)
 * buckets.take('rate-limited', 'Bearer demo-token', { limit: 10, windowSeconds: 60 }).allowed // true
 */
export function createBuckets(clock: Clock): Buckets {
  const buckets = new Map<string, { condition: string; caller: string; tokens: number; at: number }>()
  return {
    take(condition, caller, { limit, windowSeconds }) {
      const key = `${condition}\u0000${caller}`
      const now = clock.now()
      const windowMs = windowSeconds * 1000
      const perMs = limit / windowMs
      const bucket = buckets.get(key) ?? { condition, caller, tokens: limit, at: now }
      // Multiply before dividing: 6 s of a 10-per-minute bucket refill exactly one token, not 0.9999….
      bucket.tokens = Math.min(limit, bucket.tokens + (Math.max(0, now - bucket.at) * limit) / windowMs)
      bucket.at = now
      const allowed = bucket.tokens >= 1
      if (allowed) bucket.tokens -= 1
      buckets.set(key, bucket)
      const remaining = Math.floor(bucket.tokens)
      return {
        allowed,
        retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
        headers: {
          'RateLimit-Limit': String(limit),
          'RateLimit-Remaining': String(remaining),
          'RateLimit-Reset': String(Math.ceil((limit - bucket.tokens) / perMs / 1000)),
        },
      }
    },
    clear: () => buckets.clear(),
    save: () => [...buckets.values()].map(({ condition, caller, tokens, at }) => ({ condition, caller, tokens, at })),
    load(states) {
      buckets.clear()
      for (const { condition, caller, tokens, at } of states) buckets.set(`${condition}\u0000${caller}`, { condition, caller, tokens, at })
    },
  }
}

/**
 * Whose bucket a request draws from: its bearer token, or the API key it signs in with, or no one's.
 * @example
 * await callerOf(exchange) // 'Bearer demo-token'
 */
export async function callerOf({ request, route }: Exchange): Promise<string> {
  const authorization = request.headers.get('authorization')
  if (authorization) return authorization
  if (route?.public) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null)
    const key = body && typeof body === 'object' ? (body as { api_key?: unknown }).api_key : undefined
    if (typeof key === 'string') return `api-key ${key}`
  }
  return 'anonymous'
}
