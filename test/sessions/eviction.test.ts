import { describe, expect, it } from 'vitest'
import { upload } from '../support/files.js'
import { fixtures } from '../support/fixtures.js'
import { useMock } from '../support/mock.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'

/** Idleness is read from this clock, moved by the tests; the mock keeps at most 3 sessions. */
let now = 0
const evicted: string[] = []
const { mock, anonymous } = useMock({
  sessions: { max: 3, ttlMs: 60_000, now: () => now, onEvict: (id, reason) => evicted.push(`${id} ${reason}`) },
})
const client = (session: string) => anonymous.as('demo-token').withHeaders({ 'x-mock-session': session })
const deleteDesign = (session: string) => client(session).delete('/teams/delete', { team_id: fixtures.design.team_id })
const hasDesign = async (session: string): Promise<boolean> =>
  (await client(session).get('/teams')).body.result.items.some((team: { name: string }) => team.name === 'Design')

describe('session eviction', () => {
  it('evicts the least recently used session beyond the maximum, and answers 410 under its id until it is restarted', async () => {
    now = 0
    evicted.length = 0
    for (const id of ['s1', 's2', 's3']) expect((await deleteDesign(id)).status).toBe(200)
    now = 1000
    await client('s1').get('/teams') // s1 is now the most recently used; s2 the least
    await client('s4').get('/teams')
    expect(evicted).toEqual(['s2 capacity'])
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['s3', 's1', 's4'])
    expect(mock.sessions.evicted()).toEqual([{ id: 's2', reason: 'capacity', evictedAt: new Date(1000).toISOString() }])
    expect(await hasDesign('s1')).toBe(false)
    // Never the seed in silence: the client that deleted Design in s2 is told its session went, and why.
    const gone = await client('s2').get('/teams')
    expect(gone.status).toBe(410)
    expect(gone.body.message).toBe(
      'Session "s2" was evicted: over the limit of 3 sessions (serve --max-sessions), it was the least recently used. Its data is gone: POST /__mock/reset in this session starts it afresh.',
    )
    expect(mock.journal.list()[0]).toMatchObject({ method: 'GET', status: 410, session: 's2', operation: 'Get Account Teams' })
    // The 410 made no session: s1, read last, is the most recently used.
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['s3', 's4', 's1'])
    mock.sessions.restart('s2')
    expect(await hasDesign('s2')).toBe(true) // afresh from the seed, because its client said so
    expect(mock.sessions.evicted().map((session) => session.id)).toEqual(['s3'])
    expect(evicted).toEqual(['s2 capacity', 's3 capacity'])
  })

  it('refuses limits out of range when the mock is made, and takes the defaults when none is given', () => {
    expect(() => createMock({ sessions: { max: 0 } })).toThrow(/max/)
    expect(() => createMock({ sessions: { ttlMs: -1 } })).toThrow(/ttlMs/)
    const plain = createMock()
    for (let i = 0; i < 201; i++) plain.sessions.get(`s${i}`)
    expect(plain.sessions.size).toBe(200)
  })

  it('evicts a session idle for its time to live, on the next request to any session, and answers 410 under its id', async () => {
    now = 0
    evicted.length = 0
    await deleteDesign('idle')
    now = 30_000
    await deleteDesign('busy')
    now = 60_000
    await client('busy').get('/teams')
    expect(evicted).toEqual(['idle idle'])
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['busy'])
    const gone = await client('idle').get('/teams')
    expect(gone.status).toBe(410)
    expect(gone.body.message).toBe(
      'Session "idle" was evicted: unused for 1 minute (serve --session-ttl). Its data is gone: POST /__mock/reset in this session starts it afresh.',
    )
    expect(await hasDesign('busy')).toBe(false)
  })

  it('starts an id it was told to end afresh, and forgets every eviction on reset()', async () => {
    now = 0
    await deleteDesign('ended')
    expect(mock.sessions.drop('ended')).toBe(true)
    expect(await hasDesign('ended')).toBe(true)
    for (const id of ['a', 'b', 'c', 'd']) await client(id).get('/teams')
    expect(mock.sessions.evicted().length).toBeGreaterThan(0)
    mock.reset()
    expect(mock.sessions.evicted()).toEqual([])
    expect((await client('a').get('/teams')).status).toBe(200)
  })

  it('lists each session with its scenario, requests served, times and a memory estimate', async () => {
    now = Date.parse('2026-03-01T10:00:00Z')
    mock.sessions.get('listed').useScenario('empty-teams')
    await client('listed').get('/teams')
    await client('listed').get('/teams')
    expect(mock.sessions.list()).toEqual([
      {
        id: 'listed',
        scenario: 'empty-teams',
        conditions: [],
        served: 2,
        createdAt: '2026-03-01T10:00:00.000Z',
        lastUsedAt: '2026-03-01T10:00:00.000Z',
        memoryBytes: expect.any(Number),
      },
    ])
  })

  it("estimates a session's memory from what it wrote: a file's bytes count, a read does not", async () => {
    now = 0
    await client('reader').get('/teams')
    const memory = (id: string): number => mock.sessions.list().find((session) => session.id === id)?.memoryBytes ?? -1
    const idle = memory('reader')
    expect(idle).toBeGreaterThan(0)
    expect(idle).toBeLessThan(50 * 1024)
    await upload(client('writer'), 'A'.repeat(300 * 1024), 'big.txt', 'text/plain', { workspace_id: fixtures.platform.workspace_id })
    expect(memory('writer') - idle).toBeGreaterThan(300 * 1024)
    await client('reader').get('/teams')
    expect(memory('reader') - idle).toBeLessThan(1024) // one more journal entry, nothing written
  })
})
