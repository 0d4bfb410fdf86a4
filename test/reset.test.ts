import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './support/client.js'
import { useMock } from './support/mock.js'

/**
 * `afterEach(() => mock.reset())` (in `useMock`) must make tests independent
 * of their order: the first test changes everything a test can change, the
 * second finds none of it. They run in this order, in one file.
 */
const { mock, anonymous, login, baseUrl } = useMock({ scenario: 'default' })
const changed: { token?: string; start?: number } = {}

describe('reset() between tests', () => {
  it('lets a test change the scenario, the data, the tokens, the clock, the journal and the handlers', async () => {
    changed.start = mock.clock.now()
    const api = await login()
    changed.token = (await anonymous.post('/auth/api-key', { api_key: 'demo-api-key' })).body.result.access_token
    expect((await api.post('/teams/create', { name: 'Research' })).status).toBe(200)
    mock.useScenario('empty-teams') // for the rest of this test
    expect((await api.get('/teams')).body.result.total).toBe(0)
    mock.clock.advance(60_000)
    mock.use(http.get(`${mock.baseUrl}/workspaces/drive`, () => HttpResponse.json({ overridden: true })))
    expect(mock.journal.list().length).toBeGreaterThan(0)
  })

  it('starts the next test in the scenario the mock was created with, from its seed', async () => {
    expect(mock.scenario).toBe('default')
    const api = await login()
    const { body } = await api.get('/teams')
    expect(body.result.items.map((team: { name: string }) => team.name).sort()).toEqual(['Design', 'Engineering', 'Marketing'])
  })

  it("forgets the tokens issued, rewinds the mock's clock, empties the journal and drops added handlers", async () => {
    expect((await anonymous.as(changed.token).get('/teams')).text).toBe(INVALID_TOKEN)
    expect(mock.clock.now()).toBe(changed.start)
    expect(mock.journal.list().map((entry) => `${entry.method} ${entry.path}`)).toEqual([`GET ${new URL(baseUrl()).pathname}/teams`])
    const drive = await (await login()).get('/workspaces/drive')
    expect(drive.body.result.name).toBeDefined()
  })
})
