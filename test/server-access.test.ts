import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockClient, MockControlError } from '../src/client/mock-client.js'
import { type MockHttpServer, type MockHttpServerOptions } from '../src/adapters/server/server.js'
import { FACE, startServer } from './support/app-server.js'
import { fixtures } from './support/fixtures.js'

/** What came back to a request sent as a browser, another host or curl would send it (any Host, any Origin). */
interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: any
}

function send(server: MockHttpServer, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }
    const req = request({ host: '127.0.0.1', port: server.port, method, path, headers: { ...length, ...headers } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const auth = { authorization: 'Bearer demo-token' }

function useServer(options: MockHttpServerOptions) {
  let server: MockHttpServer | undefined
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true, ...options })
  })
  afterAll(() => server?.close())
  return () => server as MockHttpServer
}

describe('a server bound to loopback', () => {
  const server = useServer({ corsOrigins: ['https://app.example.test'] })

  it('leaves its control routes open to this machine, with no token', async () => {
    expect(server().controlToken).toBeNull()
    expect((await send(server(), 'GET', '/__mock/scenario')).status).toBe(200)
  })

  it('answers 403 to a Host it is not known by, as a DNS-rebound page would send, and answers IP addresses and localhost', async () => {
    const rebound = await send(server(), 'GET', '/teams', { ...auth, host: 'attacker.example:4010' })
    expect(rebound.status).toBe(403)
    expect(rebound.body.message).toBe(
      'Host "attacker.example" is not one this server answers: only localhost, IP addresses and --allowed-hosts (a guard against DNS rebinding). Start it with --allowed-hosts attacker.example to answer it.',
    )
    expect((await send(server(), 'GET', '/__mock/state', { host: 'attacker.example' })).status).toBe(403)
    for (const host of ['localhost:4010', '127.0.0.1', '[::1]:4010', '10.1.2.3:4010', 'app.localhost'])
      expect((await send(server(), 'GET', '/teams', { ...auth, host })).status, host).toBe(200)
  })

  it('refuses the control routes to a page of another origin, with no CORS header to read them by', async () => {
    const read = await send(server(), 'GET', '/__mock/state', { origin: 'https://evil.example' })
    expect(read.status).toBe(403)
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(read.body.message).toBe(
      "A page of https://evil.example may not use the control routes: only pages of loopback origins, the server's own and --cors-origins may.",
    )
    const preflight = await send(server(), 'OPTIONS', '/__mock/reset', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('changes nothing for a cross-site simple POST, the form or text/plain kind a browser sends without asking first', async () => {
    await send(
      server(),
      'DELETE',
      '/teams/delete',
      { ...auth, 'content-type': 'application/json' },
      JSON.stringify({ team_id: fixtures.design.team_id }),
    )
    const reset = await send(server(), 'POST', '/__mock/reset', { origin: 'https://evil.example', 'content-type': 'text/plain' }, 'x')
    expect(reset.status).toBe(403)
    expect(server().mock.db.teams.has(fixtures.design.team_id)).toBe(false)
    server().mock.reset()
  })

  it('lets pages of loopback origins, its own and --cors-origins drive the control routes, and keeps the API open to every origin', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      `http://127.0.0.1:${server().port}`,
      'https://app.example.test',
    ]) {
      const answer = await send(server(), 'GET', '/__mock/scenario', { origin })
      expect(answer.status, origin).toBe(200)
      expect(answer.headers['access-control-allow-origin'], origin).toBe(origin)
    }
    const api = await send(server(), 'GET', '/teams', { ...auth, origin: 'https://evil.example' })
    expect(api.status).toBe(200)
    expect(api.headers['access-control-allow-origin']).toBe('https://evil.example')
  })
})

