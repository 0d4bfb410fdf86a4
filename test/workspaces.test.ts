import { beforeEach, describe, expect, it } from 'vitest'
import { pageOf } from '../src/http/pagination.js'
import { DriveView, WorkspaceView } from '../src/resources/workspaces/present.js'
import { INVALID_TOKEN, type Client } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { loginAs } from './support/login-as.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login } = useMock()
const { engineering, design, globexTeam, platform, alice, victor } = fixtures
const MISSING = '00000000-0000-4000-8000-000000000000'
const NOW = '2026-01-15T09:00:00.000Z'
const LISTINGS = ['/teams/workspaces', '/workspaces', '/workspaces/team'] as const
const driveOf = (userId: string) => fixtures.acme.workspaces.find((w) => w.team_id === null && w.owner_id === userId)!
const globexLab = fixtures.globex.workspaces.find((w) => w.team_id !== null)!

let api: Client
beforeEach(async () => {
  api = await login()
})

/** Everything a workspace write could touch: a rejected one must leave it as it was. */
const workspaceState = () =>
  JSON.stringify([
    mock.db.workspaces.all(),
    mock.db.folders.all(),
    mock.db.documents.all(),
    mock.db.blobs.all().map((b) => b.document_id),
    mock.db.teamLogs.all(),
  ])
const names = async (path: string, query: Record<string, string | number>): Promise<string[]> =>
  (await api.get(path, { page_size: 100, ...query })).body.result.items.map((w: { name: string }) => w.name)

describe('Get Account Drive', () => {
  it("answers the caller's drive with the bytes its documents take and its quota", async () => {
    const drive = driveOf(alice.user_id)
    const used = mock.db.documents.by('workspace', drive.workspace_id).reduce((sum, d) => sum + d.size_bytes, 0)
    expect(used).toBeGreaterThan(0)
    const { status, body } = await api.get('/workspaces/drive')
    expect(status).toBe(200)
    expect(DriveView.parse(body.result)).toEqual(body.result)
    expect(body.result).toEqual({
      workspace_id: drive.workspace_id,
      team_id: null,
      name: drive.name,
      description: drive.description,
      created_at: drive.created_at,
      updated_at: drive.updated_at,
      used_bytes: used,
      quota_bytes: 104857600,
    })
  })

  it('counts what changes in the drive', async () => {
    const drive = driveOf(alice.user_id)
    const [first] = mock.db.documents.by('workspace', drive.workspace_id)
    const before = (await api.get('/workspaces/drive')).body.result.used_bytes
    mock.db.documents.delete(first!.document_id)
    mock.db.blobs.delete(first!.document_id)
    expect((await api.get('/workspaces/drive')).body.result.used_bytes).toBe(before - first!.size_bytes)
  })

  it('answers each caller their own drive', async () => {
    const asVictor = await login('viewer-api-key')
    const mine = await asVictor.get('/workspaces/drive')
    expect(mine.body.result).toMatchObject({ workspace_id: driveOf(victor.user_id).workspace_id, used_bytes: 0 })
    const grace = await login('globex-api-key')
    expect((await grace.get('/workspaces/drive')).body.result.name).toBe("Grace Globex's drive")
  })

  it('answers 404 for a user without a drive, and the fixed 401 without a token', async () => {
    mock.db.workspaces.delete(driveOf(victor.user_id).workspace_id)
    const asVictor = await login('viewer-api-key')
    expect((await asVictor.get('/workspaces/drive')).body).toMatchObject({ success: false, message: 'Drive not found' })
    const { status, text } = await anonymous.get('/workspaces/drive')
    expect(status).toBe(401)
    expect(text).toBe(INVALID_TOKEN)
  })
})

