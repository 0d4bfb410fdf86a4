import { describe, expect, it } from 'vitest'
import { createWorldEdits } from '../src/devtools/world-edits.js'
import { DEVTOOLS_KIT } from '../src/adapters/browser/devtools-kit.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { fixtures } from './support/fixtures.js'

const BASE = 'https://api.example.test'
const { addRecord, deleteRecord, editField, planDelete } = createWorldEdits(DEVTOOLS_KIT)
const gatewaySpec = fixtures.acme.documents.find((d) => d.name === 'Gateway spec.pdf')!
const aliceDrive = fixtures.acme.workspaces.find((w) => w.name === "Alice Owner's drive")!
const alice = fixtures.acme.users.find((u) => u.email === 'alice@acme.test')!

function fresh() {
  const mock = createMock({ baseUrl: BASE })
  const get = async (path: string, token = 'demo-token') => {
    const response = (await mock.handle(new Request(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` } }))) as Response
    return { status: response.status, body: await response.json() }
  }
  return { mock, get }
}

describe('the devtools changing the world', () => {
  it('sets a field that the next request answers', async () => {
    const { mock, get } = fresh()
    expect(editField(mock.state, 'documents', gatewaySpec.document_id, 'status', 'archived')).toMatchObject({
      ok: true,
      record: { status: 'archived' },
    })
    expect((await get(`/documents/info?document_id=${gatewaySpec.document_id}`)).body.result.status).toBe('archived')
    expect(editField(mock.state, 'documents', gatewaySpec.document_id, 'size_bytes', '42')).toMatchObject({
      ok: true,
      record: { size_bytes: 42 },
    })
  })

  it('refuses a value the schema refuses, naming the field, and changes nothing', async () => {
    const { mock, get } = fresh()
    const before = await get(`/documents/info?document_id=${gatewaySpec.document_id}`)
    expect(editField(mock.state, 'documents', gatewaySpec.document_id, 'status', 'shredded')).toEqual({
      ok: false,
      errors: [{ field: 'status', message: expect.stringContaining('"active"') }],
    })
    expect(editField(mock.state, 'documents', gatewaySpec.document_id, 'size_bytes', 'many')).toEqual({
      ok: false,
      errors: [{ field: 'size_bytes', message: 'Expected a number, got "many"' }],
    })
    expect(editField(mock.state, 'documents', gatewaySpec.document_id, 'document_id', fixtures.platform.workspace_id)).toMatchObject({
      ok: false,
    })
    expect(await get(`/documents/info?document_id=${gatewaySpec.document_id}`)).toEqual(before)
  })

  it('refuses a reference to a record that does not exist', () => {
    const { mock } = fresh()
    const missing = '00000000-0000-4000-8000-000000000000'
    expect(editField(mock.state, 'documents', gatewaySpec.document_id, 'workspace_id', missing)).toEqual({
      ok: false,
      errors: [{ field: 'workspace_id', message: `No workspaces record ${missing}` }],
    })
    expect(mock.db.documents.get(gatewaySpec.document_id)?.workspace_id).toBe(gatewaySpec.workspace_id)
  })

  it('adds a record from a form, with a new key and the clock’s time, that the API then serves', async () => {
    const { mock, get } = fresh()
    const added = addRecord(mock.state, 'teams', {
      account_id: alice.account_id,
      name: 'Support',
      description: '',
      owner_id: alice.user_id,
    })
    expect(added).toMatchObject({ ok: true, record: { name: 'Support', created_at: '2026-01-15T09:00:00.000Z' } })
    const teamId = added.ok ? (added.record.team_id as string) : ''
    addRecord(mock.state, 'members', {
      team_id: teamId,
      user_id: alice.user_id,
      email: alice.email,
      name: alice.name,
      role: 'owner',
      status: 'active',
    })
    expect((await get(`/teams/info?team_id=${teamId}`)).body.result).toMatchObject({ name: 'Support' })
  })

  it('refuses a record that misses a field or points nowhere, and adds nothing', () => {
    const { mock } = fresh()
    const teams = mock.db.teams.count()
    expect(addRecord(mock.state, 'teams', { account_id: alice.account_id, owner_id: alice.user_id, description: '' })).toEqual({
      ok: false,
      errors: [{ field: 'name', message: expect.any(String) }],
    })
    expect(
      addRecord(mock.state, 'teams', { account_id: fixtures.platform.workspace_id, owner_id: alice.user_id, name: 'X', description: '' }),
    ).toMatchObject({ ok: false, errors: [{ field: 'account_id' }] })
    expect(mock.db.teams.count()).toBe(teams)
  })

  it('says what a team takes with it, then deletes it all through the API’s own operation', async () => {
    const { mock, get } = fresh()
    const plan = planDelete(mock.state, 'teams', fixtures.engineering.team_id)
    expect(plan.allowed).toBe(true)
    expect(plan.consequences.join(', ')).toMatch(
      /^\d+ members, 2 workspaces, \d+ folders, \d+ documents with their bytes, \d+ log entries$/,
    )
    expect(deleteRecord(mock.state, 'teams', fixtures.engineering.team_id)).toMatchObject({ ok: true })
    expect((await get(`/teams/info?team_id=${fixtures.engineering.team_id}`)).status).toBe(404)
    expect((await get(`/documents/info?document_id=${gatewaySpec.document_id}`)).status).toBe(404)
    expect(mock.db.blobs.get(gatewaySpec.document_id)).toBeUndefined()
  })

  it('refuses to delete a drive with the service’s own reason', () => {
    const { mock } = fresh()
    expect(planDelete(mock.state, 'workspaces', aliceDrive.workspace_id).allowed).toBe(false)
    expect(deleteRecord(mock.state, 'workspaces', aliceDrive.workspace_id)).toEqual({
      ok: false,
      errors: [{ field: '', message: 'An account drive cannot be deleted' }],
    })
    expect(mock.db.workspaces.get(aliceDrive.workspace_id)).toBeDefined()
  })

  it('signs a session out by forgetting its token, and deletes nothing the API cannot', async () => {
    const { mock, get } = fresh()
    expect(deleteRecord(mock.state, 'tokens', 'demo-token')).toMatchObject({ ok: true })
    expect((await get('/teams')).status).toBe(401)
    expect(deleteRecord(mock.state, 'users', alice.user_id)).toMatchObject({ ok: false })
    expect(mock.db.users.get(alice.user_id)).toBeDefined()
  })
})