describe('a server bound to every address', () => {
  const server = useServer({ host: '0.0.0.0', allowedHosts: ['mock.ci.test', '.shards.test'] })

  it('generates a control token and asks every control request for it, the API and the contract staying open', async () => {
    const token = server().controlToken
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    const refused = await send(server(), 'POST', '/__mock/reset')
    expect(refused.status).toBe(401)
    expect(refused.body.message).toMatch(/^The control routes of this server need its control token in X-Mock-Control-Token/)
    expect((await send(server(), 'POST', '/__mock/reset', { 'x-mock-control-token': 'guess' })).status).toBe(401)
    expect((await send(server(), 'POST', '/__mock/reset', { 'x-mock-control-token': token! })).status).toBe(200)
    expect((await send(server(), 'GET', '/teams', auth)).status).toBe(200)
    expect((await send(server(), 'GET', '/__mock/openapi.json')).status).toBe(200)
  })

  it("serves the contract's pages below a session's prefix as it does without one, with no token; the other routes still need it", async () => {
    const plain = await send(server(), 'GET', '/__mock/openapi.json')
    const prefixed = await send(server(), 'GET', '/_s/w1/__mock/openapi.json')
    expect(prefixed.status).toBe(200)
    expect({ ...prefixed.body, servers: [] }).toEqual({ ...plain.body, servers: [] })
    expect(prefixed.body.servers[0].url).toMatch(/\/_s\/w1$/)
    const statusOf = async (path: string): Promise<number> => (await fetch(`http://127.0.0.1:${server().port}${path}`)).status
    for (const page of ['/__mock/docs', '/__mock/docs/start.js']) {
      const status = await statusOf(page)
      expect(status, page).not.toBe(401)
      expect(await statusOf(`/_s/w1${page}`), page).toBe(status)
    }
    expect((await send(server(), 'POST', '/_s/w1/__mock/reset')).status).toBe(401)
    expect((await send(server(), 'GET', '/_s/w1/__mock/state')).status).toBe(401)
  })

  it('answers the host names it was given, a leading dot for their subdomains, and no other', async () => {
    for (const [host, status] of [
      ['mock.ci.test', 200],
      ['shards.test', 200],
      ['a.shards.test:4010', 200],
      ['other.ci.test', 403],
    ] as const) {
      expect((await send(server(), 'GET', '/teams', { ...auth, host })).status, host).toBe(status)
    }
  })

  it('is driven by the control client given the token, and refuses one without it by its status', async () => {
    const url = `http://127.0.0.1:${server().port}`
    expect((await createMockClient({ url, controlToken: server().controlToken!, session: 'ci-1' }).reset()).session).toBe('ci-1')
    const without = await createMockClient({ url })
      .reset()
      .catch((error: unknown) => error)
    expect(without).toBeInstanceOf(MockControlError)
    expect((without as MockControlError).status).toBe(401)
  })

  it('is driven by the control client that reads the token from DOC_WORKSPACE_MOCK_CONTROL_TOKEN, as a test process sharing it with the server does', async () => {
    const url = `http://127.0.0.1:${server().port}`
    const before = process.env.DOC_WORKSPACE_MOCK_CONTROL_TOKEN
    process.env.DOC_WORKSPACE_MOCK_CONTROL_TOKEN = server().controlToken!
    try {
      expect((await createMockClient({ url, session: 'ci-2' }).reset()).session).toBe('ci-2')
    } finally {
      if (before === undefined) delete process.env.DOC_WORKSPACE_MOCK_CONTROL_TOKEN
      else process.env.DOC_WORKSPACE_MOCK_CONTROL_TOKEN = before
    }
  })
})

describe('a server given a control token on loopback', () => {
  const server = useServer({ controlToken: 'team-secret' })

  it('asks for that token too', async () => {
    expect(server().controlToken).toBe('team-secret')
    expect((await send(server(), 'GET', '/__mock/requests')).status).toBe(401)
    expect((await send(server(), 'GET', '/__mock/requests', { 'x-mock-control-token': 'team-secret' })).status).toBe(200)
  })
})

describe('the methods of a server', () => {
  const server = useServer({})

  it('answer the same everywhere: the preflight, the OpenAPI document and the server name the same methods, and 501 for any other', async () => {
    const preflight = await send(server(), 'OPTIONS', '/teams', { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' })
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS')
    const document = (await send(server(), 'GET', '/__mock/openapi.json')).body
    expect(document.info.description).toContain(
      'has (anything but GET, HEAD, POST, PUT, DELETE, OPTIONS: PATCH, TRACE, CONNECT…) answers 501',
    )
    // Fetch carries no TRACE: a Fetch host never hands one to the app.
    for (const method of FACE === 'app' ? ['PATCH', 'PROPFIND'] : ['PATCH', 'TRACE', 'PROPFIND']) {
      const answer = await send(server(), method, '/teams', auth)
      expect(answer.status, method).toBe(501)
      expect(answer.body, method).toMatchObject({ success: false, message: `Method ${method} is not implemented` })
    }
  })

  // CONNECT never reaches a Fetch handler: it is the `node:http` server's own answer.
  it.skipIf(FACE === 'app')('answers CONNECT with the 501 envelope rather than a closed connection', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server().port, method: 'CONNECT', path: 'example.test:443' })
      req.on('connect', (res, socket, head) => {
        let text = head.toString()
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
        socket.on('end', () => resolve(`${res.statusCode} ${text}`))
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve(`${res.statusCode} ${text}`))
      })
      req.on('error', reject)
      req.end()
    })
    expect(answer).toBe('501 {"success":false,"message":"Method CONNECT is not implemented","result":null,"errors":null,"except":null}')
  })
})
