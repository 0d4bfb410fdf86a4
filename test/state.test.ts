import { describe, expect, it } from 'vitest'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { StateFileError, type StateFile } from '../src/mock/state-file.js'
import { fixtures } from './support/fixtures.js'
import { upload } from './support/files.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, baseUrl } = useMock()
const { design, engineering } = fixtures
const api = () => anonymous.as('demo-token')

/** The same requests, answered by another mock: their bytes, for a byte-for-byte comparison. */
async function answers(send: (path: string, init?: RequestInit) => Promise<Response>): Promise<string[]> {
  const out: string[] = []
  for (const path of ['/teams', `/teams/logs?team_id=${engineering.team_id}`, '/workspaces/drive']) {
    const response = await send(path, { headers: { authorization: 'Bearer demo-token' } })
    out.push(`${response.status} ${await response.text()}`)
  }
  return out
}

/** Changes a test could make before a bug shows: a deletion, an upload, time passing, a scenario, a condition. */
async function changeTheWorld(): Promise<{ uploaded: string }> {
  expect((await api().delete('/teams/delete', { team_id: design.team_id })).status).toBe(200)
  const document = await upload(api(), 'notes of the bug', 'bug.txt', 'text/plain', { workspace_id: fixtures.platform.workspace_id })
  mock.clock.advance(90_000)
  mock.useConditions({ name: 'teams-slow', operations: ['Get Account Teams'], delay: 1 })
  return { uploaded: document.document_id }
}

describe('exporting and importing the state', () => {
  it('gives a fresh mock the same answers, byte for byte, through a JSON file', async () => {
    const { uploaded } = await changeTheWorld()
    const file = JSON.parse(JSON.stringify(mock.exportState())) as StateFile
    expect(file).toMatchObject({
      format: 'doc-workspace-mock/state',
      version: 1,
      scenario: 'default',
      conditions: [{ name: 'teams-slow' }],
    })

    const fresh = createMock({ baseUrl: 'https://fresh.example.test' })
    fresh.importState(file)
    const send = (path: string, init?: RequestInit) =>
      fresh.handle(new Request(`https://fresh.example.test${path}`, init)) as Promise<Response>
    expect(await answers(send)).toEqual(await answers((path, init) => fetch(`${baseUrl()}${path}`, init)))
    expect(fresh.clock.now()).toBe(mock.clock.now())
    expect(fresh.conditions.map((c) => c.name)).toEqual(['teams-slow'])
    const bytes = await (
      await send(`/documents/stream?document_id=${uploaded}`, { headers: { authorization: 'Bearer demo-token' } })
    ).text()
    expect(bytes).toBe('notes of the bug')
    // The id generator travels too: the next team gets the same id in both.
    const next = async (make: (path: string, init: RequestInit) => Promise<Response>) =>
      (
        await (
          await make('/teams/create', {
            method: 'POST',
            headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
            body: '{"name":"Next"}',
          })
        ).json()
      ).result.team_id
    expect(await next(send)).toBe(await next((path, init) => fetch(`${baseUrl()}${path}`, init)))
  })

  it('refuses a broken file naming the field, and changes nothing', async () => {
    const good = JSON.parse(JSON.stringify(mock.exportState())) as StateFile
    const before = JSON.stringify(mock.exportState().tables)
    const broken = structuredClone(good)
    broken.tables.documents[2]!.mime_type = 'not a type'
    expect(() => mock.importState(broken)).toThrow(StateFileError)
    expect(() => mock.importState(broken)).toThrow(/tables\.documents\[2\]\.mime_type/)
    const dangling = structuredClone(good)
    dangling.tables.members[0]!.team_id = '00000000-0000-4000-8000-000000000000'
    expect(() => mock.importState(dangling)).toThrow('tables.members[0].team_id: No teams record 00000000-0000-4000-8000-000000000000')
    expect(() => mock.importState({ ...good, version: 2 })).toThrow(/version: Must be 1/)
    expect(() => mock.importState({ ...good, scenario: 'nope' })).toThrow(/scenario: Unknown scenario "nope"/)
    expect(() => mock.importState('not json')).toThrow(StateFileError)
    expect(JSON.stringify(mock.exportState().tables)).toBe(before)
  })
})
