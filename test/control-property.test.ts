import { request } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'

/** Fixed, so every run sends the same requests in the same order. */
const SEED = 20_261_125
const RUNS = 400

/** The control routes and what lies around them: known ones, unknown ones, parameters of every kind. */
const ROUTES = [
  'scenario',
  'conditions',
  'reset',
  'state',
  'sessions',
  'requests',
  'coverage',
  'records',
  'openapi.json',
  'docs',
  'nope',
  '',
]
/** Path segments a careless or hostile client sends: malformed and odd percent-escapes among them. */
const segment = fc.oneof(
  fc.constantFrom(
    'teams',
    'documents',
    'worker-1',
    '%E0%A4%A',
    '%',
    '%zz',
    '%2F',
    '%00',
    '..',
    '%C0%AF',
    'a%2Fb',
    '%F0%9F%98%80',
    'x'.repeat(300),
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,16}$/),
)
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND')
const body = fc.oneof(
  fc.constant(undefined),
  fc.json().map((json) => ({ type: 'application/json', text: json })),
  fc
    .constantFrom(
      '{"name":',
      '{"conditions":[{"name":"x","faults":[{"kind":"status","status":"%E0"}]}]}',
      '{"format":"doc-workspace-mock/state"}',
      'null',
      '[]',
    )
    .map((text) => ({ type: 'application/json', text })),
  fc.string({ maxLength: 40 }).map((text) => ({ type: 'text/plain', text })),
)
const session = fc.option(
  fc.oneof(fc.constantFrom('worker-1', '%E0%A4%A', 'x'.repeat(65), ''), fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/)),
  { nil: undefined },
)
const prefixed = fc.option(fc.constantFrom('worker-1', '%E0%A4%A', 'no!pe', ''), { nil: undefined })

/** One raw request: any path, method, body and session, as node:http sends them unchanged. */
function send(
  server: MockHttpServer,
  m: string,
  path: string,
  headers: Record<string, string>,
  text?: string,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const length = text === undefined ? {} : { 'content-length': String(Buffer.byteLength(text)) }
    const req = request({ host: '127.0.0.1', port: server.port, method: m, path, headers: { ...length, ...headers } }, (res) => {
      let answer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (answer += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: answer }))
    })
    req.on('error', reject)
    req.end(text)
  })
}

let server: MockHttpServer
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true })
})
afterAll(() => server.close())

describe('the control routes under generated requests', () => {
  it('never answer 5xx: every malformed escape, id, body or method is a 4xx envelope, and the server keeps serving', async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(segment, { maxLength: 2 }),
        method,
        body,
        session,
        prefixed,
        async (route, rest, m, payload, header, prefix) => {
          const path = `${prefix === undefined ? '' : `/_s/${prefix}`}/__mock${route ? `/${route}` : ''}${rest.map((part) => `/${part}`).join('')}`
          const headers: Record<string, string> = header === undefined ? {} : { 'x-mock-session': header }
          if (payload) headers['content-type'] = payload.type
          const answer = await send(server, m, path, headers, m === 'GET' || m === 'HEAD' ? undefined : payload?.text)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          expect(answer.status, `${m} ${path} ${payload?.text ?? ''}`).toBeLessThan(500)
          if (answer.status >= 400 && m !== 'HEAD')
            expect(JSON.parse(answer.body), `${m} ${path}`).toMatchObject({ success: false, result: null })
        },
      ),
      { seed: SEED, numRuns: RUNS },
    )
    // The generated requests reach past the guards: successes and refusals of several kinds.
    for (const status of [200, 400, 404, 405]) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0)
    expect((await send(server, 'GET', '/teams', { authorization: 'Bearer demo-token' })).status).toBe(200)
  }, 60_000)
})
