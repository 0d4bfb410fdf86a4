import { setupMockServer } from 'doc-workspace-mock/node'
import { showTeams } from '../src/teams-page.js'

const api = { baseUrl: 'https://api.example.test', token: 'demo-token' }
const mock = setupMockServer({ baseUrl: api.baseUrl })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset())
afterAll(() => mock.close())

const texts = (selector) => [...document.querySelectorAll(selector)].map((element) => element.textContent)

describe('the teams list', () => {
  beforeEach(() => document.body.replaceChildren())

  it('lists the account teams', async () => {
    await showTeams(document.body, api)
    expect(texts('li')).toEqual(['Design', 'Engineering', 'Marketing'])
  })

  it('lists a team the mock was given directly', async () => {
    const [engineering] = mock.db.teams.findMany((q) => q.where({ name: 'Engineering' }))
    mock.db.teams.update(engineering.team_id, { name: 'Platform' }) // undone by reset()
    await showTeams(document.body, api)
    expect(texts('li')).toEqual(['Design', 'Platform', 'Marketing'])
  })

  it('shows the empty state in the empty-teams scenario', async () => {
    mock.useScenario('empty-teams')
    await showTeams(document.body, api)
    expect(texts('[role=status]')).toEqual(['No teams yet'])
  })

  it('says so when the service is down', async () => {
    mock.useConditions('maintenance')
    await showTeams(document.body, api)
    expect(texts('[role=alert]')).toEqual(['The service answered 503'])
  })
})
