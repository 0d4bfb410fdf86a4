import { createConditionCatalog } from '../conditions/catalog.js'
import { CONDITIONS_HEADER } from '../conditions/schema.js'
import { createMockCoverage } from '../coverage/coverage.js'
import type { Clock } from '../db/clock.js'
import { createManualClock } from '../db/clock.js'
import { DEFAULT_LIMITS, type Limits } from '../db/state.js'
import { ApiError } from '../http/api-error.js'
import { fetchResponseOf } from '../http/envelope.js'
import { headOf } from '../http/head.js'
import type { Exchange } from '../http/exchange.js'
import { toErrorResponse } from '../http/error-response.js'
import { createRouter } from '../http/route.js'
import { routes } from '../resources/routes.js'
import { createSessionRegistry } from '../sessions/registry.js'
import { sessionOf } from '../sessions/pick.js'
import { SESSION_HEADER, SessionId } from '../sessions/schema.js'
import { createSessionsFace, useSession } from '../sessions/mock-sessions.js'
import type { Scenario } from './scenario.js'
import { createSeedBank } from './seeds.js'
import { SCENARIO_HEADER } from './operate.js'
import { MockFace, type MockOwn } from './mock-face.js'
import type { HandlersForOptions, MockCore, MockOptions, ServiceTarget } from './types.js'
import { registerKeeperSlot, type KeeperSlot } from './durable.js'
import { createWorld, type World } from './world.js'

export { SCENARIO_HEADER } from './operate.js'
export type { HandlersForOptions, MockCore, MockOptions, MockSessions, MockWorld, ServiceTarget } from './types.js'
export { MockFace, type MockOwn } from './mock-face.js'
export type { World } from './world.js'

/**
 * Where the service lives unless told otherwise: the standalone server's own
 * address. `mock.baseUrl` names it; the default also answers under the other
 * name of loopback, `http://127.0.0.1:4010`, which the server prints, so a
 * client of either address is answered in process too.
 */
export const DEFAULT_BASE_URL = 'http://localhost:4010'

/** The same address under each name of loopback: what the default answers. */
const DEFAULT_ADDRESSES = [DEFAULT_BASE_URL, 'http://127.0.0.1:4010'] as const

/** What an adapter needs to make a mock's handlers: where it answers, its `handle`, and the headers `handlersFor` sets. */
export interface HandlerSource {
  readonly addresses: readonly string[]
  readonly handle: MockCore['handle']
  /** The headers that pick a scenario, conditions or a session; a name the mock does not know throws at once. */
  headersFor(options: HandlersForOptions): Record<string, string>
}

/** How an adapter dresses a mock (the MSW adapter adds `handlers`): from its default world, its own members and where it answers. */
export type FaceMaker<F extends MockFace> = (main: World, own: MockOwn, source: HandlerSource) => F

/**
 * Creates a mock of the Document Workspace Service from the scenarios it is
 * to know (the adapters pass the built-in ones, then the caller's). It
 * imports no msw: the core that `createMockApp` and the standalone server
 * serve, or, given the MSW adapter's `face`, a mock with `handlers` too.
 * The options are taken as they are: each public entry checks them on the
 * way in (`checkMockOptions`), under its own name, so the browser entry can
 * load that check only when it starts.
 * @example
 * const mock = createMockFrom(builtInScenarios, { baseUrl: 'https://api.example.test', scenario: 'empty-teams' })
 * const response = await mock.handle(new Request('https://api.example.test/teams', { headers }))
 */