describe("the three listings of a team's workspaces", () => {
  it.each(LISTINGS)("%s lists the team's workspaces in the list shape", async (path) => {
    const { status, body } = await api.get(path, { team_id: engineering.team_id })
    expect(status).toBe(200)
    expect(pageOf(WorkspaceView).parse(body.result)).toEqual(body.result)
    expect(body.result).toMatchObject({ page: 1, page_size: 20, total: 2, total_pages: 1 })
    expect(body.result.items.map((w: { name: string }) => w.name)).toEqual(['Platform', 'Mobile'])
  })

  it('answer the same set, before and after writes', async () => {
    await api.post('/workspaces/create', { team_id: engineering.team_id, name: 'Roadmap' })
    await api.delete('/workspaces/delete', { workspace_id: platform.workspace_id })
    const answers = await Promise.all(LISTINGS.map((path) => api.get(path, { team_id: engineering.team_id })))
    for (const answer of answers) expect(answer.body.result).toEqual(answers[0]?.body.result)
    expect(answers[0]?.body.result.items.map((w: { name: string }) => w.name)).toEqual(['Mobile', 'Roadmap'])
  })

  it.each(LISTINGS)('%s keeps the names that contain q, whatever the case', async (path) => {
    await api.post('/workspaces/create', { team_id: engineering.team_id, name: 'Platform Archive' })
    expect(await names(path, { team_id: engineering.team_id, q: 'PLAT' })).toEqual(['Platform', 'Platform Archive'])
    expect(await names(path, { team_id: engineering.team_id, q: ' bil ' })).toEqual(['Mobile'])
    expect(await names(path, { team_id: engineering.team_id, q: 'zzz' })).toEqual([])
  })

  it('pages', async () => {
    const { body } = await api.get('/workspaces', { team_id: engineering.team_id, page: 2, page_size: 1 })
    expect(body.result).toMatchObject({ page: 2, page_size: 1, total: 2, total_pages: 2 })
    expect(body.result.items.map((w: { name: string }) => w.name)).toEqual(['Mobile'])
  })

  it.each(LISTINGS)('%s answers 400, the fixed 401 and 404 alike', async (path) => {
    for (const query of [{}, { team_id: 'x' }, { team_id: engineering.team_id, page: 0 }]) {
      const { status, body } = await api.get(path, query)
      expect(status, JSON.stringify(query)).toBe(400)
      expect(body.errors?.length).toBeGreaterThan(0)
    }
    expect((await anonymous.get(path, { team_id: engineering.team_id })).text).toBe(INVALID_TOKEN)
    const dana = await loginAs(mock, login, 'dana@acme.test')
    for (const [client, teamId] of [
      [api, MISSING],
      [api, globexTeam.team_id],
      [dana, engineering.team_id],
    ] as const) {
      const { status, body } = await client.get(path, { team_id: teamId })
      expect(status).toBe(404)
      expect(body.message).toBe('Team not found')
    }
  })
})

describe('Create New Workspace', () => {
  it('creates a workspace in the team, lists it and logs it', async () => {
    const { status, body } = await api.post('/workspaces/create', {
      team_id: design.team_id,
      name: '  Illustrations ',
      description: 'Drawings',
    })
    expect(status).toBe(200)
    expect(body.message).toBe('Workspace created')
    expect(body.result).toEqual({
      workspace_id: expect.any(String),
      team_id: design.team_id,
      name: 'Illustrations',
      description: 'Drawings',
      created_at: NOW,
      updated_at: NOW,
    })
    expect((await api.get('/workspaces/info', { workspace_id: body.result.workspace_id })).body.result).toEqual(body.result)
    expect(await names('/workspaces', { team_id: design.team_id })).toContain('Illustrations')
    const logs = await api.get('/teams/logs', { team_id: design.team_id, page_size: 1 })
    expect(logs.body.result.items[0]).toMatchObject({
      action: 'workspace.created',
      actor: { user_id: alice.user_id },
      target: { type: 'workspace', id: body.result.workspace_id, name: 'Illustrations' },
    })
  })

  it('lets an admin create one, with an empty description by default', async () => {
    const bob = await loginAs(mock, login, 'bob@acme.test')
    const { status, body } = await bob.post('/workspaces/create', { team_id: engineering.team_id, name: 'Infra' })
    expect(status).toBe(200)
    expect(body.result.description).toBe('')
  })

  it('answers 409 for a name the team already has, whatever its case, and changes nothing', async () => {
    const before = workspaceState()
    const { status, body } = await api.post('/workspaces/create', { team_id: engineering.team_id, name: 'platform' })
    expect(status).toBe(409)
    expect(body.message).toBe('A workspace with this name already exists in the team')
    expect(workspaceState()).toBe(before)
    // Another team may use the name.
    expect((await api.post('/workspaces/create', { team_id: design.team_id, name: 'Platform' })).status).toBe(200)
  })

  it('answers 400 with the field for a missing, blank or long name or a bad team id, and changes nothing', async () => {
    const before = workspaceState()
    for (const [body, field] of [
      [{ team_id: engineering.team_id }, 'name'],
      [{ team_id: engineering.team_id, name: '   ' }, 'name'],
      [{ team_id: engineering.team_id, name: 'x'.repeat(121) }, 'name'],
      [{ team_id: engineering.team_id, name: 'Ok', description: 7 }, 'description'],
      [{ name: 'Ok' }, 'team_id'],
      [{ team_id: 'nope', name: 'Ok' }, 'team_id'],
    ] as const) {
      const response = await api.post('/workspaces/create', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.errors?.map((e) => e.field)).toContain(field)
    }
    expect(workspaceState()).toBe(before)
  })

  it('answers the fixed 401, 403 to an editor or a viewer, and 404 to a non-member, changing nothing', async () => {
    const before = workspaceState()
    expect((await anonymous.post('/workspaces/create', { team_id: engineering.team_id, name: 'X' })).text).toBe(INVALID_TOKEN)
    const carol = await loginAs(mock, login, 'carol@acme.test')
    const asVictor = await login('viewer-api-key')
    for (const client of [carol, asVictor]) {
      const { status, body } = await client.post('/workspaces/create', { team_id: engineering.team_id, name: 'X' })
      expect(status).toBe(403)
      expect(body.message).toBe('Forbidden')
    }
    const grace = await login('globex-api-key')
    expect((await grace.post('/workspaces/create', { team_id: engineering.team_id, name: 'X' })).status).toBe(404)
    expect((await api.post('/workspaces/create', { team_id: globexTeam.team_id, name: 'X' })).status).toBe(404)
    expect(workspaceState()).toBe(before)
  })
})

