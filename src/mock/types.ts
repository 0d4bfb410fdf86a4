import type { Hold } from '../conditions/hold.js'
import type { ConditionInput, ConditionSpec } from '../conditions/schema.js'
import type { CoverageQuery } from '../coverage/coverage.js'
import type { ApiCoverage } from '../coverage/schema.js'
import type { Clock } from '../db/clock.js'
import type { Db } from '../db/db.js'
import type { Limits, State } from '../db/state.js'
import type { Capture } from '../journal/capture.js'
import type { Journal } from '../journal/journal.js'
import type { SessionsFace } from '../sessions/mock-sessions.js'
import type { EvictionReason, SessionLimits } from '../sessions/schema.js'
import type { Scenario } from './scenario.js'
import type { StateFile } from './state-file.js'
import type { BuiltInScenarioName } from '../../scenarios/built-in.js'

/** The options of a mock, the same for `createMock`, `setupMockServer`, `startMockWorker` and `createMockApp`. */
export interface MockOptions {
  /**
   * The service's base URL: any origin and path prefix, e.g.
   * `https://api.example.test/v2`. In a browser a path such as `/api` is
   * taken relative to the page. Default: `http://localhost:4010`, answered
   * under `http://127.0.0.1:4010` too (a given base URL is answered there only).
   */
  baseUrl?: string
  /** The scenario to start with, and to return to on `reset()`: a built-in one or yours. Default: `default`. */
  scenario?: BuiltInScenarioName | (string & {})
  /** Extra scenarios, beside the built-in ones. */
  scenarios?: readonly Scenario[]
  /** The time source. Default: a manual clock at 2026-01-15T09:00:00Z that only moves when told (each session gets its own). */
  clock?: Clock
  /** Limits of the simulated service, e.g. `{ maxUploadBytes: 1024 }`. */
  limits?: Partial<Limits>
  /** How many requests each journal keeps. Default 500. */
  journalSize?: number
  /**
   * Keep each request's and answer's headers and bodies in the journal
   * (`entry.detail`), as `createCapture()` reads them: text up to a cap, a
   * multipart form as its fields, anything else as its size and type. Off
   * by default, and then free; the browser's devtools switch it on.
   * @example
   * createMock({ journalDetail: createCapture({ maxBodyBytes: 4096 }) })
   */
  journalDetail?: Capture
  /** Conditions in force from the start, and again after `reset()`: names (`'slow'`) or your own specs. Default: none. */
  conditions?: readonly ConditionInput[]
  /** Seeds every random choice of the conditions: the same seed and request order give the same delays and faults. Default `doc-workspace-mock`. */
  seed?: string
  /** How many sessions it keeps and how long an idle one lives: `{ max: 200, ttlMs: 1_800_000 }` by default. */
  sessions?: SessionLimits & {
    /** The time source of idleness, in milliseconds. Default `Date.now`. */
    now?: () => number
    /** Told of each session evicted, e.g. to log it. An error it throws is logged (`console.error`); the eviction and the request stand. */
    onEvict?: (id: string, reason: EvictionReason) => void
  }
  /** Count the API coverage of the requests (`mock.coverage()`). Default true; off, a request skips the count. */
  coverage?: boolean
}

/** A world of the mock seen from outside: the default one, or a session's. */
export interface MockWorld {
  /** The session's id; null for the default world. */
  readonly id: string | null
  /** The state of the active scenario, to read or change directly. */
  readonly db: Db
  /** The active scenario's whole state (data, clock, id generator, limits), e.g. to save and load it. */
  readonly state: State
  readonly clock: Clock
  /** The active scenario's name. */
  readonly scenario: string
  /** The requests this world answered, newest first (`list()`, `clear()`, `subscribe()`), and how many are `inFlight`. */
  readonly journal: Pick<Journal, 'list' | 'clear' | 'size' | 'inFlight' | 'subscribe' | 'note'>
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
  /**
   * The world's whole state as one JSON-ready object: every record, every
   * document's bytes, the scenario, the conditions with where they are in
   * their course (the seeded sequence of delays and faults, the rate-limit
   * buckets), the clock, and with `{ journal: true }` the journal — a bug
   * report's attachment, or a session moving to another process, which
   * `importState()` makes answer on exactly as this one would.
   * @example
   * writeFileSync('bug.json', JSON.stringify(mock.exportState()))
   */
  exportState(options?: ExportOptions): StateFile
  /**
   * Replaces the world's state with an exported one, after checking every
   * field and reference: a bad file throws `StateFileError` naming the
   * fields, and changes nothing.
   * @example
   * mock.importState(JSON.parse(readFileSync('bug.json', 'utf8')))
   */
  importState(file: unknown): void
  /**
   * Returns to the start: the scenario and conditions the mock was created
   * with, every seed, no issued token, the mock's own clock rewound, an empty
   * journal, no hold. The mock's `reset()` also ends every session (and forgets
   * every eviction) unless told `{ sessions: false }`.
   */
  reset(options?: ResetOptions): void
}