export function createMockFrom(scenarios: readonly Scenario[], given?: MockOptions): MockCore
export function createMockFrom<F extends MockFace>(scenarios: readonly Scenario[], given: MockOptions, face: FaceMaker<F>): F
export function createMockFrom(scenarios: readonly Scenario[], options: MockOptions = {}, face?: FaceMaker<MockFace>): MockCore {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  // A base URL given is answered there only; the default, under both names of loopback.
  const answeredAt: readonly string[] = options.baseUrl === undefined ? DEFAULT_ADDRESSES : [baseUrl]
  const basePath = new URL(baseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '')
  const clock = options.clock ?? createManualClock()
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits }
  const router = createRouter(routes)
  const seeds = createSeedBank([...scenarios, ...(options.scenarios ?? [])], clock, limits)
  const catalog = createConditionCatalog(routes)
  const seed = options.seed ?? 'doc-workspace-mock'
  const coverage = createMockCoverage()
  // The default world's writes wait for a keeper once one is given (`keepChangesWith`): `serve --state`.
  const keeper: KeeperSlot = { keeper: null }
  const worldOf = (id: string | null, worldClock: Clock): World => {
    const world = createWorld({
      id,
      seeds,
      router,
      scenario: options.scenario ?? 'default',
      clock: worldClock,
      rewindClock: !options.clock,
      limits,
      journalSize: options.journalSize,
      capture: options.journalDetail,
      catalog,
      conditions: options.conditions,
      seed: id === null ? seed : `${seed}/${id}`,
      ...(id === null ? { keeper } : {}),
    })
    if (options.coverage !== false) coverage.watch(world.journal, id)
    return world
  }
  const main = worldOf(null, clock)
  catalog.mark()
  // A session's clock starts where the mock's own began; an injected clock is the caller's, shared by all.
  const start = clock.now()
  const registry = createSessionRegistry({
    create: (id) => worldOf(id, options.clock ?? createManualClock(start)),
    limits: { max: options.sessions?.max, ttlMs: options.sessions?.ttlMs, maxEvicted: options.sessions?.maxEvicted },
    now: options.sessions?.now,
    onEvict: options.sessions?.onEvict,
  })

  const worldFor = (id: string | null): World => {
    if (id === null) return main
    const entry = useSession(registry, id)
    entry.served++
    return entry.world
  }

  // The answer at a path below the base path, in the world of `session`, as the layers left it (an
  // envelope still as its text, see `fetchResponseOf`). The app calls it with both decided (`serve`).
  const serve = async (request: Request, at: ServiceTarget): Promise<Response> => {
    const url = new URL(request.url)
    const path = at.path.replace(/\/+$/, '') || '/'
    const route = router.find(request.method, path)
    let world: World
    try {
      world = worldFor(at.session)
    } catch (error) {
      // A session that is no more, or cannot start: the default world's journal (and the API coverage) keeps what its client met.
      if (error instanceof ApiError && (error.status === 410 || error.status === 503)) {
        main.journal.note({
          method: request.method,
          path: url.pathname,
          query: url.search,
          status: error.status,
          message: error.message,
          operation: route?.operation ?? null,
          session: at.session,
        })
      }
      return toErrorResponse(error)
    }
    const exchange: Exchange = { request, url, path, route, notes: {} }
    return world.answer(exchange)
  }

  // A Fetch `Request` of MSW or a caller: below the base path, in the session its header names, HEAD
  // as the headers of GET, as the runtime's own `Response`.
  const handle = async (request: Request): Promise<Response | undefined> => {
    const { pathname } = new URL(request.url)
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined
    const path = pathname.slice(basePath.length)
    const response = await Promise.resolve()
      .then(() => serve(request, { path, session: sessionOf(request) }))
      .catch(toErrorResponse)
    return fetchResponseOf(request.method === 'HEAD' ? headOf(response) : response)
  }

  const headersFor = (options: HandlersForOptions): Record<string, string> => {
    const headers: Record<string, string> = {}
    if (options.scenario !== undefined) headers[SCENARIO_HEADER] = seeds.scenario(options.scenario).name
    if (options.conditions !== undefined) {
      catalog.resolveNames(options.conditions, 'conditions')
      headers[CONDITIONS_HEADER] = options.conditions.length ? options.conditions.join(', ') : 'none'
    }
    if (options.session !== undefined) headers[SESSION_HEADER] = SessionId.parse(options.session)
    return headers
  }

  const own: MockOwn = {
    baseUrl,
    addresses: answeredAt,
    scenarios: [...seeds.scenarios.values()].map(({ name, description }) => ({ name, description })),
    sessions: createSessionsFace(registry),
    availableConditions: () => catalog.specs(),
    handle,
    serve,
    bodyLimitAt(method, path) {
      const limit = router.find(method, path.replace(/\/+$/, '') || '/')?.bodyLimit
      return limit ? { bytes: limit.bytes(limits), message: limit.message } : null
    },
    coverage: (query) => coverage.report(query),
    clearCoverage: (query) => coverage.clear(query),
    reset(options = {}) {
      if (options.sessions === false) return main.reset()
      catalog.reset()
      // Each session is reset before it ends: what its `hang` kept is answered, as the default world's is.
      for (const { world } of registry.list()) world.reset()
      registry.clear()
      main.reset()
    },
  }
  const made = face ? face(main, own, { addresses: answeredAt, handle, headersFor }) : new MockFace(main, own)
  registerKeeperSlot(made, keeper)
  return made
}
