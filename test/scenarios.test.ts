import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createMock, defineScenario } from '../src/index.js'
import { cannedFixtures, loadFixtures } from '../src/db/fixture-set.js'
import { deleteTeam } from '../src/resources/teams/operations.js'
import { INVALID_TOKEN } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login } = useMock()
const demo = anonymous.as('demo-token')
const { engineering, globexTeam } = fixtures

describe('the default scenario', () => {
  it('serves the canned data of fixtures/', async () => {
    expect(mock.scenario).toBe('default')
    const { body } = await demo.get('/teams')
    expect(body.result.items.map((t: { team_id: string }) => t.team_id).sort()).toEqual(fixtures.acme.teams.map((t) => t.team_id).sort())
    expect(mock.db.documents.count()).toBe(fixtures.acme.documents.length + fixtures.globex.documents.length)
  })

  it('gives the same bytes on every run: ids and times come from a seed and a fixed clock', async () => {
    const first = createMock({ baseUrl: 'https://a.test' })
    const second = createMock({ baseUrl: 'https://a.test' })
    const transcript = async (m: typeof first) => {
      const out: string[] = []
      const send = async (path: string, init?: RequestInit) => {
        const response = (await m.handle(new Request(`https://a.test${path}`, init))) as Response
        out.push(await response.text())
        return JSON.parse(out.at(-1) as string)
      }
      const login = await send('/auth/api-key', { method: 'POST', body: '{"api_key":"demo-api-key"}' })
      const headers = { authorization: `Bearer ${login.result.access_token}` }
      const created = await send('/teams/create', { method: 'POST', headers, body: '{"name":"Same"}' })
      await send(`/teams/logs?team_id=${created.result.team_id}`, { headers })
      return out.join('\n')
    }
    expect(await transcript(first)).toBe(await transcript(second))
  })
})

describe('the empty-teams scenario', () => {
  it("empties Acme's teams, and switching back restores them", async () => {
    mock.useScenario('empty-teams')
    const { status, body } = await demo.get('/teams')
    expect(status).toBe(200)
    expect(body.result).toEqual({ items: [], page: 1, page_size: 20, total: 0, total_pages: 0 })
    expect((await demo.get('/teams/info', { team_id: engineering.team_id })).status).toBe(404)
    expect((await demo.get('/teams/data', { team_id: engineering.team_id })).status).toBe(404)
    mock.useScenario('default')
    expect((await demo.get('/teams')).body.result.total).toBe(3)
  })

  it("keeps Globex's team: only Acme is emptied", async () => {
    mock.useScenario('empty-teams')
    const grace = await login('globex-api-key')
    expect((await grace.get('/teams/info', { team_id: globexTeam.team_id })).status).toBe(200)
  })
})

describe('the invalid-token scenario', () => {
  it('answers every protected operation with the fixed 401, and switching back accepts tokens again', async () => {
    const api = await login()
    mock.useScenario('invalid-token')
    for (const response of [
      await api.get('/teams'),
      await api.get('/teams/info', { team_id: engineering.team_id }),
      await api.post('/teams/create', { name: 'X' }),
      await api.delete('/teams/delete', { team_id: engineering.team_id }),
      await demo.get('/teams/logs', { team_id: engineering.team_id }),
    ]) {
      expect(response.status).toBe(401)
      expect(response.text).toBe(INVALID_TOKEN)
    }
    expect((await anonymous.post('/auth/api-key', { api_key: 'demo-api-key' })).status).toBe(200)
    mock.useScenario('default')
    expect((await api.get('/teams')).status).toBe(200)
  })
})

describe('the X-Mock-Scenario header', () => {
  it('picks the scenario of one request only', async () => {
    const empty = await demo.get('/teams', undefined, { 'X-Mock-Scenario': 'empty-teams' })
    expect(empty.body.result.total).toBe(0)
    const invalid = await demo.get('/teams', undefined, { 'X-Mock-Scenario': 'invalid-token' })
    expect(invalid.text).toBe(INVALID_TOKEN)
    expect((await demo.get('/teams')).body.result.total).toBe(3)
    expect(mock.scenario).toBe('default')
  })

  it('answers 400 listing the known scenarios for an unknown name', async () => {
    const { status, body } = await demo.get('/teams', undefined, { 'X-Mock-Scenario': 'nope' })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'X-Mock-Scenario', message: expect.stringContaining('default, empty-teams, invalid-token') }])
  })
})

