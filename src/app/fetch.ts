import { builtInScenarios } from '../../scenarios/built-in.js'
import { createMockFrom, DEFAULT_BASE_URL, type MockCore } from '../mock/create-mock-from.js'
import type { MockOptions } from '../mock/create-mock-from.js'
import { checkMockOptions } from '../mock/check-options.js'
import { MockOptionsError } from '../mock/options-error.js'
import type { AccessOptions } from './server-access.js'
import { normalizeBasePath } from './base-path.js'
import { createAppCore } from './app.js'
import { appRequestOf, toFetchResponse } from './fetch-transport.js'
import { createServiceProxy, type ProxyOptions } from '../proxy/proxy.js'

export type { MockCore } from '../mock/create-mock-from.js'
export type { ProxyOptions } from '../proxy/proxy.js'

/** What `createMockApp` serves: the options of `doc-workspace-mock serve`, for any host of Fetch handlers. */
export interface MockAppOptions extends Omit<MockOptions, 'baseUrl'>, AccessOptions {
  /** The mock to serve. Default: a new one from the options above (scenario, conditions, seed, sessions…). */
  mock?: MockCore
  /** The path the service is served below, e.g. `/api`. Default `/`. */
  basePath?: string
  /**
   * The address the app is served at. Loopback (the default, `127.0.0.1`)
   * leaves the control routes open to clients of this machine without a token;
   * any other generates one (`app.controlToken`) unless `controlToken` is given.
   */
  host?: string
  /** Where a line per request goes, e.g. `console.log`. Default: none. */
  log?: (line: string) => void
  /** The largest request body accepted, in bytes; larger answers 413. Default 32 MiB. */
  maxBodyBytes?: number
  /**
   * Stand in front of the real service: forward its requests there (`only`: those of these operations, the
   * rest simulated) and answer with what it says; 502 when it cannot be reached. The journal marks each
   * answer `source: 'proxied'` or `'simulated'`, and keeps no credential where it captures detail.
   * @example
   * createMockApp({ proxy: { baseUrl: 'https://api.example.test', only: ['Get Account Teams'] } })
   */
  proxy?: ProxyOptions
}

/** The options of `createMockApp` beside the mock's own; `baseUrl` is not one of them: the host decides the origin, `basePath` the path. */
const APP_OPTIONS = ['mock', 'basePath', 'host', 'log', 'maxBodyBytes', 'controlToken', 'allowedHosts', 'corsOrigins', 'proxy']

/** Where a host tells a Fetch handler who called: `{ remoteAddress }`, Deno's `info.remoteAddr`, Bun's `server.requestIP()`. */
function remoteAddressOf(request: Request, peer: unknown): string | undefined {
  if (typeof peer !== 'object' || peer === null) return undefined
  const { remoteAddress, remoteAddr, requestIP } = peer as {
    remoteAddress?: unknown
    remoteAddr?: { hostname?: unknown }
    requestIP?: unknown
  }
  if (typeof remoteAddress === 'string') return remoteAddress
  if (typeof remoteAddr?.hostname === 'string') return remoteAddr.hostname
  if (typeof requestIP === 'function') {
    const address = (requestIP.call(peer, request) as { address?: unknown } | null)?.address
    return typeof address === 'string' ? address : undefined
  }
  return undefined
}

/** The mock as one Fetch handler: the whole standalone server, for Bun, Deno, Workers or any host of `(Request) => Response`. */
export interface MockApp {
  /**
   * Answers a request as the standalone server would: the API, the control
   * routes (`/__mock/…`), CORS and preflights, `/_s/<id>/…` and
   * `X-Mock-Session`, `/`, the OpenAPI document and reference page, the
   * Host and control-token checks. `peer` is what the host passes beside the
   * request (Deno's `info`, Bun's `server`, or `{ remoteAddress }`): a
   * client of another machine reaches the control routes only with a token.
   */
  fetch(request: Request, peer?: unknown): Promise<Response>
  /** The mock it serves: its journal, db, scenarios, sessions, coverage. */
  readonly mock: MockCore
  /** The token every control request must carry in `X-Mock-Control-Token`; null when none is needed. */
  readonly controlToken: string | null
}

/**
 * The standalone server as a Fetch handler, with no `node:http` and no msw
 * behind it: serve `app.fetch` from Bun, Deno or a Worker.
 * @example
 * const app = createMockApp({ scenario: 'empty-teams' })
 * Deno.serve({ port: 4010 }, app.fetch)
 */
export function createMockApp(options: MockAppOptions = {}): MockApp {
  checkMockOptions(options, 'createMockApp', APP_OPTIONS)
  if ('baseUrl' in options)
    throw new MockOptionsError(
      "createMockApp: baseUrl: not an option here, as the host decides the origin: give the path with basePath, e.g. '/api'",
    )
  const { mock: given, basePath: path, host, log, maxBodyBytes, controlToken, allowedHosts, corsOrigins, proxy, ...mockOptions } = options
  const basePath = normalizeBasePath(path)
  const mock = given ?? createMockFrom(builtInScenarios, { ...mockOptions, baseUrl: `${DEFAULT_BASE_URL}${basePath}` })
  const serviceProxy = proxy && createServiceProxy(mock, proxy, { capture: mockOptions.journalDetail })
  const app = createAppCore({ mock, basePath, host, log, maxBodyBytes, controlToken, allowedHosts, corsOrigins, proxy: serviceProxy })
  return {
    mock,
    get controlToken() {
      return app.controlToken
    },
    fetch: async (request, peer) => toFetchResponse(await app.answer(appRequestOf(request, remoteAddressOf(request, peer)))),
  }
}
