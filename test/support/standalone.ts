import { connect } from 'node:net'
import type { HttpHandler } from 'msw'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { type MockHttpServer } from '../../src/adapters/server/server.js'
import { startServer } from './app-server.js'
import { createClient, type Client } from './client.js'
import { BASE } from './mock.js'

/**
 * A standalone server of its own for a test file that tests the server itself:
 * served below `/v1`, log lines collected, a 4 KiB body limit, and `extra`
 * handlers that answer before the mock's (emptied after each test).
 * @example
 * const standalone = useStandaloneServer()
 * const { status } = await standalone.api().get('/teams')
 */
export function useStandaloneServer() {
  const mock = createMock({ baseUrl: BASE })
  const lines: string[] = []
  const extra: HttpHandler[] = []
  let server: MockHttpServer | undefined
  beforeAll(async () => {
    server = await startServer({
      mock,
      handlers: () => [...extra, ...mock.handlers],
      port: 0,
      basePath: new URL(BASE).pathname,
      log: (line) => lines.push(line),
      maxBodyBytes: 4096,
    })
  })
  afterAll(() => server?.close())
  afterEach(() => {
    mock.reset()
    mock.useScenario('default')
    server?.journal.clear()
    extra.length = 0
    lines.length = 0
  })
  const running = (): MockHttpServer => {
    if (!server) throw new Error('The server is not listening yet')
    return server
  }
  const origin = (): string => new URL(running().url).origin
  return {
    mock,
    lines,
    extra,
    server: running,
    origin,
    /** A validated client of the service, as Alice (`demo-token`) unless told otherwise; `null` for no token. */
    api: (token: string | null = 'demo-token'): Client => createClient(running().url, token ?? undefined),
    /** Calls a control route and reads its JSON. */
    control: async (path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: any }> => {
      const response = await fetch(`${origin()}/__mock${path}`, init)
      return { status: response.status, headers: response.headers, body: await response.json() }
    },
    teamNames: (): string[] =>
      mock.db.teams
        .all()
        .map((team) => team.name)
        .sort(),
    /** Sends bytes on a fresh socket; answers what came back before the socket closed. `end: false` drops it mid-way. */
    raw: (bytes: string, { end = true } = {}): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = connect(running().port, '127.0.0.1', () => (end ? socket.end(bytes) : socket.write(bytes)))
        let received = ''
        socket.on('data', (chunk) => (received += chunk.toString()))
        socket.on('close', () => resolve(received))
        socket.on('error', reject)
        if (!end) setTimeout(() => socket.destroy(), 50)
      }),
  }
}
