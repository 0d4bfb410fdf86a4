import type { HttpHandler } from 'msw'
import { setupServer, type SetupServerApi } from 'msw/node'
import type { Mock } from '../mock/create-mock.js'
import { createMock, type MockOptions } from './mock.js'

export { finishCoverage, writeCoverageFiles, type CoverageFormat, type CoverageOutcome, type CoverageReportOptions } from './coverage-files.js'

export interface MockServer extends Mock {
  /** Starts intercepting `fetch` (and `http`/`https`) in this process. */
  listen(options?: Parameters<SetupServerApi['listen']>[0]): void
  /** Stops intercepting. */
  close(): void
  /** Prepends MSW handlers (yours win over the mock's) until `resetHandlers()` or `reset()`. */
  use(...handlers: HttpHandler[]): void
  /** The underlying MSW server, for anything not covered here. */
  readonly server: SetupServerApi
}

/**
 * The mock for Node test suites (Vitest, Jest, node:test): intercepts
 * `fetch` in this process.
 * @example
 * const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
 * beforeAll(() => mock.listen())
 * afterEach(() => mock.reset())
 * afterAll(() => mock.close())
 */
export function setupMockServer(options: MockOptions = {}): MockServer {
  const mock = createMock(options)
  const server = setupServer(...mock.handlers)
  // Getters of the mock (db, scenario) must stay live, so wrap rather than spread.
  return Object.create(mock, {
    server: { value: server, enumerable: true },
    listen: { value: (listenOptions?: Parameters<SetupServerApi['listen']>[0]) => server.listen(listenOptions) },
    close: { value: () => server.close() },
    use: { value: (...handlers: HttpHandler[]) => server.use(...handlers) },
    reset: {
      value: () => {
        server.resetHandlers()
        mock.reset()
      },
    },
  }) as MockServer
}