describe('Get Workspace Details', () => {
  it("answers a workspace of the caller's team, to a viewer too", async () => {
    const asVictor = await login('viewer-api-key')
    const { status, body } = await asVictor.get('/workspaces/info', { workspace_id: platform.workspace_id })
    expect(status).toBe(200)
    expect(body.result).toEqual({
      workspace_id: platform.workspace_id,
      team_id: engineering.team_id,
      name: 'Platform',
      description: platform.description,
      created_at: platform.created_at,
      updated_at: platform.updated_at,
    })
  })

  it("answers the caller's own drive, but 404 for another user's drive or another account's workspace", async () => {
    const own = await api.get('/workspaces/info', { workspace_id: driveOf(alice.user_id).workspace_id })
    expect(own.body.result.team_id).toBeNull()
    for (const workspaceId of [driveOf(victor.user_id).workspace_id, globexLab.workspace_id, MISSING]) {
      const { status, body } = await api.get('/workspaces/info', { workspace_id: workspaceId })
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: 'Workspace not found', result: null, errors: null, except: null })
    }
  })

  it('answers 400 for a bad id and the fixed 401', async () => {
    const bad = await api.get('/workspaces/info', { workspace_id: '123' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ field: 'workspace_id', message: 'Must be a UUID' }])
    expect((await anonymous.get('/workspaces/info', { workspace_id: platform.workspace_id })).text).toBe(INVALID_TOKEN)
  })
})

describe('Update workspace', () => {
  it('renames a workspace and changes its description, and logs it', async () => {
    mock.clock.advance(60_000)
    const { status, body } = await api.put('/workspaces/update', {
      workspace_id: platform.workspace_id,
      name: 'Core',
      description: 'The core',
    })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({
      name: 'Core',
      description: 'The core',
      created_at: platform.created_at,
      updated_at: '2026-01-15T09:01:00.000Z',
    })
    expect(await names('/workspaces', { team_id: engineering.team_id })).toEqual(['Core', 'Mobile'])
    const logs = await api.get('/teams/logs', { team_id: engineering.team_id, action: 'workspace.updated' })
    expect(logs.body.result.items[0].target).toEqual({ type: 'workspace', id: platform.workspace_id, name: 'Core' })
  })

  it("keeps its own name (any case) without conflict, and lets a drive's owner rename the drive", async () => {
    expect((await api.put('/workspaces/update', { workspace_id: platform.workspace_id, name: 'PLATFORM' })).status).toBe(200)
    const asVictor = await login('viewer-api-key')
    const drive = await asVictor.put('/workspaces/update', { workspace_id: driveOf(victor.user_id).workspace_id, name: 'My files' })
    expect(drive.status).toBe(200)
    expect((await asVictor.get('/workspaces/drive')).body.result.name).toBe('My files')
  })

  it('answers 409 for a name another workspace of the team has, and changes nothing', async () => {
    const before = workspaceState()
    const { status } = await api.put('/workspaces/update', { workspace_id: platform.workspace_id, name: 'mobile' })
    expect(status).toBe(409)
    expect(workspaceState()).toBe(before)
  })

  it('answers 400, the fixed 401, 403 by role and 404, changing nothing', async () => {
    const before = workspaceState()
    for (const [body, field] of [
      [{ workspace_id: platform.workspace_id }, 'name'],
      [{ workspace_id: platform.workspace_id, name: '' }, 'name'],
      [{ name: 'X' }, 'workspace_id'],
    ] as const) {
      const response = await api.put('/workspaces/update', body)
      expect(response.status).toBe(400)
      expect(response.body.errors?.map((e) => e.field)).toContain(field)
    }
    expect((await anonymous.put('/workspaces/update', { workspace_id: platform.workspace_id, name: 'X' })).text).toBe(INVALID_TOKEN)
    const carol = await loginAs(mock, login, 'carol@acme.test')
    const asVictor = await login('viewer-api-key')
    for (const client of [carol, asVictor]) {
      expect((await client.put('/workspaces/update', { workspace_id: platform.workspace_id, name: 'X' })).status).toBe(403)
    }
    for (const workspaceId of [globexLab.workspace_id, driveOf(victor.user_id).workspace_id, MISSING]) {
      expect((await api.put('/workspaces/update', { workspace_id: workspaceId, name: 'X' })).status).toBe(404)
    }
    expect(workspaceState()).toBe(before)
  })
})

