import { DEFAULT_SESSION_LIMITS, SessionLimits } from './schema.js'
import type { EvictionReason } from './schema.js'

/** A session in the registry: its world and when it was made and last used. */
export interface SessionEntry<W> {
  readonly id: string
  readonly world: W
  readonly createdAt: number
  lastUsedAt: number
  served: number
}

/** A session the registry evicted, remembered so that its id is not served seed data in silence. */
export interface Eviction {
  readonly id: string
  readonly reason: EvictionReason
  /** When it was evicted, by the registry's clock. */
  readonly at: number
}

/** The sessions of one mock, bounded in count and idle time. */
export interface SessionRegistry<W> {
  /**
   * The session, made on first use; marks it used. An evicted id throws `SessionEvictedError` until `restart`;
   * a new one that needs room while every evicted id must still be remembered throws `EvictionMemoryFullError`.
   */
  use(id: string): SessionEntry<W>
  /** The session if it exists, without making or marking it. */
  peek(id: string): SessionEntry<W> | undefined
  /** The session started afresh from the seed, whether it existed, was evicted or is new; marks it used. */
  restart(id: string): SessionEntry<W>
  /** Ends a session and forgets it (a later use starts afresh); answers whether it existed. */
  drop(id: string): boolean
  /** Every session, least recently used first (idle ones past their time are evicted first). */
  list(): SessionEntry<W>[]
  /** Every eviction remembered, oldest first (at most `limits.maxEvicted`). */
  evictions(): Eviction[]
  /** Ends every session and forgets every eviction. */
  clear(): void
  readonly limits: { readonly max: number; readonly ttlMs: number; readonly maxEvicted: number }
  readonly size: number
}

export interface SessionRegistryOptions<W> {
  create(id: string): W
  limits?: SessionLimits
  /** The time source of idleness, in milliseconds. Default `Date.now`. */
  now?: () => number
  /** Told of every eviction (not of `drop` or `clear`); an error it throws is logged, and the eviction stands. */
  onEvict?(id: string, reason: EvictionReason): void
}

/**
 * A new session needed room, which only an eviction could make, and the registry remembers as many evicted ids
 * as it may: it starts no session rather than forget one (whose client would then be served the seed).
 */
export class EvictionMemoryFullError extends Error {
  override readonly name = 'EvictionMemoryFullError'
  constructor(readonly id: string) {
    super(`Session "${id}" cannot start: the memory of evicted sessions is full`)
  }
}

/** A request named a session the registry evicted; its data is gone until the session is restarted. */
export class SessionEvictedError extends Error {
  override readonly name = 'SessionEvictedError'
  constructor(readonly eviction: Eviction) {
    super(`Session "${eviction.id}" was evicted (${eviction.reason})`)
  }
}

/**
 * A registry of sessions that evicts the least recently used one beyond
 * `max`, and any unused for `ttlMs`. A Map keeps them in order of last use
 * (a use moves one to the end), so both evictions look at the front only:
 * the cost per request does not grow with the number of sessions. Every
 * evicted id is remembered, and a later use throws rather than hand a client
 * that expected its own data a fresh world. That memory is bounded by
 * `maxEvicted` and never forgets: once full, nothing more is evicted (an
 * idle session stays) and a new session that needs room is refused.
 * @example
 * const sessions = createSessionRegistry({ create: (id) => createWorld(id), limits: { max: 100 } })
 * sessions.use('worker-1').world
 */
export function createSessionRegistry<W>(options: SessionRegistryOptions<W>): SessionRegistry<W> {
  // Limits given are checked (a bad one throws here); none given, the defaults need no parse, which a
  // test file's first mock would otherwise pay for.
  const given = options.limits && Object.values<number | undefined>(options.limits).some((value) => value !== undefined)
  const limits = given ? SessionLimits.parse(options.limits) : DEFAULT_SESSION_LIMITS
  const { max, ttlMs, maxEvicted } = limits
  const now = options.now ?? Date.now
  const entries = new Map<string, SessionEntry<W>>()
  // An eviction is its time and reason in one number (`at * 2`, plus 1 when idle): 110 to 135 bytes an id, key included.
  const evicted = new Map<string, number>()
  const roomToEvict = (): boolean => evicted.size < maxEvicted

  const evict = (id: string, reason: EvictionReason, at: number): void => {
    entries.delete(id)
    evicted.set(id, at * 2 + (reason === 'idle' ? 1 : 0))
    // The caller's listener is told, not asked: the eviction stands whatever it does, and the request that
    // caused it (another session's, a control route's) is answered as if it had not thrown.
    try {
      options.onEvict?.(id, reason)
    } catch (error) {
      console.error(
        `[doc-workspace-mock] sessions.onEvict threw for session "${id}" (${reason}); the session is evicted all the same:`,
        error,
      )
    }
  }

  const evictIdle = (at: number): void => {
    for (const entry of entries.values()) {
      if (at - entry.lastUsedAt < ttlMs || !roomToEvict()) return
      evict(entry.id, 'idle', at)
    }
  }

  const start = (id: string, at: number): SessionEntry<W> => {
    if (entries.size >= max) {
      if (!roomToEvict()) throw new EvictionMemoryFullError(id)
      evict(entries.keys().next().value as string, 'capacity', at)
    }
    return { id, world: options.create(id), createdAt: at, lastUsedAt: at, served: 0 }
  }

  const touch = (entry: SessionEntry<W>, at: number): SessionEntry<W> => {
    entry.lastUsedAt = at
    entries.set(entry.id, entry)
    return entry
  }

  return {
    use(id) {
      const at = now()
      evictIdle(at)
      const existing = entries.get(id)
      if (existing) {
        entries.delete(id)
        return touch(existing, at)
      }
      const eviction = evicted.get(id)
      if (eviction !== undefined) throw new SessionEvictedError(evictionOf(id, eviction))
      return touch(start(id, at), at)
    },
    peek(id) {
      evictIdle(now())
      return entries.get(id)
    },
    restart(id) {
      const at = now()
      evictIdle(at)
      // Its slot, or its place in the memory of evictions, is freed first: only a new id can find no room.
      entries.delete(id)
      evicted.delete(id)
      return touch(start(id, at), at)
    },
    drop(id) {
      evicted.delete(id)
      return entries.delete(id)
    },
    list() {
      evictIdle(now())
      return [...entries.values()]
    },
    evictions: () => Array.from(evicted, ([id, packed]) => evictionOf(id, packed)),
    clear() {
      entries.clear()
      evicted.clear()
    },
    limits,
    get size() {
      return entries.size
    },
  }
}

/** An eviction from its packed number. */
function evictionOf(id: string, packed: number): Eviction {
  const idle = ((packed % 2) + 2) % 2 === 1
  return { id, reason: idle ? 'idle' : 'capacity', at: (packed - (idle ? 1 : 0)) / 2 }
}
