import { afterAll, describe, expect, inject, it } from 'vitest'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { startMockServer } from '../../src/adapters/server/server.js'
import { fixtures } from '../support/fixtures.js'
import { useSpawn, type Spawned } from '../support/spawned.js'

const root = new URL('../..', import.meta.url).pathname
const spawn = useSpawn()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const auth = { authorization: 'Bearer demo-token' }

/** The team names a session reads, and the status it read them with. */
async function teamsOf(url: string, session: string): Promise<{ status: number; names: string[]; message: string }> {
  const response = await fetch(`${url}/_s/${session}/teams`, { headers: auth })
  const body = await response.json()
  return { status: response.status, names: (body.result?.items ?? []).map((team: { name: string }) => team.name), message: body.message }
}

const deleteDesign = (url: string, session: string): Promise<Response> =>
  fetch(`${url}/_s/${session}/teams/delete`, {
    method: 'DELETE',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ team_id: fixtures.design.team_id }),
  })

describe('the memory of evicted sessions', () => {
  const mock = createMock({ sessions: { max: 1 } })
  const server = startMockServer({ mock, port: 0, quiet: true })
  afterAll(async () => (await server).close())

  it('answers 410, never the seed, to a session that wrote, however many sessions came and went after it', async () => {
    const { url } = await server
    expect((await deleteDesign(url, 'wrote')).status).toBe(200)
    // 10,001 sessions after it, each evicting the one before: more than a memory of the last 10,000 ids holds.
    for (let i = 0; i < 10_001; i++) mock.sessions.get(`later-${i}`)
    const read = await teamsOf(url, 'wrote')
    expect(read.status).toBe(410)
    expect(read.names).toEqual([])
    expect(read.message).toMatch(/^Session "wrote" was evicted: over the limit of 1 sessions/)
    expect(mock.sessions.evicted()).toHaveLength(10_001)
  }, 60_000)
})

describe('serve --max-evicted', () => {
  it('refuses a new session with 503 once the memory is full, evicting nothing more and forgetting no id', async () => {
    const run = cli('serve', '--port', '0', '--quiet', '--max-sessions', '1', '--max-evicted', '3')
    const [, url] = await run.waitFor(/listening at (http:\/\/\S+)/)
    await run.waitFor(/Press Ctrl\+C to stop/)
    expect((await deleteDesign(url!, 's0')).status).toBe(200)
    for (const id of ['s1', 's2', 's3']) expect((await teamsOf(url!, id)).status).toBe(200)

    // s0, s1 and s2 are remembered: s4 would need s3 evicted, and a fourth id remembered.
    const refused = await teamsOf(url!, 's4')
    expect(refused.status).toBe(503)
    expect(refused.message).toBe(
      'Session "s4" cannot start: room for it means evicting a session, and 3 evicted ones are remembered already (serve --max-evicted), none ever forgotten. End sessions (DELETE /__mock/sessions/<id>, or DELETE /__mock/sessions for all, forgetting every eviction) or restart with a larger --max-evicted.',
    )
    expect((await teamsOf(url!, 's0')).status).toBe(410)
    expect((await teamsOf(url!, 's3')).status).toBe(200)
    const listed = await (await fetch(`${url}/__mock/sessions`)).json()
    expect(listed.result.items.map((session: { id: string }) => session.id)).toEqual(['s3'])
    expect(listed.result.evictedTotal).toBe(3)
    const journal = await (await fetch(`${url}/__mock/requests`)).json()
    expect(journal.result.items.slice(0, 2)).toMatchObject([
      { path: '/teams', status: 410, session: 's0' },
      { path: '/teams', status: 503, session: 's4' },
    ])

    // A session ended on purpose needs no memory: its slot takes a new one.
    expect((await fetch(`${url}/__mock/sessions/s3`, { method: 'DELETE' })).status).toBe(200)
    expect((await teamsOf(url!, 's4')).status).toBe(200)
    // Restarting an evicted session frees its own id, which the session it evicts takes.
    expect((await fetch(`${url}/_s/s0/__mock/reset`, { method: 'POST' })).status).toBe(200)
    expect((await teamsOf(url!, 's0')).names).toContain('Design')
    expect((await teamsOf(url!, 's4')).status).toBe(410)
    expect((await teamsOf(url!, 's1')).status).toBe(410)
    run.child.kill('SIGTERM')
    expect((await run.exited).code).toBe(0)
  }, 30_000)

  it('keeps an idle session past its time to live rather than forget an eviction to make room for it', async () => {
    let now = 0
    const mock = createMock({ sessions: { max: 2, ttlMs: 1000, maxEvicted: 1, now: () => now } })
    mock.sessions.get('a').db.teams.delete(fixtures.design.team_id)
    mock.sessions.get('b')
    now = 500
    mock.sessions.get('b')
    now = 1200
    mock.sessions.get('b') // a is idle past its time: evicted, and the memory is full
    expect(mock.sessions.evicted().map((eviction) => eviction.id)).toEqual(['a'])
    mock.sessions.get('c').db.teams.delete(fixtures.design.team_id)
    now = 60_000
    // b and c are idle past their time too, but no more ids can be remembered: both stay, their data with them.
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['b', 'c'])
    expect(mock.sessions.get('c').db.teams.has(fixtures.design.team_id)).toBe(false)
    expect(() => mock.sessions.get('d')).toThrow(/cannot start/)
    expect(() => mock.sessions.get('a')).toThrow(/was evicted/)
    expect(() => createMock({ sessions: { maxEvicted: 0 } })).toThrow(/maxEvicted/)
  })
})