describe('Delete workspace', () => {
  it('removes the workspace with its folders, documents and bytes, leaving no orphan, and logs it', async () => {
    const id = platform.workspace_id
    const folders = mock.db.folders.by('workspace', id).map((f) => f.folder_id)
    const documents = mock.db.documents.by('workspace', id).map((d) => d.document_id)
    expect(folders.length).toBeGreaterThan(0)
    expect(documents.length).toBeGreaterThan(0)
    const { status, body } = await api.delete('/workspaces/delete', { workspace_id: id })
    expect(status).toBe(200)
    expect(body.result).toEqual({ workspace_id: id, deleted_folders: folders.length, deleted_documents: documents.length })
    expect(mock.db.workspaces.get(id)).toBeUndefined()
    for (const folderId of folders) expect(mock.db.folders.get(folderId)).toBeUndefined()
    for (const documentId of documents) {
      expect(mock.db.documents.get(documentId)).toBeUndefined()
      expect(mock.db.blobs.get(documentId)).toBeUndefined()
    }
    const workspaceIds = new Set(mock.db.workspaces.all().map((w) => w.workspace_id))
    expect(mock.db.folders.all().filter((f) => !workspaceIds.has(f.workspace_id))).toEqual([])
    expect(mock.db.documents.all().filter((d) => !workspaceIds.has(d.workspace_id))).toEqual([])
    expect(mock.db.blobs.all().filter((b) => !mock.db.documents.has(b.document_id))).toEqual([])
    expect((await api.get('/workspaces/info', { workspace_id: id })).status).toBe(404)
    const logs = await api.get('/teams/logs', { team_id: engineering.team_id, page_size: 1 })
    expect(logs.body.result.items[0]).toMatchObject({ action: 'workspace.deleted', target: { type: 'workspace', id, name: 'Platform' } })
  })

  it('lets an admin delete one, and answers 404 once it is gone', async () => {
    const bob = await loginAs(mock, login, 'bob@acme.test')
    expect((await bob.delete('/workspaces/delete', { workspace_id: platform.workspace_id })).status).toBe(200)
    expect((await bob.delete('/workspaces/delete', { workspace_id: platform.workspace_id })).status).toBe(404)
  })

  it('answers 409 for an account drive, and keeps it', async () => {
    const before = workspaceState()
    const { status, body } = await api.delete('/workspaces/delete', { workspace_id: driveOf(alice.user_id).workspace_id })
    expect(status).toBe(409)
    expect(body.message).toBe('An account drive cannot be deleted')
    expect(workspaceState()).toBe(before)
  })

  it('answers 400, the fixed 401, 403 by role and 404 for what the caller cannot see, changing nothing', async () => {
    const before = workspaceState()
    expect((await api.delete('/workspaces/delete', {})).body.errors).toEqual([{ field: 'workspace_id', message: 'Required' }])
    expect((await api.delete('/workspaces/delete', { workspace_id: 'x' })).status).toBe(400)
    expect((await anonymous.delete('/workspaces/delete', { workspace_id: platform.workspace_id })).text).toBe(INVALID_TOKEN)
    const carol = await loginAs(mock, login, 'carol@acme.test')
    const asVictor = await login('viewer-api-key')
    for (const client of [carol, asVictor]) {
      const { status, body } = await client.delete('/workspaces/delete', { workspace_id: platform.workspace_id })
      expect(status).toBe(403)
      expect(body.message).toBe('Forbidden')
    }
    const grace = await login('globex-api-key')
    expect((await grace.delete('/workspaces/delete', { workspace_id: platform.workspace_id })).status).toBe(404)
    for (const workspaceId of [globexLab.workspace_id, driveOf(victor.user_id).workspace_id, MISSING]) {
      expect((await api.delete('/workspaces/delete', { workspace_id: workspaceId })).status).toBe(404)
    }
    expect(workspaceState()).toBe(before)
  })
})