describe('unknown scenario names', () => {
  it('throw an error that lists the known ones', () => {
    expect(() => mock.useScenario('nope')).toThrow(/Unknown scenario "nope". Known scenarios: default, empty-teams, invalid-token/)
    expect(() => createMock({ scenario: 'nope' })).toThrow(/Known scenarios/)
    expect(mock.scenario).toBe('default')
  })
})

describe('custom scenarios', () => {
  it('can be added beside the built-in ones and chosen by name', async () => {
    const oneTeam = defineScenario({
      name: 'one-team',
      description: 'Acme keeps only Engineering',
      seed(state) {
        loadFixtures(state.db, cannedFixtures())
        const alice = { user: state.db.users.get(fixtures.alice.user_id)! }
        for (const team of state.db.teams.by('account', engineering.account_id)) {
          if (team.team_id !== engineering.team_id) deleteTeam(state, alice, team.team_id)
        }
      },
    })
    const custom = createMock({ baseUrl: 'https://c.test', scenarios: [oneTeam], scenario: 'one-team' })
    const response = (await custom.handle(
      new Request('https://c.test/teams', { headers: { authorization: 'Bearer demo-token' } }),
    )) as Response
    expect((await response.json()).result.total).toBe(1)
    expect(custom.scenarios.map((s) => s.name)).toEqual(['default', 'empty-teams', 'invalid-token', 'one-team'])
  })
})

describe('reset()', () => {
  it('restores the seed after writes, in every scenario touched', async () => {
    const before = JSON.stringify(mock.db.teams.all())
    await demo.post('/teams/create', { name: 'Temp' })
    await demo.delete('/teams/delete', { team_id: engineering.team_id })
    await demo.get('/teams', undefined, { 'X-Mock-Scenario': 'empty-teams' })
    await demo.send('POST', '/teams/create', { body: { name: 'In empty' }, headers: { 'X-Mock-Scenario': 'empty-teams' } })
    expect(JSON.stringify(mock.db.teams.all())).not.toBe(before)
    mock.reset()
    expect(JSON.stringify(mock.db.teams.all())).toBe(before)
    expect((await demo.get('/teams', undefined, { 'X-Mock-Scenario': 'empty-teams' })).body.result.total).toBe(0)
  })

  it('also undoes direct changes to mock.db', async () => {
    mock.db.teams.update(engineering.team_id, { name: 'Changed directly' })
    expect((await demo.get('/teams/info', { team_id: engineering.team_id })).body.result.name).toBe('Changed directly')
    mock.reset()
    expect((await demo.get('/teams/info', { team_id: engineering.team_id })).body.result.name).toBe('Engineering')
  })
})

// MSW handlers are the Node and browser adapters' (and the node:http server's), not the Fetch app's.
describe.skipIf(process.env.MOCK_TRANSPORT === 'app')('handlers added with use()', () => {
  it("answer before the mock's own, until reset()", async () => {
    mock.use(
      http.get(`${mock.baseUrl}/teams`, () =>
        HttpResponse.json(
          { success: false, message: 'Too many requests', result: null, errors: null, except: null },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    const limited = await demo.get('/teams')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('30')
    expect((await demo.get('/teams/info', { team_id: engineering.team_id })).status).toBe(200)
    mock.reset()
    expect((await demo.get('/teams')).status).toBe(200)
  })
})

describe('isolation between accounts', () => {
  it("never shows one account's teams to the other", async () => {
    const grace = await login('globex-api-key')
    const globexTeams = (await grace.get('/teams')).body.result.items.map((t: { team_id: string }) => t.team_id)
    expect(globexTeams).toEqual([globexTeam.team_id])
    for (const team of fixtures.acme.teams) {
      expect((await grace.get('/teams/info', { team_id: team.team_id })).status).toBe(404)
      expect((await grace.put('/teams/update', { team_id: team.team_id, name: 'Taken' })).status).toBe(404)
      expect((await grace.delete('/teams/delete', { team_id: team.team_id })).status).toBe(404)
    }
    expect((await demo.get('/teams/info', { team_id: engineering.team_id })).body.result.name).toBe('Engineering')
  })

  it('keeps a viewer of Acme out of Globex too', async () => {
    const victor = await login('viewer-api-key')
    expect((await victor.get('/teams/logs', { team_id: globexTeam.team_id })).status).toBe(404)
  })
})
