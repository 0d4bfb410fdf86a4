import { describe, expect, it } from 'vitest'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

/** Handlers per story or per component: `mock.handlersFor(…)`, given to `use()` as Storybook's msw addon would. */
const { mock, anonymous } = useMock()
const api = () => anonymous.as('demo-token')

describe('handlersFor()', () => {
  it("serves every operation in the scenario it names, the mock's own scenario unchanged", async () => {
    mock.use(...mock.handlersFor({ scenario: 'empty-teams' }))
    expect((await api().get('/teams')).body.result.total).toBe(0)
    expect(mock.scenario).toBe('default')
  })

  it('serves under the conditions it names', async () => {
    mock.use(...mock.handlersFor({ conditions: ['rate-limited'] }))
    const response = await api().get('/teams')
    expect(response.headers.get('ratelimit-remaining')).toBe('9')
    expect(mock.conditions).toEqual([])
  })

  it("keeps the writes of its session apart from everyone else's", async () => {
    const story = mock.handlersFor({ session: 'story-design-deleted' })
    mock.use(...story)
    expect((await api().delete('/teams/delete', { team_id: fixtures.design.team_id })).status).toBe(200)
    expect(mock.db.teams.has(fixtures.design.team_id)).toBe(true)
    expect(mock.sessions.get('story-design-deleted').db.teams.has(fixtures.design.team_id)).toBe(false)
  })

  it('is a mutable array a consumer may take as it is', () => {
    const handlers = mock.handlersFor({ scenario: 'invalid-token' })
    handlers.push(...mock.handlers)
    expect(handlers).toHaveLength(2)
  })

  it('refuses a scenario, condition or session it does not know, at once', () => {
    expect(() => mock.handlersFor({ scenario: 'nope' })).toThrow(/Unknown scenario "nope"/)
    expect(() => mock.handlersFor({ conditions: ['sunny'] })).toThrow(/Unknown condition "sunny"/)
    expect(() => mock.handlersFor({ session: 'no spaces' })).toThrow(/Session ids are/)
  })
})
