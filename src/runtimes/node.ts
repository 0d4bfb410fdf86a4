import type { HttpHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import type { Mock } from '../mock/create-mock.js'
import { mswMismatch, whereMsw } from './msw-engine.js'
import { warnOfAnotherMsw } from './msw-copies.js'
import { createMock, type MockOptions } from './mock.js'
import { unhandledRequestOptions, type UnhandledRequestStrategy } from './unhandled-request.js'

export type { UnhandledRequestPrint, UnhandledRequestStrategy } from './unhandled-request.js'

/** How `listen()` intercepts: the same options with MSW 2 and MSW 3. */
export interface MockListenOptions {
  /**
   * What to do with a request that neither the mock nor your handlers answer:
   * `bypass`, `warn` (MSW's default), `error`, or a function of the request.
   * MSW 3 calls this option `onUnhandledFrame`; it is passed under the name your msw reads.
   */
  onUnhandledRequest?: UnhandledRequestStrategy
}

export { finishCoverage, writeCoverageFiles, type CoverageFormat, type CoverageOutcome, type CoverageReportOptions } from './coverage-files.js'

export interface MockServer extends Mock {
  /** Starts intercepting `fetch` (and `http`/`https`) in this process; throws if the installed msw cannot run on this Node. */
  listen(options?: MockListenOptions): void
  /** Stops intercepting. */
  close(): void
  /** Prepends MSW handlers (yours win over the mock's) until `resetHandlers()` or `reset()`. */
  use(...handlers: HttpHandler[]): void
  /** The underlying MSW server, for anything not covered here. */
  readonly server: SetupServer
}

/**
 * The mock for Node test suites (Vitest, Jest, node:test): intercepts
 * `fetch` in this process, with MSW 2 or MSW 3.
 * @example
 * const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
 * beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
 * afterEach(() => mock.reset())
 * afterAll(() => mock.close())
 */
export function setupMockServer(options: MockOptions = {}): MockServer {
  const mock = createMock(options)
  const server = setupServer(...mock.handlers)
  const checkCopies = warnOfAnotherMsw((message) => console.warn(message), whereMsw)
  // Getters of the mock (db, scenario) must stay live, so wrap rather than spread.
  return Object.create(mock, {
    server: { value: server, enumerable: true },
    listen: {
      value: (listenOptions: MockListenOptions = {}) => {
        // Fail here, in words, rather than in every request with a bare "fetch failed".
        const mismatch = mswMismatch()
        if (mismatch) throw new Error(mismatch)
        const unhandled = listenOptions.onUnhandledRequest
        server.listen(unhandled === undefined ? {} : unhandledRequestOptions(unhandled))
      },
    },
    close: { value: () => server.close() },
    use: {
      value: (...handlers: HttpHandler[]) => {
        checkCopies(handlers)
        server.use(...handlers)
      },
    },
    reset: {
      value: () => {
        server.resetHandlers()
        mock.reset()
      },
    },
  }) as MockServer
}
