import { describeSession, type DescribedWorld } from './describe-session.js'
import { evictionMemoryFull, sessionEvicted } from './evicted.js'
import { EvictionMemoryFullError, SessionEvictedError, type SessionEntry, type SessionRegistry } from './registry.js'
import { SessionId, type EvictedSession, type SessionInfo } from './schema.js'

/** The sessions of a mock, isolated worlds chosen by the `X-Mock-Session` header: `mock.sessions`, over worlds of type `W`. */
export interface SessionsFace<W> {
  /**
   * The session's world, made on first use (fresh from the seed). A bad id
   * throws; so does the id of a session the mock evicted (an `ApiError` 410
   * saying why, as a request under it answers), until `restart(id)`.
   */
  get(id: string): W
  /**
   * The session started afresh from the seed, whatever became of it before (an eviction included). A new id
   * that needs room while the memory of evicted ids is full throws the 503 `ApiError`.
   */
  restart(id: string): W
  /** Every session, least recently used first. */
  list(): SessionInfo[]
  /** The sessions evicted (every id remembered, up to `maxEvicted`), oldest first: why and when. A request under one answers 410. */
  evicted(): EvictedSession[]
  /** Ends a session and forgets it; answers whether it existed. A later request under its id starts afresh. */
  drop(id: string): boolean
  /** Ends every session and forgets every eviction; answers how many sessions ended. */
  endAll(): number
  readonly size: number
}

/** The registry's refusals as the service's envelopes: 410 for an evicted id, 503 for no room to start one. */
function asApiError(error: unknown, limits: SessionRegistry<unknown>['limits']): unknown {
  if (error instanceof SessionEvictedError) return sessionEvicted(error.eviction, limits)
  if (error instanceof EvictionMemoryFullError) return evictionMemoryFull(error.id, limits.maxEvicted)
  return error
}

/**
 * The session an id names, as a request reaches it: made on first use; the
 * 410 envelope (`sessionEvicted`) for an id the registry evicted, never a
 * fresh world in its place; the 503 envelope when it cannot start without
 * forgetting an eviction.
 * @example
 * const { world } = useSession(registry, 'worker-3')
 */
export function useSession<W>(registry: SessionRegistry<W>, id: string): SessionEntry<W> {
  try {
    return registry.use(id)
  } catch (error) {
    throw asApiError(error, registry.limits)
  }
}

/**
 * A mock's `sessions`, over its registry: a bad id throws the 400 envelope,
 * an evicted one the 410 envelope until `restart`, a new one with no room
 * the 503 envelope.
 * @example
 * const sessions = createSessionsFace(registry)
 * sessions.restart('worker-3').db.teams.count()
 */
export function createSessionsFace<W extends DescribedWorld>(registry: SessionRegistry<W>): SessionsFace<W> {
  return {
    get: (id) => useSession(registry, SessionId.parse(id)).world,
    restart(id) {
      try {
        return registry.restart(SessionId.parse(id)).world
      } catch (error) {
        throw asApiError(error, registry.limits)
      }
    },
    list: () => registry.list().map(describeSession),
    evicted: () => registry.evictions().map(({ id, reason, at }) => ({ id, reason, evictedAt: new Date(at).toISOString() })),
    drop: (id) => registry.drop(id),
    endAll() {
      const ended = registry.size
      registry.clear()
      return ended
    },
    get size() {
      return registry.size
    },
  }
}
