import { describe, expect, it } from 'vitest'
import { setupMockServer } from '../src/adapters/node/node.js'

/**
 * The Node adapter's mock is the mock itself with the server's members added:
 * its getters stay live, and its own methods keep their options.
 */
describe('setupMockServer()', () => {
  const auth = { authorization: 'Bearer demo-token', 'content-type': 'application/json' }

  it('keeps every session on reset({ sessions: false }), as the mock does', async () => {
    const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
    const create = new Request('https://api.example.test/teams/create', {
      method: 'POST',
      headers: { ...auth, 'x-mock-session': 'kept' },
      body: '{"name":"Kept"}',
    })
    expect((await mock.handle(create))?.status).toBe(200)
    mock.useScenario('empty-teams')
    mock.reset({ sessions: false })
    expect(mock.scenario).toBe('default')
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['kept'])
    expect(
      mock.sessions
        .get('kept')
        .db.teams.all()
        .map((team) => team.name),
    ).toContain('Kept')
    mock.reset()
    expect(mock.sessions.list()).toEqual([])
  })

  it('reads the active scenario live and works with its methods detached', async () => {
    const mock = setupMockServer()
    const { useScenario, reset } = mock
    useScenario('empty-teams')
    const emptyTeams = mock.db
    expect(mock.scenario).toBe('empty-teams')
    reset()
    expect(mock.scenario).toBe('default')
    expect(mock.db).not.toBe(emptyTeams)
  })
})
