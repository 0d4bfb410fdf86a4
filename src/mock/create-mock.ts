import { http, type HttpHandler } from 'msw'
import { builtInScenarios, type BuiltInScenarioName } from '../../scenarios/built-in.js'
import { createManualClock, type Clock } from '../db/clock.js'
import { createDb, createTokenTable, restoreDb, snapshotDb, type Db, type DbSnapshot } from '../db/db.js'
import { cannedFixtures } from '../db/fixtures.js'
import { createRandom, type RandomState } from '../db/random.js'
import { DEFAULT_LIMITS, type Limits, type State } from '../db/state.js'
import { ApiError } from '../http/api-error.js'
import { authenticate } from '../http/auth.js'
import { readJson, readQuery } from '../http/input.js'
import { createRouter, toErrorResponse, type Route } from '../http/route.js'
import { authRoutes } from '../resources/auth/handlers.js'
import { documentRoutes } from '../resources/documents/handlers.js'
import { folderRoutes } from '../resources/folders/handlers.js'
import { memberRoutes } from '../resources/members/handlers.js'
import { teamRoutes } from '../resources/teams/handlers.js'
import { workspaceRoutes } from '../resources/workspaces/handlers.js'
import type { Scenario } from './scenario.js'

/** Every operation the mock serves. */
export const routes: readonly Route[] = [
  ...authRoutes,
  ...teamRoutes,
  ...memberRoutes,
  ...workspaceRoutes,
  ...folderRoutes,
  ...documentRoutes,
]

/** Where the service lives unless told otherwise: the standalone server's own address. */
export const DEFAULT_BASE_URL = 'http://localhost:4010'

/** The request header that picks a scenario for one request only. */
export const SCENARIO_HEADER = 'x-mock-scenario'

export interface MockOptions {
  /**
   * The service's base URL: any origin and path prefix, e.g.
   * `https://api.example.test/v2`. In a browser a path such as `/api` is
   * taken relative to the page. Default: `http://localhost:4010`.
   */
  baseUrl?: string
  /** The scenario to start with. Default: `default`. */
  scenario?: BuiltInScenarioName | (string & {})
  /** Extra scenarios, beside the built-in ones. */
  scenarios?: readonly Scenario[]
  /** The time source. Default: a manual clock at 2026-01-15T09:00:00Z that only moves when told. */
  clock?: Clock
  /** Limits of the simulated service, e.g. `{ maxUploadBytes: 1024 }`. */
  limits?: Partial<Limits>
}

/** A mock of the service, independent of where it runs. */
export interface Mock {
  readonly baseUrl: string
  /** One MSW handler that serves every operation under `baseUrl`. */
  readonly handlers: readonly HttpHandler[]
  /** The state of the active scenario, to read or change directly. */
  readonly db: Db
  /** The active scenario's whole state (data, clock, id generator, limits), e.g. to save and load it. */
  readonly state: State
  readonly clock: Clock
  /** The active scenario's name. */
  readonly scenario: string
  /** Every scenario this mock knows, with what it does. */
  readonly scenarios: ReadonlyArray<{ name: string; description: string }>
  /** Answers a request below `baseUrl`; `undefined` for any other URL. */
  handle(request: Request): Promise<Response | undefined>
  /** Switches the scenario (fresh from its seed) for every later request. */
  useScenario(name: BuiltInScenarioName | (string & {})): void
  /** Restores every scenario's seed, forgets issued tokens and rewinds the mock's own clock. */
  reset(): void
}

interface World {
  readonly scenario: Scenario
  readonly state: State
  readonly seed: { readonly db: DbSnapshot; readonly random: RandomState }
}

/**
 * Creates a mock of the Document Workspace Service. Runtime adapters
 * (`doc-workspace-mock/node`, `/browser`, the standalone server) wrap it.
 * @example
 * const mock = createMock({ baseUrl: 'https://api.example.test', scenario: 'empty-teams' })
 * const response = await mock.handle(new Request('https://api.example.test/teams', { headers }))
 */
