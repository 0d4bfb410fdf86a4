import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { fixtures } from './support/fixtures.js'

/** Two servers: a bug happens on one, its state file reproduces it on the other. */
let first: MockHttpServer
let second: MockHttpServer
beforeAll(async () => {
  ;[first, second] = await Promise.all([startMockServer({ port: 0, quiet: true }), startMockServer({ port: 0, quiet: true })])
})
afterAll(() => Promise.all([first.close(), second.close()]))

const teamsOf = async (server: MockHttpServer): Promise<string> =>
  (await fetch(`${server.url}/teams`, { headers: { authorization: 'Bearer demo-token' } })).text()
const putState = (server: MockHttpServer, file: unknown) =>
  fetch(`${server.url}/__mock/state`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(file) })

describe('GET and PUT /__mock/state', () => {
  it('carry a world from one server to another, whose answers are then the same bytes', async () => {
    await fetch(`${first.url}/teams/delete`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
      body: JSON.stringify({ team_id: fixtures.design.team_id }),
    })
    const exported = await fetch(`${first.url}/__mock/state`)
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="doc-workspace-mock-state.json"')
    const loaded = await putState(second, await exported.json())
    expect(loaded.status).toBe(200)
    expect(await teamsOf(second)).toBe(await teamsOf(first))
  })

  it('refuse a broken file with 400 naming the field, and change nothing', async () => {
    const file = await (await fetch(`${first.url}/__mock/state`)).json()
    const before = await teamsOf(second)
    file.tables.teams[0].name = ''
    const refused = await putState(second, file)
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors).toEqual([{ field: 'tables.teams[0].name', message: 'Must not be empty' }])
    expect(await teamsOf(second)).toBe(before)
  })
})
