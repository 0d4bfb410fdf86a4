import type { HttpHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import type { Mock } from '../msw/msw-mock-face.js'
import type { ResetOptions } from '../../mock/types.js'
import { mswMismatch, mswRuntimeMismatch, whereMsw } from '../msw/engine.js'
import { warnOfAnotherMsw } from '../msw/copies.js'
import type { MockOptions } from '../msw/create-mock.js'
import { mswMock } from '../msw/msw-mock.js'
import { checkMockOptions } from '../../mock/check-options.js'
import { claimInterception, releaseInterception } from './interception.js'
import { unhandledRequestOptions, type UnhandledRequestStrategy } from '../msw/unhandled-request.js'

export type { UnhandledRequestPrint, UnhandledRequestStrategy } from '../msw/unhandled-request.js'

/** How `listen()` intercepts: the same options with MSW 2 and MSW 3. */
export interface MockListenOptions {
  /**
   * What to do with a request that neither the mock nor your handlers answer:
   * `bypass`, `warn` (MSW's default), `error`, or a function of the request.
   * MSW 3 calls this option `onUnhandledFrame`; it is passed under the name your msw reads.
   */
  onUnhandledRequest?: UnhandledRequestStrategy
}

export {
  finishCoverage,
  writeCoverageFiles,
  type CoverageFormat,
  type CoverageOutcome,
  type CoverageReportOptions,
} from '../../persistence/coverage-files.js'

/** The mock `setupMockServer` makes: a mock with its MSW handlers, intercepting `fetch` in this process once it listens. */
export interface MockServer extends Mock {
  /**
   * Starts intercepting `fetch` (and `http`/`https`) in this process. Throws, saying what to do, if the
   * installed msw cannot run on this Node, if this mock listens already, or if another mock does (one at a time).
   */
  listen(options?: MockListenOptions): void
  /** Stops intercepting; quiet when nothing intercepts (after a `listen()` that threw, or a second `close()`). */
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
  const mock = mswMock(checkMockOptions(options, 'setupMockServer'))
  const server = setupServer(...mock.handlers)
  const checkCopies = warnOfAnotherMsw((message) => console.warn(message), whereMsw)
  // Whether `listen()` succeeded: a `close()` after one that threw must leave its error the only one
  // (MSW 3 throws "Failed to call "disable" … already disabled" on a server that never started).
  let listening = false
  const closeQuietly = (): void => {
    try {
      server.close()
    } catch {
      // Nothing was running to stop.
    }
  }
  const resetMock = mock.reset
  // The mock made here gains the server's members: its getters (db, scenario) stay live, as they would not in a copy.
  return Object.assign(mock, {
    server,
    listen(listenOptions: MockListenOptions = {}): void {
      // Fail here, in words, rather than in every request with a bare "fetch failed" (or, in Bun and Deno under MSW 3,
      // a request that silently reaches the network): a bad option, then an msw this runtime cannot run.
      const unhandled = listenOptions.onUnhandledRequest
      const mswOptions = unhandled === undefined ? {} : unhandledRequestOptions(unhandled)
      const mismatch = mswRuntimeMismatch() ?? mswMismatch()
      if (mismatch) throw new Error(mismatch)
      // Not MSW's "cannot configure an already enabled network", nor a second mock taking the first one's requests in silence.
      claimInterception(mock)
      try {
        server.listen(mswOptions)
      } catch (error) {
        // Whatever MSW set up before it threw goes, and its error is the one reported.
        releaseInterception(mock)
        closeQuietly()
        throw error
      }
      listening = true
    },
    close(): void {
      releaseInterception(mock)
      // MSW's complaint that nothing runs is noise when `listen()` never succeeded, not a failure.
      if (!listening) return closeQuietly()
      listening = false
      server.close()
    },
    use(...handlers: HttpHandler[]): void {
      checkCopies(handlers)
      server.use(...handlers)
    },
    reset(options?: ResetOptions): void {
      server.resetHandlers()
      resetMock(options)
    },
  })
}