export function createMock(options: MockOptions = {}): Mock {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  const basePath = new URL(baseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '')
  const clock = options.clock ?? createManualClock()
  // A clock the mock made is part of its state and rewinds on reset; an injected one is the caller's.
  const clockStart = options.clock ? undefined : clock.now()
  const known = new Map<string, Scenario>()
  for (const scenario of [...builtInScenarios, ...(options.scenarios ?? [])]) known.set(scenario.name, scenario)
  const router = createRouter(routes)
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits }

  const tokens = createTokenTable()
  for (const set of cannedFixtures()) for (const token of set.tokens) tokens.insert(token)
  const tokenSeed = tokens.snapshot()

  const scenarioNamed = (name: string): Scenario => {
    const scenario = known.get(name)
    if (!scenario) throw new Error(`Unknown scenario "${name}". Known scenarios: ${[...known.keys()].join(', ')}`)
    return scenario
  }

  const createWorld = (scenario: Scenario): World => {
    const random = createRandom(scenario.name)
    const state: State = { db: createDb(tokens), clock, random, limits }
    scenario.seed(state)
    return { scenario, state, seed: { db: snapshotDb(state.db), random: random.save() } }
  }
  const rewind = (world: World): World => {
    restoreDb(world.state.db, world.seed.db)
    world.state.random.load(world.seed.random)
    return world
  }

  // Worlds are seeded once; later switches and resets restore their snapshots.
  const worlds = new Map<string, World>()
  const worldOf = (scenario: Scenario): World => {
    let world = worlds.get(scenario.name)
    if (!world) worlds.set(scenario.name, (world = createWorld(scenario)))
    return world
  }
  let active = worldOf(scenarioNamed(options.scenario ?? 'default'))

  const pickWorld = (request: Request): World => {
    const name = request.headers.get(SCENARIO_HEADER)
    if (name === null || name === active.scenario.name) return active
    const scenario = known.get(name.trim())
    if (!scenario) {
      throw ApiError.badRequest(`Unknown scenario "${name}". Known scenarios: ${[...known.keys()].join(', ')}`, 'X-Mock-Scenario')
    }
    return worldOf(scenario)
  }

  /** The pipeline: scenario → route → scenario intercept → authenticate → validate → operation. */
  const answer = async (request: Request, url: URL, path: string): Promise<Response> => {
    try {
      const world = pickWorld(request)
      const route = router.match(request.method, path)
      const { state } = world
      const intercepted = world.scenario.intercept?.({ request, route, state })
      if (intercepted) return intercepted
      const caller = route.public ? undefined : authenticate(request, state)
      const query = route.query ? readQuery(url, route.query) : undefined
      const body = route.body ? await readJson(request, route.body) : undefined
      return await route.handle({ request, url, state, caller, query, body })
    } catch (error) {
      return toErrorResponse(error)
    }
  }

  const handle = async (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined
    const path = url.pathname.slice(basePath.length).replace(/\/+$/, '') || '/'
    const response = await answer(request, url, path)
    // A HEAD answer carries the headers only, errors included, whatever the transport.
    if (request.method !== 'HEAD' || response.body === null) return response
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }

  const handler = http.all(`${baseUrl}/*`, async ({ request }) => handle(request))

  return {
    baseUrl,
    handlers: [handler],
    clock,
    handle,
    get db() {
      return active.state.db
    },
    get state() {
      return active.state
    },
    get scenario() {
      return active.scenario.name
    },
    get scenarios() {
      return [...known.values()].map(({ name, description }) => ({ name, description }))
    },
    useScenario(name) {
      active = rewind(worldOf(scenarioNamed(name)))
    },
    reset() {
      for (const world of worlds.values()) rewind(world)
      tokens.restore(tokenSeed)
      if (clockStart !== undefined) clock.set(clockStart)
    },
  }
}
