import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupMockServer } from '../src/adapters/node/node.js'
import { fixtures } from './support/fixtures.js'

/**
 * The MSW handlers answer CORS as the standalone server does (src/app/cors.ts): under MSW 3 a DOM
 * environment's own `XMLHttpRequest` (jsdom) or `fetch` (happy-dom) sends a preflight before the
 * request and refuses an answer that does not allow the page's origin.
 */
const BASE = 'https://api.example.test'
const ORIGIN = 'http://localhost:3000'
const mock = setupMockServer({ baseUrl: BASE })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset())
afterAll(() => mock.close())

describe('CORS through the MSW handlers', () => {
  it('answers a preflight 204 with the methods and the headers asked for, and changes nothing', async () => {
    const response = await fetch(`${BASE}/teams/delete`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
    expect(await response.text()).toBe('')
    expect(mock.db.teams.has(fixtures.engineering.team_id)).toBe(true)
  })

  it("answers happy-dom's preflight, which arrives without its Origin and Access-Control-Request-Method", async () => {
    const response = await fetch(`${BASE}/documents/upload`, { method: 'OPTIONS', headers: { accept: '*/*' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it("lets a page of another origin read an answer and its headers, keeping the answer's own", async () => {
    const response = await fetch(`${BASE}/teams`, { headers: { origin: ORIGIN, authorization: 'Bearer demo-token' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await response.json()).success).toBe(true)
  })

  it('leaves an answer to Node itself (no Origin) as it was', async () => {
    const response = await fetch(`${BASE}/teams`, { headers: { authorization: 'Bearer demo-token' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})
