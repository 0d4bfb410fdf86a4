import { describe, expect, it } from 'vitest'
import { fixtures } from '../support/fixtures.js'
import { useStandaloneServer } from '../support/standalone.js'

const { mock, origin, control } = useStandaloneServer()
const auth = { authorization: 'Bearer demo-token' }
/** The service below the server's base path `/v1`, in a session named by the URL prefix. */
const prefixed = (session: string, path: string, init: RequestInit = {}) =>
  fetch(`${origin()}/_s/${session}/v1${path}`, { ...init, headers: { ...auth, ...init.headers } })
const teamNames = async (response: Response): Promise<string[]> =>
  (await response.json()).result.items.map((team: { name: string }) => team.name).sort()
const deleteDesign = (session: string) =>
  prefixed(session, '/teams/delete', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ team_id: fixtures.design.team_id }),
  })

describe('sessions over HTTP', () => {
  it('are named by the /_s/<id> prefix, before the base path', async () => {
    expect((await deleteDesign('phone-1')).status).toBe(200)
    expect(await teamNames(await prefixed('phone-1', '/teams'))).toEqual(['Engineering', 'Marketing'])
    expect(await teamNames(await prefixed('phone-2', '/teams'))).toEqual(['Design', 'Engineering', 'Marketing'])
    const byHeader = await fetch(`${origin()}/v1/teams`, { headers: { ...auth, 'x-mock-session': 'phone-1' } })
    expect(await teamNames(byHeader)).toEqual(['Engineering', 'Marketing'])
    expect(mock.db.teams.has(fixtures.design.team_id)).toBe(true)
  })

  it('stream documents under the prefix, as an <img src> would ask', async () => {
    const logo = fixtures.acme.documents.find((document) => document.name === 'Acme logo.png')!
    const response = await fetch(`${origin()}/_s/img-1/v1/documents/stream?document_id=${logo.document_id}`, { headers: auth })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['img-1'])
  })

  it('have their own control routes, by prefix or header', async () => {
    await deleteDesign('a')
    await deleteDesign('b')
    const reset = await fetch(`${origin()}/_s/a/__mock/reset`, { method: 'POST' })
    expect((await reset.json()).result).toMatchObject({ name: 'default', session: 'a' })
    expect(await teamNames(await prefixed('a', '/teams'))).toContain('Design')
    expect(await teamNames(await prefixed('b', '/teams'))).not.toContain('Design')
    const switched = await control('/scenario', {
      method: 'PUT',
      headers: { 'x-mock-session': 'b' },
      body: JSON.stringify({ name: 'empty-teams' }),
    })
    expect(switched.body.result).toMatchObject({ name: 'empty-teams', session: 'b' })
    expect((await control('/scenario')).body.result).toMatchObject({ name: 'default', session: null })
    const journal = await fetch(`${origin()}/_s/a/__mock/requests`)
    expect((await journal.json()).result.items.map((entry: { session: string }) => entry.session)).toEqual(['a'])
  })

  it('are listed at /__mock/sessions and ended one by one', async () => {
    await prefixed('one', '/teams')
    await prefixed('two', '/teams')
    const listed = await control('/sessions')
    expect(listed.body.result.items.map((session: { id: string; served: number }) => [session.id, session.served])).toEqual([
      ['one', 1],
      ['two', 1],
    ])
    expect((await control('/sessions/one', { method: 'DELETE' })).body.result).toEqual({ id: 'one' })
    expect((await control('/sessions/one', { method: 'DELETE' })).status).toBe(404)
    expect((await control('/sessions', { method: 'DELETE' })).body.result).toEqual({ ended: 1 })
    expect(mock.sessions.size).toBe(0)
  })

  it('answer 400 for a bad id in the prefix or the header, changing nothing', async () => {
    for (const response of [
      await prefixed('no!pe', '/teams'),
      await control('/reset', { method: 'POST', headers: { 'x-mock-session': 'x'.repeat(65) } }),
    ]) {
      expect(response.status).toBe(400)
    }
    expect(mock.sessions.size).toBe(0)
  })
})
