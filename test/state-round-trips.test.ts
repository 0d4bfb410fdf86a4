import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/built-in.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import type { Client } from './support/client.js'
import { upload } from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { loginAs } from './support/login-as.js'
import { useSignedIn } from './support/mock.js'

const { mock, api, login } = useSignedIn()
const { engineering, platform } = fixtures
const mobile = fixtures.acme.workspaces.find((workspace) => workspace.name === 'Mobile')!
const drive = fixtures.acme.workspaces.find((workspace) => workspace.owner_id === fixtures.alice.user_id)!

/** Answers the result of a write, failing the test on anything but 200. */
async function ok(answer: Promise<{ status: number; body: { result: any } }>) {
  const { status, body } = await answer
  expect(status, JSON.stringify(body)).toBe(200)
  return body.result
}

/** Writes of every kind that moves a relation: teams and owners, invitations, workspaces, folder trees moved across workspaces, files, deletions. */
async function useTheService(as: Client): Promise<void> {
  const team = await ok(as.post('/teams/create', { name: 'Research' }))
  await ok(as.post('/teams/members/add', { team_id: team.team_id, email: 'bob@acme.test', role: 'owner' }))
  await ok(as.post('/teams/members/add', { team_id: team.team_id, email: 'new.person@acme.test', role: 'owner' }))
  await ok(as.post('/teams/members/add', { team_id: engineering.team_id, email: 'grace@globex.test', role: 'viewer' }))
  const workspace = await ok(as.post('/workspaces/create', { team_id: team.team_id, name: 'Lab' }))
  const top = await ok(as.post('/folders/create', { workspace_id: platform.workspace_id, name: 'Top' }))
  const below = await ok(as.post('/folders/create', { workspace_id: platform.workspace_id, name: 'Below', parent_id: top.folder_id }))
  const document = await upload(as, 'moved along', 'notes.txt', 'text/plain', {
    workspace_id: platform.workspace_id,
    folder_id: below.folder_id,
  })
  await upload(as, new Uint8Array(300).fill(7), 'lab.bin', 'application/octet-stream', { workspace_id: workspace.workspace_id })
  await upload(as, '', 'empty.txt', 'text/plain', { workspace_id: drive.workspace_id })
  await ok(as.put('/folders/move', { folder_id: top.folder_id, parent_id: null, workspace_id: mobile.workspace_id }))
  await ok(as.put('/documents/move', { document_id: document.document_id, folder_id: top.folder_id, workspace_id: mobile.workspace_id }))
  await ok(as.put('/documents/archive', { document_id: document.document_id }))
  await ok(as.delete('/folders/delete', { folder_id: below.folder_id }))
  await ok(as.delete('/teams/delete', { team_id: fixtures.design.team_id }))
}

describe('every world the service reaches can be exported and imported', () => {
  it.each(builtInScenarios.map(({ name }) => name))('reads back the export of the scenario %s as it is', (scenario) => {
    const seeded = createMock({ scenario })
    const file = JSON.parse(JSON.stringify(seeded.exportState()))
    const fresh = createMock()
    fresh.importState(file)
    expect(fresh.scenario).toBe(scenario)
    expect(JSON.stringify(fresh.exportState().tables)).toBe(JSON.stringify(file.tables))
  })

  it('reads back a world changed by every kind of write, co-owners and invitations included', async () => {
    await useTheService(api)
    const bob = await loginAs(mock, login, 'bob@acme.test')
    await ok(bob.post('/folders/create', { workspace_id: mobile.workspace_id, name: 'By Bob' }))
    const file = JSON.parse(JSON.stringify(mock.exportState()))
    const fresh = createMock()
    fresh.importState(file)
    expect(JSON.stringify(fresh.exportState().tables)).toBe(JSON.stringify(file.tables))
    expect(fresh.db.members.findMany((q) => q.where({ role: 'owner' })).length).toBeGreaterThan(fixtures.acme.teams.length)
  })
})
