import type { HttpHandler } from 'msw'
import { MockFace, type HandlersForOptions, type MockCore, type MockOwn, type World } from '../../mock/create-mock-from.js'

/** A mock of the service with its MSW handlers, for MSW's `setupServer`, `setupWorker` or Storybook. */
export interface Mock extends MockCore {
  /** The MSW handlers that serve every operation under `baseUrl`, one per address (the default's two names of loopback); a new array each time, yours to change. */
  readonly handlers: HttpHandler[]
  /**
   * Handlers that serve every operation in a scenario, under conditions, or
   * in a session of their own — whatever the mock's own settings — for a
   * consumer that takes handlers per story or per component (Storybook's
   * `parameters.msw.handlers`). A name the mock does not know throws at once.
   * @example
   * export const Empty = { parameters: { msw: { handlers: mock.handlersFor({ scenario: 'empty-teams' }) } } }
   */
  handlersFor(options: HandlersForOptions): HttpHandler[]
}

/** The MSW handlers of a mock, made by the adapter that imports msw (the core never does). */
export interface MswHandlers {
  handlers(): HttpHandler[]
  handlersFor(options: HandlersForOptions): HttpHandler[]
}

/**
 * A mock with its MSW handlers: `handlers` a new array each time.
 * @example
 * const mock = new MswMockFace(main, own, mswHandlers(source))
 */
export class MswMockFace extends MockFace implements Mock {
  readonly #msw: MswHandlers
  readonly handlersFor: Mock['handlersFor']

  constructor(main: World, own: MockOwn, msw: MswHandlers) {
    super(main, own)
    this.#msw = msw
    this.handlersFor = (options) => msw.handlersFor(options)
  }

  get handlers(): HttpHandler[] {
    return this.#msw.handlers()
  }
}
