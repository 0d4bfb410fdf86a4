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

/** The sessions of one mock, bounded in count and idle time. */
export interface SessionRegistry<W> {
  /** The session, made on first use; marks it used. */
  use(id: string): SessionEntry<W>
  /** The session if it exists, without making or marking it. */
  peek(id: string): SessionEntry<W> | undefined
  /** Ends a session; answers whether it existed. */
  drop(id: string): boolean
  /** Every session, least recently used first (idle ones past their time are evicted first). */
  list(): SessionEntry<W>[]
  /** Ends every session. */
  clear(): void
  readonly size: number
}

export interface SessionRegistryOptions<W> {
  create(id: string): W
  limits?: SessionLimits
  /** The time source of idleness, in milliseconds. Default `Date.now`. */
  now?: () => number
  /** Told of every eviction (not of `drop` or `clear`). */
  onEvict?(id: string, reason: EvictionReason): void
}

/**
 * A registry of sessions that evicts the least recently used one beyond
 * `max`, and any unused for `ttlMs`. A Map keeps them in order of last use
 * (a use moves one to the end), so both evictions look at the front only:
 * the cost per request does not grow with the number of sessions.
 * @example
 * const sessions = createSessionRegistry({ create: (id) => createWorld(id), limits: { max: 100 } })
 * sessions.use('worker-1').world
 */
export function createSessionRegistry<W>(options: SessionRegistryOptions<W>): SessionRegistry<W> {
  // Limits given are checked (a bad one throws here); none given, the defaults need no parse, which a
  // test file's first mock would otherwise pay for.
  const given = options.limits && Object.values(options.limits).some((value) => value !== undefined)
  const { max, ttlMs } = given ? SessionLimits.parse(options.limits) : DEFAULT_SESSION_LIMITS
  const now = options.now ?? Date.now
  const entries = new Map<string, SessionEntry<W>>()

  const evictIdle = (at: number): void => {
    for (const entry of entries.values()) {
      if (at - entry.lastUsedAt < ttlMs) return
      entries.delete(entry.id)
      options.onEvict?.(entry.id, 'idle')
    }
  }

  return {
    use(id) {
      const at = now()
      evictIdle(at)
      let entry = entries.get(id)
      if (entry) entries.delete(id)
      else {
        if (entries.size >= max) {
          const oldest = entries.keys().next().value as string
          entries.delete(oldest)
          options.onEvict?.(oldest, 'capacity')
        }
        entry = { id, world: options.create(id), createdAt: at, lastUsedAt: at, served: 0 }
      }
      entry.lastUsedAt = at
      entries.set(id, entry)
      return entry
    },
    peek(id) {
      evictIdle(now())
      return entries.get(id)
    },
    drop: (id) => entries.delete(id),
    list() {
      evictIdle(now())
      return [...entries.values()]
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
