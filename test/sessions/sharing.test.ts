import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { type MockHttpServer } from '../../src/adapters/server/server.js'
import { startServer } from '../support/app-server.js'
import { fixtures } from '../support/fixtures.js'

/**
 * One server that a team shares, as a CI fleet does: at most two sessions,
 * idleness read from a clock the test moves. No client is ever served other
 * data in place of its own in silence.
 */
let now = 0
const mock = createMock({ sessions: { max: 2, ttlMs: 60_000, now: () => now } })
let server: MockHttpServer
beforeAll(async () => {
  server = await startServer({ mock, port: 0, quiet: true })
})
afterAll(() => server.close())
beforeEach(() => {
  mock.reset()
  now = 0
})

const auth = { authorization: 'Bearer demo-token' }
const api = (session: string | null, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...auth, ...(session === null ? {} : { 'x-mock-session': session }), ...init.headers },
  })
const control = async (session: string | null, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${server.url}/__mock${path}`, {
    ...init,
    headers: { ...(session === null ? {} : { 'x-mock-session': session }), ...init.headers },
  })
  return { status: response.status, body: await response.json() }
}
const deleteDesign = (session: string | null) =>
  api(session, '/teams/delete', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ team_id: fixtures.design.team_id }),
  })
const teamNames = async (session: string | null): Promise<string[]> =>
  (await (await api(session, '/teams')).json()).result.items.map((team: { name: string }) => team.name)

describe('a shared server, its sessions past the limit', () => {
  it('answers 410 under the id of a session evicted over the limit, saying why and how to start again, and never the seed', async () => {
    for (const id of ['w1', 'w2']) expect((await deleteDesign(id)).status).toBe(200)
    now = 1000
    await api('w3', '/teams') // the third: w1, the least recently used, goes
    const gone = await api('w1', '/teams')
    expect(gone.status).toBe(410)
    expect(await gone.json()).toEqual({
      success: false,
      message:
        'Session "w1" was evicted: over the limit of 2 sessions (serve --max-sessions), it was the least recently used. Its data is gone: POST /__mock/reset in this session starts it afresh.',
      result: null,
      errors: null,
      except: null,
    })
    // Every later request too: the client decides when its session starts again.
    expect((await api('w1', '/teams')).status).toBe(410)
    expect((await control('w1', '/scenario')).status).toBe(410)
    expect(await teamNames('w2')).not.toContain('Design')
  })

  it('starts an evicted session afresh when its client resets it, as the control client and the Playwright fixture do', async () => {
    await deleteDesign('w1')
    await api('w2', '/teams')
    await api('w3', '/teams')
    const reset = await control('w1', '/reset', { method: 'POST' })
    expect(reset).toMatchObject({ status: 200, body: { result: { session: 'w1', name: 'default' } } })
    expect(await teamNames('w1')).toContain('Design')
  })

  it('answers 410 under the id of a session idle past its time to live, by the clock', async () => {
    await deleteDesign('idle')
    now = 60_000
    await api('busy', '/teams')
    const gone = await api('idle', '/teams')
    expect(gone.status).toBe(410)
    expect((await gone.json()).message).toBe(
      'Session "idle" was evicted: unused for 1 minute (serve --session-ttl). Its data is gone: POST /__mock/reset in this session starts it afresh.',
    )
  })

  it('lists the evictions at /__mock/sessions, newest first, and journals every 410 in the default world', async () => {
    for (const id of ['a', 'b', 'c', 'd']) await api(id, '/teams')
    const listed = await control(null, '/sessions')
    expect(listed.body.result).toMatchObject({ total: 2, evictedTotal: 2 })
    expect(listed.body.result.evicted).toEqual([
      { id: 'b', reason: 'capacity', evictedAt: new Date(0).toISOString() },
      { id: 'a', reason: 'capacity', evictedAt: new Date(0).toISOString() },
    ])
    await api('a', '/teams/info?team_id=' + fixtures.design.team_id)
    const journal = await control(null, '/requests')
    expect(journal.body.result.items[0]).toMatchObject({
      method: 'GET',
      path: '/teams/info',
      status: 410,
      session: 'a',
      operation: 'Get Team Details',
    })
  })
})

describe('reset on a shared server', () => {
  it('resets only the default world on a plain POST /__mock/reset: every session keeps its data', async () => {
    await deleteDesign(null)
    await deleteDesign('worker-1')
    expect((await control(null, '/reset', { method: 'POST' })).status).toBe(200)
    expect(await teamNames(null)).toContain('Design')
    expect(await teamNames('worker-1')).not.toContain('Design')
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['worker-1'])
  })

  it('ends every session, and forgets every eviction, only when asked to with DELETE /__mock/sessions', async () => {
    for (const id of ['a', 'b', 'c']) await deleteDesign(id)
    expect((await control(null, '/sessions', { method: 'DELETE' })).body.result).toEqual({ ended: 2 })
    expect(await teamNames('a')).toContain('Design')
  })

  it('answers 400, never 500, to a malformed percent-escape in a session prefix or a control route', async () => {
    for (const path of ['/__mock/sessions/%E0%A4%A', '/__mock/records/%E0%A4%A', '/_s/%E0%A4%A/teams', '/_s/%E0%A4%A/__mock/reset']) {
      const response = await fetch(`${server.url}${path}`, {
        method: path.endsWith('reset') ? 'POST' : path.includes('sessions') ? 'DELETE' : 'GET',
        headers: auth,
      })
      expect(response.status, path).toBe(400)
      expect((await response.json()).errors[0].message, path).toMatch(/^Malformed percent-escape in the path/)
    }
  })
})
