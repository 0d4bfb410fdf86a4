import { describe, expect, it, vi } from 'vitest'
import { createMockApp } from '../src/app/fetch.js'
import { neutralBundle } from './support/neutral-bundle.js'

/**
 * `createMockApp().fetch` as a bare Fetch handler, called as Bun, Deno or a
 * Worker would call it: no server, no msw. (The server's own test files run
 * against it too, behind a minimal Fetch host: the `app` project.)
 */
const auth = { authorization: 'Bearer demo-token' }
const at = (path: string, init: RequestInit = {}) => new Request(`http://localhost:4010${path}`, init)

describe('createMockApp().fetch', () => {
  const app = createMockApp({ basePath: '/api', scenario: 'empty-teams' })

  it('answers the API below the base path, and a session named by the /_s/<id> prefix in a world of its own', async () => {
    expect(await (await app.fetch(at('/api/teams', { headers: auth }))).json()).toMatchObject({ success: true, result: { items: [] } })
    const created = await app.fetch(
      at('/_s/alpha/api/teams/create', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{"name":"Alpha"}',
      }),
    )
    expect(created.status).toBe(200)
    const names = (world: { db: typeof app.mock.db }) => world.db.teams.all().map((team) => team.name)
    expect(names(app.mock.sessions.get('alpha'))).toContain('Alpha')
    expect(names(app.mock)).not.toContain('Alpha')
  })

  it('serves the control routes, the contract and the root', async () => {
    const switched = await app.fetch(
      at('/__mock/scenario', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"name":"default"}' }),
    )
    expect(await switched.json()).toMatchObject({ success: true, result: { name: 'default' } })
    expect(app.mock.scenario).toBe('default')
    const document = await (await app.fetch(at('/__mock/openapi.json'))).json()
    expect(document.servers).toEqual([{ url: 'http://localhost:4010/api', description: 'This mock server' }])
    expect(await (await app.fetch(at('/'))).json()).toMatchObject({
      result: { name: 'doc-workspace-mock', service: 'http://localhost:4010/api' },
    })
    app.mock.reset()
  })

  it('answers a CORS preflight 204 with the methods, and echoes the origin on every answer', async () => {
    const origin = 'http://localhost:5173'
    const preflight = await app.fetch(at('/api/teams', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT' } }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS')
    const answer = await app.fetch(at('/api/teams', { headers: { ...auth, origin } }))
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it('answers a HEAD with the headers only, and 404 with the envelope outside the base path', async () => {
    const head = await app.fetch(at('/', { method: 'HEAD' }))
    expect([head.status, await head.text()]).toEqual([200, ''])
    expect(await (await app.fetch(at('/teams', { headers: auth }))).json()).toMatchObject({
      success: false,
      message: 'No operation at /teams',
    })
  })

  it('refuses a Host it does not know, and the control routes to another machine while it has no token', async () => {
    const rebound = await app.fetch(new Request('http://attacker.example/api/teams', { headers: auth }))
    expect(rebound.status).toBe(403)
    expect(app.controlToken).toBeNull()
    const remote = await app.fetch(at('/__mock/state'), { remoteAddress: '203.0.113.9' })
    expect(remote.status).toBe(403)
    expect(await remote.json()).toMatchObject({
      message: expect.stringContaining('a client at 203.0.113.9 may use them once the app has a control token'),
    })
    // Deno passes `info.remoteAddr`; loopback may.
    expect((await app.fetch(at('/__mock/scenario'), { remoteAddr: { hostname: '127.0.0.1' } })).status).toBe(200)
  })

  it('asks for the control token of an app given one, and answers 413 for a body over its limit', async () => {
    const guarded = createMockApp({ controlToken: 'team-secret', maxBodyBytes: 64 })
    expect((await guarded.fetch(at('/__mock/scenario'), { remoteAddress: '203.0.113.9' })).status).toBe(401)
    expect(
      (
        await guarded.fetch(at('/__mock/scenario', { headers: { 'x-mock-control-token': 'team-secret' } }), {
          remoteAddress: '203.0.113.9',
        })
      ).status,
    ).toBe(200)
    const large = await guarded.fetch(
      at('/teams/create', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(100) }),
      }),
    )
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ success: false, message: 'Request body too large' })
    expect(guarded.mock.journal.list()[0]).toMatchObject({ method: 'POST', path: '/teams/create', status: 413, operation: 'Create Team' })
  })

  it('names https where it is served over TLS, as a Worker is, in the contract and at its root', async () => {
    const worker = createMockApp({ host: 'mock.example.test', controlToken: 'secret' })
    const request = (path: string) => new Request(`https://mock.example.test${path}`, { headers: { 'x-mock-control-token': 'secret' } })
    expect((await (await worker.fetch(request('/__mock/openapi.json'))).json()).servers[0].url).toBe('https://mock.example.test')
    expect(await (await worker.fetch(request('/'))).json()).toMatchObject({ result: { service: 'https://mock.example.test' } })
  })

  it('makes no random value while it is built (a Worker refuses them at its top level): its control token comes when first read', () => {
    const refuse = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('Disallowed operation called within global scope')
    })
    let app: ReturnType<typeof createMockApp>
    try {
      app = createMockApp({ host: 'mock.example.test' })
    } finally {
      refuse.mockRestore()
    }
    expect(app.controlToken).toMatch(/^[0-9a-f-]{36}$/)
    expect(app.controlToken).toBe(app.controlToken)
  })

  it('answers a network fault with a body that fails before its first byte (a host may not send Response.error()), journaled as one', async () => {
    const app = createMockApp({ conditions: ['offline'] })
    const response = await app.fetch(at('/teams', { headers: auth }))
    expect([response.type, response.status, response.headers.get('x-mock-fault')]).toEqual(['default', 503, 'network'])
    await expect(response.text()).rejects.toThrow(/network fault .* dropped on purpose/)
    expect(app.mock.journal.list()[0]).toMatchObject({ status: 0, fault: 'network' })
  })

  it('answers a network fault 503 with X-Mock-Fault on a Worker, whose runtime would end a failed body as an empty 200', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Cloudflare-Workers' })
    try {
      const response = await createMockApp({ conditions: ['offline'] }).fetch(at('/teams', { headers: auth }))
      expect([response.status, response.headers.get('x-mock-fault')]).toEqual([503, 'network'])
      expect(await response.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/^A network fault: a Worker cannot drop a connection/),
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('bundles for a neutral platform without msw, and with no static import of a Node built-in', async () => {
    const metafile = await neutralBundle('src/app/fetch.ts')
    expect(Object.keys(metafile.inputs).filter((input) => input.includes('node_modules/msw/'))).toEqual([])
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports)
    // The reference page reads the renderer's files on its first request, where a host has them.
    expect(imports.filter((used) => used.kind !== 'dynamic-import')).toEqual([])
  })
})
