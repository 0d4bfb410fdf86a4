import type { ConditionInput, ConditionSpec } from '../conditions/schema.js'
import type { CoverageQuery } from '../coverage/coverage.js'
import type { ApiCoverage } from '../coverage/schema.js'
import type { Clock } from '../db/clock.js'
import type { Db } from '../db/db.js'
import type { State } from '../db/state.js'
import type { Hold } from '../conditions/hold.js'
import type { StateFile } from './state-file.js'
import type { ExportOptions, MockCore, MockSessions, MockWorld, ResetOptions, ServiceTarget } from './types.js'
import type { World } from './world.js'

/** What a mock has of its own, beside its default world's members. */
export interface MockOwn {
  readonly baseUrl: string
  readonly addresses: readonly string[]
  readonly scenarios: ReadonlyArray<{ name: string; description: string }>
  readonly sessions: MockSessions
  availableConditions(): readonly ConditionSpec[]
  handle(request: Request): Promise<Response | undefined>
  // Written out, not as MockCore['serve']: the declarations leave MockCore's internal members out.
  serve(request: Request, at: ServiceTarget): Promise<Response>
  bodyLimitAt(method: string, path: string): { bytes: number; message: string } | null
  coverage(query?: CoverageQuery): Promise<ApiCoverage>
  clearCoverage(query?: CoverageQuery): void
  reset(options?: ResetOptions): void
}

/**
 * A mock as its users hold it: its own members, and its default world's,
 * read live (`mock.db` is the active scenario's after a switch). Methods are
 * fields, so `afterEach(mock.reset)` works detached.
 * @example
 * const mock = new MockFace(main, own)
 */
export class MockFace implements MockCore {
  readonly #main: World
  readonly baseUrl: string
  /** @internal See `MockCore.addresses`. */
  readonly addresses: readonly string[]
  readonly scenarios: ReadonlyArray<{ name: string; description: string }>
  readonly sessions: MockSessions
  readonly handle: MockCore['handle']
  /** @internal See `MockCore.serve`. */
  readonly serve: MockCore['serve']
  /** @internal See `MockCore.bodyLimitAt`. */
  readonly bodyLimitAt: MockCore['bodyLimitAt']
  readonly coverage: MockCore['coverage']
  readonly clearCoverage: MockCore['clearCoverage']
  readonly reset: MockCore['reset']
  readonly #available: () => readonly ConditionSpec[]

  constructor(main: World, own: MockOwn) {
    this.#main = main
    this.#available = () => own.availableConditions()
    this.baseUrl = own.baseUrl
    this.addresses = own.addresses
    this.scenarios = own.scenarios
    this.sessions = own.sessions
    this.handle = (request) => own.handle(request)
    this.serve = (request, at) => own.serve(request, at)
    this.bodyLimitAt = (method, path) => own.bodyLimitAt(method, path)
    this.coverage = (query) => own.coverage(query)
    this.clearCoverage = (query) => own.clearCoverage(query)
    this.reset = (options) => own.reset(options)
  }

  get id(): string | null {
    return this.#main.id
  }
  get db(): Db {
    return this.#main.db
  }
  get state(): State {
    return this.#main.state
  }
  get clock(): Clock {
    return this.#main.clock
  }
  get scenario(): string {
    return this.#main.scenario
  }
  get journal(): MockWorld['journal'] {
    return this.#main.journal
  }
  get conditions(): readonly ConditionSpec[] {
    return this.#main.conditions
  }
  get availableConditions(): readonly ConditionSpec[] {
    return this.#available()
  }
  /** @internal Read by `revisionOf` (kept state): changes of the default world. */
  get revision(): number {
    return this.#main.revision
  }
  readonly useScenario = (name: string): void => this.#main.useScenario(name)
  readonly useConditions = (...conditions: ConditionInput[]): void => this.#main.useConditions(...conditions)
  readonly hold = (operations?: string | readonly string[]): Hold => this.#main.hold(operations)
  readonly exportState = (options?: ExportOptions): StateFile => this.#main.exportState(options)
  readonly importState = (file: unknown): void => this.#main.importState(file)
  /** @internal Read by `answerHeldOnClose`: a closing server answers what the default world holds. */
  readonly closeHeld = (): void => this.#main.closeHeld()
}