/** The sessions of a mock: isolated worlds chosen by the `X-Mock-Session` header (see `SessionsFace`). */
export type MockSessions = SessionsFace<MockWorld>

/** What `exportState()` adds to the state. */
export interface ExportOptions {
  /** The journal too (newest first; request and response bodies where it captured them). Default `false`. */
  journal?: boolean
}

/** What `mock.reset()` returns to the start. */
export interface ResetOptions {
  /** `false`: the default world only, every session kept as it is. Default `true`: every session ends too. */
  sessions?: boolean
}

/** What `handlersFor()` sets on every request its handlers answer. */
export interface HandlersForOptions {
  /** The scenario that answers, as the `X-Mock-Scenario` header would pick it. */
  scenario?: string
  /** The conditions in force, by name, as the `X-Mock-Conditions` header would set them (`[]`: none). */
  conditions?: readonly string[]
  /** An isolated world of its own, as the `X-Mock-Session` header would name it. */
  session?: string
}

/** Where the app sends a request it has placed: the path below the base path, and the session it names (null for none). */
export interface ServiceTarget {
  readonly path: string
  readonly session: string | null
}

/**
 * A mock of the service, independent of where it runs and of MSW: what
 * `createMockApp()` serves (Bun, Deno, Workers, the standalone server).
 */
export interface MockCore extends MockWorld {
  readonly baseUrl: string
  /** Every scenario this mock knows, with what it does. */
  readonly scenarios: ReadonlyArray<{ name: string; description: string }>
  /** Every condition this mock knows by name: the built-in ones, and yours once given. */
  readonly availableConditions: readonly ConditionSpec[]
  /** Isolated worlds, one per `X-Mock-Session` id. */
  readonly sessions: MockSessions
  /** Answers a request below `baseUrl`; `undefined` for any other URL. */
  handle(request: Request): Promise<Response | undefined>
  /**
   * @internal For the app, not part of the API: `handle` for a request whose
   * place the app has decided (the path below the base path, the session), the
   * answer as the layers left it (an envelope still as its text, see
   * `fetchResponseOf`; HEAD still with its body: the app makes HEAD of every answer).
   */
  serve(request: Request, at: ServiceTarget): Promise<Response>
  /**
   * @internal For the app, not part of the API: the body limit the operation at this method and
   * path (below the base path) declares, under this mock's limits; null when it declares none.
   */
  bodyLimitAt(method: string, path: string): { bytes: number; message: string } | null
  /**
   * @internal For the runtime adapters, not part of the API: the base URLs its
   * handlers answer under (`baseUrl`; with the default, `http://127.0.0.1:4010` too).
   */
  readonly addresses: readonly string[]
  /**
   * The API coverage of the requests answered so far, across `reset()` and
   * session eviction: every operation, every answer its OpenAPI document
   * declares (and a network error), how often each was produced and under
   * which scenarios, conditions and faults. All sessions by default; `{ session: 'id' }`
   * for one, `{ session: null }` for the requests that named none. Asynchronous
   * because the declared answers come from the OpenAPI document, loaded on first use.
   * @example
   * const { summary } = await mock.coverage()
   * summary.answers // { total: 293, exercised: 57, percent: 19.5 }
   */
  coverage(query?: CoverageQuery): Promise<ApiCoverage>
  /** Forgets the coverage counted so far (`reset()` keeps it): all of it, or the part the query names. */
  clearCoverage(query?: CoverageQuery): void
}
