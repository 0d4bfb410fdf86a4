import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'

/** A server of its own with short time-outs, as a user would configure for a test. */
let server: MockHttpServer
const lines: string[] = []
beforeAll(async () => {
  server = await startMockServer({ port: 0, headersTimeoutMs: 300, requestTimeoutMs: 600, log: (line) => lines.push(line) })
})
afterAll(() => server.close())

/** Sends bytes (and nothing more) on a fresh socket; answers what came back and whether the server closed it. */
const exchange = (bytes: string): Promise<{ answer: string; closedByServer: boolean }> =>
  new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve({ answer, closedByServer: true }))
    socket.on('error', reject)
  })
const statusOf = (answer: string): number => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1])
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))

describe('the HTTP edge', () => {
  it('answers 408 with the envelope and closes, for headers that never finish', async () => {
    const { answer, closedByServer } = await exchange('GET /teams HTTP/1.1\r\nHost: localhost\r\nOrigin: http://app.test\r\n')
    expect(statusOf(answer)).toBe(408)
    expect(answer).toMatch(/\r\nConnection: close\r\n/i)
    expect(closedByServer).toBe(true)
    expect(bodyOf(answer)).toMatchObject({ success: false, message: 'Request timeout: the request was not complete in time', result: null })
  })

  it('answers 408 and frees the connection for a body that stalls half-way', async () => {
    const { answer, closedByServer } = await exchange(
      'POST /teams/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    )
    expect(statusOf(answer)).toBe(408)
    expect(closedByServer).toBe(true)
    expect(server.mock.db.teams.count()).toBe(4)
  })

  it('answers 414 for an over-long URL and 431 for over-large headers, with CORS headers', async () => {
    const long = await exchange(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    expect(statusOf(long.answer)).toBe(414)
    expect(long.answer).toMatch(/\r\nAccess-Control-Allow-Origin: \*\r\n/i)
    const large = await exchange(
      `GET /teams HTTP/1.1\r\nHost: localhost\r\nOrigin: http://app.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(statusOf(large.answer)).toBe(431)
    expect(large.answer).toMatch(/\r\nAccess-Control-Allow-Origin: http:\/\/app\.test\r\n/i)
    expect(bodyOf(large.answer).message).toBe('Request headers too large')
  })

  it('journals its own answers under the operation and session the request named, so the API coverage counts them', async () => {
    server.mock.clearCoverage()
    const long = await exchange(`GET /_s/edge/teams?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    expect(statusOf(long.answer)).toBe(414)
    expect(server.mock.sessions.get('edge').journal.list()[0]).toMatchObject({
      method: 'GET',
      path: '/teams',
      status: 414,
      operation: 'Get Account Teams',
      message: 'URI too long',
      session: 'edge',
    })
    const headed = await exchange(`GET /teams/info?team_id=${'b'.repeat(20_000)} HTTP/1.1\r\nX-Mock-Session: edge\r\n\r\n`)
    expect(statusOf(headed.answer)).toBe(414)
    expect(server.mock.sessions.get('edge').journal.list()[0]).toMatchObject({ status: 414, operation: 'Get Team Details' })
    const report = await server.mock.coverage({ session: 'edge' })
    const answer = (operation: string) =>
      report.operations.find((entry) => entry.operation === operation)?.answers.find((entry) => entry.status === 414)
    expect(answer('Get Account Teams')?.requests).toBe(1)
    expect(answer('Get Team Details')?.requests).toBe(1)
  })

  it('answers 400 for a request it cannot parse, and 501 for a method it implements nowhere', async () => {
    expect(statusOf((await exchange('GET /teams HTTP/1.1\r\nNot a header line\r\n\r\n')).answer)).toBe(400)
    const trace = await fetch(`${server.url}/teams`, { method: 'PROPFIND' })
    expect(trace.status).toBe(501)
    expect((await trace.json()).message).toBe('Method PROPFIND is not implemented')
    const traced = await exchange('TRACE /teams HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect(statusOf(traced.answer)).toBe(501)
  })

  it('answers 405 with Allow for a known path and another method it implements', async () => {
    const response = await fetch(`${server.url}/teams/info`, { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('keeps serving after all of these, and logs them', async () => {
    expect((await fetch(`${server.url}/teams`, { headers: { authorization: 'Bearer demo-token' } })).status).toBe(200)
    expect(lines.some((line) => line.startsWith('408 '))).toBe(true)
  })
})

describe('a bound on connections', () => {
  it('refuses connections past maxConnections and logs it once', async () => {
    const bounded = await startMockServer({ port: 0, maxConnections: 2, log: (line) => lines.push(line) })
    const open = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const s = connect(bounded.port, '127.0.0.1', () => resolve(s))
          }),
      ),
    )
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(bounded.port, '127.0.0.1')
      socket.on('close', () => resolve(true))
      socket.on('error', () => resolve(true))
    })
    expect(refused).toBe(true)
    expect(lines.filter((line) => line.startsWith('connection refused'))).toHaveLength(1)
    for (const socket of open) socket.destroy()
    await bounded.close()
  })
})
