import * as z from 'zod'

/** The request header that names a session: `X-Mock-Session: worker-3`. */
export const SESSION_HEADER = 'x-mock-session'

/** The standalone server's path prefix that names a session, for clients that can only be given a base URL: `/_s/<id>/teams`. */
export const SESSION_PREFIX = '/_s/'

/** A session's id: 1 to 64 of `A-Z a-z 0-9 _ -`. */
export const SessionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Session ids are 1 to 64 of A-Z a-z 0-9 _ -')
export type SessionId = z.infer<typeof SessionId>

/** The limits of a mock given none: at most 200 sessions, each idle for 30 minutes at most, 100,000 evicted ids remembered. */
export const DEFAULT_SESSION_LIMITS = { max: 200, ttlMs: 30 * 60_000, maxEvicted: 100_000 } as const

/** How many sessions a mock keeps, for how long one may stay idle, and how many evicted ids it remembers. */
export const SessionLimits = z
  .object({
    /** At most this many sessions; beyond it the least recently used goes. Default 200. */
    max: z.number().int().min(1).max(100_000).default(DEFAULT_SESSION_LIMITS.max),
    /** A session unused this long (milliseconds) goes. Default 30 minutes. */
    ttlMs: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3_600_000)
      .default(DEFAULT_SESSION_LIMITS.ttlMs),
    /**
     * At most this many evicted ids are remembered (each answers 410). Never one is forgotten: at the bound,
     * nothing more is evicted and a new session that would need room answers 503. Default 100,000 (13 MB at most).
     */
    maxEvicted: z.number().int().min(1).max(1_000_000).default(DEFAULT_SESSION_LIMITS.maxEvicted),
  })
  .strict()
export type SessionLimits = z.input<typeof SessionLimits>

/** One session, as `GET /__mock/sessions` lists it. */
export const SessionInfo = z.object({
  id: SessionId,
  scenario: z.string(),
  conditions: z.array(z.string()),
  /** Requests it answered since it began. */
  served: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** An estimate of the memory its own changes hold, in bytes (what it shares with the seed is not counted). */
  memoryBytes: z.number().int(),
})
export type SessionInfo = z.infer<typeof SessionInfo>

/** Why a session went. */
export type EvictionReason = 'idle' | 'capacity'

/** A session the mock evicted, as `GET /__mock/sessions` lists it: a request under its id answers 410 until it is reset. */
export const EvictedSession = z.object({
  id: SessionId,
  /** `capacity`: over the limit of sessions, it was the least recently used; `idle`: unused past its time to live. */
  reason: z.enum(['idle', 'capacity']),
  evictedAt: z.string(),
})
export type EvictedSession = z.infer<typeof EvictedSession>
