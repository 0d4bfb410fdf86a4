import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from '../support/client.js'
import { fixtures } from '../support/fixtures.js'
import { useMock } from '../support/mock.js'

const { mock, anonymous, baseUrl } = useMock()
const { design } = fixtures
const inSession = (session: string, token = 'demo-token') => anonymous.as(token).withHeaders({ 'x-mock-session': session })
const teamNames = async (client: ReturnType<typeof inSession>): Promise<string[]> =>
  (await client.get('/teams')).body.result.items.map((team: { name: string }) => team.name).sort()

describe('sessions', () => {
  it("never see each other's writes, nor the default world's", async () => {
    const a = inSession('worker-a')
    const b = inSession('worker-b')
    expect((await a.delete('/teams/delete', { team_id: design.team_id })).status).toBe(200)
    expect((await b.post('/teams/create', { name: 'Only in B' })).status).toBe(200)
    expect(await teamNames(a)).toEqual(['Engineering', 'Marketing'])
    expect(await teamNames(b)).toEqual(['Design', 'Engineering', 'Marketing', 'Only in B'])
    expect(await teamNames(anonymous.as('demo-token'))).toEqual(['Design', 'Engineering', 'Marketing'])
    expect(mock.db.teams.has(design.team_id)).toBe(true)
    expect(mock.sessions.get('worker-a').db.teams.has(design.team_id)).toBe(false)
  })

  it('keep their own issued tokens', async () => {
    const login = await inSession('worker-a', '').post('/auth/api-key', { api_key: 'demo-api-key' })
    const token = login.body.result.access_token as string
    expect((await inSession('worker-a', token).get('/teams')).status).toBe(200)
    expect((await inSession('worker-b', token).get('/teams')).text).toBe(INVALID_TOKEN)
    expect((await anonymous.as(token).get('/teams')).text).toBe(INVALID_TOKEN)
  })

  it('keep their own scenario, conditions and journal', async () => {
    mock.sessions.get('worker-a').useScenario('empty-teams')
    mock.sessions.get('worker-b').useConditions('maintenance')
    expect((await inSession('worker-a').get('/teams')).body.result.total).toBe(0)
    const down = await fetch(`${baseUrl()}/teams`, { headers: { authorization: 'Bearer demo-token', 'x-mock-session': 'worker-b' } })
    expect(down.status).toBe(503)
    expect((await anonymous.as('demo-token').get('/teams')).body.result.total).toBe(3)
    expect(
      mock.sessions
        .get('worker-a')
        .journal.list()
        .map((entry) => entry.session),
    ).toEqual(['worker-a'])
    expect(mock.journal.list()).toHaveLength(1)
    expect(mock.scenario).toBe('default')
  })

  it('reset one session without touching another', async () => {
    await inSession('worker-a').delete('/teams/delete', { team_id: design.team_id })
    await inSession('worker-b').delete('/teams/delete', { team_id: design.team_id })
    mock.sessions.get('worker-a').reset()
    expect(await teamNames(inSession('worker-a'))).toContain('Design')
    expect(await teamNames(inSession('worker-b'))).not.toContain('Design')
  })

  it('stay isolated under concurrent load', async () => {
    const workers = Array.from({ length: 8 }, (_, i) => `load-${i}`)
    await Promise.all(
      workers.map(async (session) => {
        const client = inSession(session)
        for (let i = 0; i < 5; i++) expect((await client.post('/teams/create', { name: `${session} team ${i}` })).status).toBe(200)
      }),
    )
    for (const session of workers) {
      const names = await teamNames(inSession(session))
      expect(names.filter((name) => name.startsWith('load-'))).toEqual(Array.from({ length: 5 }, (_, i) => `${session} team ${i}`))
    }
    expect(mock.sessions.size).toBe(8)
  })

  it('answers 400 for an id that is not 1 to 64 of A-Z a-z 0-9 _ -, changing nothing', async () => {
    for (const id of ['has space', 'x'.repeat(65), 'semi;colon', 'é']) {
      const response = await fetch(`${baseUrl()}/teams`, {
        headers: { authorization: 'Bearer demo-token', 'x-mock-session': encodeURIComponent(id) === id ? id : 'bad%id' },
      })
      expect(response.status, id).toBe(400)
      expect((await response.json()).errors).toEqual([{ field: 'X-Mock-Session', message: 'Session ids are 1 to 64 of A-Z a-z 0-9 _ -' }])
    }
    expect(mock.sessions.size).toBe(0)
  })

  it('all end when the mock resets', async () => {
    await inSession('worker-a').get('/teams')
    expect(mock.sessions.size).toBe(1)
    mock.reset()
    expect(mock.sessions.size).toBe(0)
  })
})
