import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { MockOptions } from '../../src/adapters/msw/create-mock.js'
import { setupMockServer } from '../../src/adapters/node/node.js'
import type { MockHttpServer } from '../../src/adapters/server/server.js'
import { startServer } from './app-server.js'
import { createClient, type Client } from './client.js'

export const BASE = 'https://api.example.test/v1'

/**
 * How the suite reaches the mock, from `MOCK_TRANSPORT` (set per project in
 * the Vitest config): `node` intercepts `fetch` in this process; `server`
 * serves the same mock from the standalone HTTP server on a free loopback port;
 * `app` from `createMockApp().fetch` behind a minimal Fetch host (see app-server.ts).
 */
export const TRANSPORT: 'node' | 'server' | 'app' =
  process.env.MOCK_TRANSPORT === 'server' ? 'server' : process.env.MOCK_TRANSPORT === 'app' ? 'app' : 'node'

/**
 * A mock for the whole file, back at its seed before every test, plus clients
 * for the documented credentials. The same test file runs over both
 * transports: `mock` (db, clock, reset, useScenario, use) is always the
 * in-process mock, which the standalone server serves in `server` mode.
 */
export function useMock(options: MockOptions = {}) {
  const mock = setupMockServer({ baseUrl: BASE, ...options })
  let baseUrl = mock.baseUrl
  if (TRANSPORT !== 'node') {
    let server: MockHttpServer | undefined
    beforeAll(async () => {
      server = await startServer({
        mock,
        // Handlers a test adds with mock.use() answer over HTTP too, and mock.reset() drops them.
        handlers: () => mock.server.listHandlers(),
        port: 0,
        basePath: new URL(mock.baseUrl).pathname,
        quiet: true,
      })
      baseUrl = server.url
    })
    afterAll(() => server?.close())
  } else {
    beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
    afterAll(() => mock.close())
  }
  afterEach(() => mock.reset())
  const url = (): string => baseUrl
  const anonymous = createClient(url)
  return {
    mock,
    anonymous,
    transport: TRANSPORT,
    /** Where requests go: `BASE` under interception, the server's address otherwise (known once it listens). */
    baseUrl: url,
    /** Logs in with an API key and answers a client carrying the token. */
    async login(apiKey = 'demo-api-key'): Promise<Client> {
      const { status, body } = await anonymous.post('/auth/api-key', { api_key: apiKey })
      if (status !== 200) throw new Error(`login with ${apiKey} answered ${status}`)
      return anonymous.as(body.result.access_token)
    },
  }
}

/**
 * `useMock()` plus two clients signed in anew before each test through API
 * key authentication: `api` as Alice (owner of every Acme team) and `viewer`
 * as Victor (a viewer in every Acme team).
 * @example
 * const { mock, api, viewer } = useSignedIn()
 * it('…', async () => expect((await viewer.post('/teams/create', { name: 'X' })).status).toBe(200))
 */
export function useSignedIn(options: MockOptions = {}) {
  const used = useMock(options)
  const tokens = { owner: '', viewer: '' }
  beforeEach(async () => {
    for (const [who, apiKey] of [
      ['owner', 'demo-api-key'],
      ['viewer', 'viewer-api-key'],
    ] as const) {
      const { status, body } = await used.anonymous.post('/auth/api-key', { api_key: apiKey })
      if (status !== 200) throw new Error(`login with ${apiKey} answered ${status}`)
      tokens[who] = body.result.access_token
    }
  })
  return { ...used, api: used.anonymous.as(() => tokens.owner), viewer: used.anonymous.as(() => tokens.viewer) }
}
