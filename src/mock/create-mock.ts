import { http, type HttpHandler } from 'msw'
import { createConditionCatalog } from '../conditions/catalog.js'
import type { Hold } from '../conditions/hold.js'
import type { ConditionInput, ConditionSpec } from '../conditions/schema.js'
import { createManualClock, type Clock } from '../db/clock.js'
import type { Db } from '../db/db.js'
import { DEFAULT_LIMITS, type Limits, type State } from '../db/state.js'
import type { Exchange } from '../http/exchange.js'
import { createRouter } from '../http/route.js'
import type { Journal } from '../journal/journal.js'
import { routes } from '../resources/routes.js'
import type { Scenario } from './scenario.js'
import { createSeedBank } from './seeds.js'
import { createWorld, type World } from './world.js'

export { SCENARIO_HEADER } from './operate.js'

/** Where the service lives unless told otherwise: the standalone server's own address. */
export const DEFAULT_BASE_URL = 'http://localhost:4010'

export interface MockOptions {
  /**
   * The service's base URL: any origin and path prefix, e.g.
   * `https://api.example.test/v2`. In a browser a path such as `/api` is
   * taken relative to the page. Default: `http://localhost:4010`.
   */
  baseUrl?: string
  /** The scenario to start with, and to return to on `reset()`. Default: `default`. */
  scenario?: string
  /** Extra scenarios, beside the built-in ones. */
  scenarios?: readonly Scenario[]
  /** The time source. Default: a manual clock at 2026-01-15T09:00:00Z that only moves when told. */
  clock?: Clock
  /** Limits of the simulated service, e.g. `{ maxUploadBytes: 1024 }`. */
  limits?: Partial<Limits>
  /** How many requests the journal keeps. Default 500. */
  journalSize?: number
  /** Conditions in force from the start, and again after `reset()`: names (`'slow'`) or your own specs. Default: none. */
  conditions?: readonly ConditionInput[]
  /** Seeds every random choice of the conditions: the same seed and request order give the same delays and faults. Default `doc-workspace-mock`. */
  seed?: string
}

/** A world of the mock seen from outside: the default one, or a session's. */
export interface MockWorld {
  /** The state of the active scenario, to read or change directly. */
  readonly db: Db
  /** The active scenario's whole state (data, clock, id generator, limits), e.g. to save and load it. */
  readonly state: State
  readonly clock: Clock
  /** The active scenario's name. */
  readonly scenario: string
  /** The requests this world answered, newest first (`list()`, `clear()`, `subscribe()`), and how many are `inFlight`. */
  readonly journal: Pick<Journal, 'list' | 'clear' | 'size' | 'inFlight' | 'subscribe'>
  /** The conditions in force, as specs (built-in ones included). */
  readonly conditions: readonly ConditionSpec[]
  /** Switches the scenario (fresh from its seed) for every later request. */
  useScenario(name: string): void
  /**
   * Replaces the conditions in force (none: `useConditions()`). A bad name or
   * spec throws an error naming the field, and changes nothing.
   * @example
   * mock.useConditions('slow', { name: 'upload-fails', operations: ['Upload Document'], faults: [{ kind: 'status', status: 503 }] })
   */
  useConditions(...conditions: ConditionInput[]): void
  /**
   * Holds the requests of these operations (all when none is named) until
   * the test releases, answers or fails them.
   * @example
   * const held = mock.hold('Upload Document')
   * const upload = fetch(…)
   * await held.arrived() // the app shows its spinner now
   * held.release()
   */
  hold(operations?: string | readonly string[]): Hold
  /** Returns to the start: the scenario and conditions the mock was created with, every seed, no issued token, the mock's own clock rewound, an empty journal, no hold. */
  reset(): void
}

/** A mock of the service, independent of where it runs. */
export interface Mock extends MockWorld {
  readonly baseUrl: string
  /** One MSW handler that serves every operation under `baseUrl` (a new array each time, yours to change). */
  readonly handlers: HttpHandler[]
  /** Every scenario this mock knows, with what it does. */
  readonly scenarios: ReadonlyArray<{ name: string; description: string }>
  /** Every condition this mock knows by name: the built-in ones, and yours once given. */
  readonly availableConditions: readonly ConditionSpec[]
  /** Answers a request below `baseUrl`; `undefined` for any other URL. */
  handle(request: Request): Promise<Response | undefined>
}

/**
 * Creates a mock of the Document Workspace Service from the scenarios it is
 * to know (the runtimes pass the built-in ones, then the caller's). Runtime
 * adapters (`doc-workspace-mock/node`, `/browser`, the standalone server) wrap it.
 * @example
 * const mock = createMockFrom(builtInScenarios, { baseUrl: 'https://api.example.test', scenario: 'empty-teams' })
 * const response = await mock.handle(new Request('https://api.example.test/teams', { headers }))
 */
export function createMockFrom(scenarios: readonly Scenario[], options: MockOptions = {}): Mock {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  const basePath = new URL(baseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '')
  const clock = options.clock ?? createManualClock()
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits }
  const router = createRouter(routes)
  const seeds = createSeedBank([...scenarios, ...(options.scenarios ?? [])], clock, limits)
  const catalog = createConditionCatalog(routes)
  const main: World = createWorld({
    id: null,
    seeds,
    router,
    scenario: options.scenario ?? 'default',
    clock,
    rewindClock: !options.clock,
    limits,
    journalSize: options.journalSize,
    catalog,
    conditions: options.conditions,
    seed: options.seed ?? 'doc-workspace-mock',
  })
  catalog.mark()

  const handle = async (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined
    const path = url.pathname.slice(basePath.length).replace(/\/+$/, '') || '/'
    const exchange: Exchange = { request, url, path, route: router.find(request.method, path), notes: {} }
    const response = await main.answer(exchange)
    // A HEAD answer carries the headers only, errors included, whatever the transport.
    if (request.method !== 'HEAD' || response.body === null) return response
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }

  const handler = http.all(`${baseUrl}/*`, async ({ request }) => handle(request))
  const known = [...seeds.scenarios.values()].map(({ name, description }) => ({ name, description }))

  return {
    baseUrl,
    handle,
    get handlers() {
      return [handler]
    },
    get scenarios() {
      return known
    },
    get availableConditions() {
      return catalog.specs()
    },
    clock,
    journal: main.journal,
    get db() {
      return main.db
    },
    get state() {
      return main.state
    },
    get scenario() {
      return main.scenario
    },
    get conditions() {
      return main.conditions.list()
    },
    useScenario: (name) => main.useScenario(name),
    useConditions: (...conditions) => void main.conditions.set(conditions),
    hold: (operations) => main.conditions.hold(operations),
    reset() {
      catalog.reset()
      main.reset()
    },
  }
}
