import { describe, expect, it } from 'vitest'
import { loadState, PersistError, saveState } from '../../src/db/persist.js'
import type { Mock } from '../../src/adapters/msw/msw-mock-face.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { fixtures } from '../support/fixtures.js'

/**
 * Saving and loading a scenario's state, as the browser runtime does across
 * a reload. Runs in Node: the saved form goes through `structuredClone`,
 * exactly what IndexedDB applies to it.
 */
const BASE = 'https://api.example.test'
const auth = { authorization: 'Bearer demo-token' }

const send = (mock: Mock, path: string, init: RequestInit = {}): Promise<Response> =>
  mock.handle(new Request(`${BASE}${path}`, { ...init, headers: { ...auth, ...init.headers } })) as Promise<Response>

async function upload(mock: Mock, name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData()
  form.append('workspace_id', fixtures.platform.workspace_id)
  form.append('file', new File([bytes], name))
  const response = await send(mock, '/documents/upload', { method: 'POST', body: form })
  expect(response.status).toBe(200)
  return (await response.json()).result.document_id
}

const teamNames = async (mock: Mock): Promise<string[]> =>
  (await (await send(mock, '/teams')).json()).result.items.map((team: { name: string }) => team.name)

describe('saved state', () => {
  it('carries records, document bytes, sessions and the id generator into a new mock', async () => {
    const before = createMock({ baseUrl: BASE })
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => i % 251)
    const id = await upload(before, 'pattern.bin', bytes)
    const login = await send(before, '/auth/api-key', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'viewer-api-key' }),
    })
    const token = (await login.json()).result.access_token as string
    await send(before, '/teams/delete', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ team_id: fixtures.marketing.team_id }),
    })

    const saved = structuredClone(saveState(before.state, before.scenario))
    const after = createMock({ baseUrl: BASE })
    loadState(after.state, saved)

    const streamed = await send(after, `/documents/stream?document_id=${id}`)
    expect(new Uint8Array(await streamed.arrayBuffer())).toEqual(bytes)
    expect(await teamNames(after)).toEqual(['Design', 'Engineering'])
    const asViewer = await after.handle(new Request(`${BASE}/teams`, { headers: { authorization: `Bearer ${token}` } }))
    expect(asViewer?.status).toBe(200)
    // The next id continues the saved sequence instead of repeating one.
    const next = await upload(after, 'next.bin', new Uint8Array([1]))
    expect(next).not.toBe(id)
    expect(next).toBe(await upload(before, 'next.bin', new Uint8Array([1])))
  })

  it('refuses a saved state of another format and leaves the state as it was', async () => {
    const mock = createMock({ baseUrl: BASE })
    await send(mock, '/teams/delete', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ team_id: fixtures.design.team_id }),
    })
    const saved = saveState(mock.state, mock.scenario)
    expect(() => loadState(mock.state, { ...saved, format: 2 })).toThrow(PersistError)
    expect(() => loadState(mock.state, null)).toThrow(PersistError)
    const { teams: _teams, ...withoutTeams } = saved.tables
    expect(() => loadState(mock.state, { ...saved, tables: withoutTeams })).toThrow(/no table teams/)
    expect(await teamNames(mock)).toEqual(['Engineering', 'Marketing'])
  })

  it('refuses a record that fails its schema, and changes nothing', async () => {
    const mock = createMock({ baseUrl: BASE })
    const saved = saveState(createMock({ baseUrl: BASE, scenario: 'empty-teams' }).state, 'empty-teams')
    const broken = { ...saved, tables: { ...saved.tables, teams: [{ team_id: 'not-a-uuid' }] } }
    expect(() => loadState(mock.state, broken)).toThrow(PersistError)
    expect(await teamNames(mock)).toEqual(['Design', 'Engineering', 'Marketing'])
    expect((await send(mock, '/teams')).status).toBe(200)
  })
})
