import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './support/client.js'
import { driveOf, folderId as folder, MISSING, names, treeState, upload, workspaceId as workspace } from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { loginAs } from './support/login-as.js'
import { useSignedIn } from './support/mock.js'

const { mock, anonymous, login, api, viewer } = useSignedIn()
const { engineering, alice } = fixtures
const drive = driveOf

const PLATFORM = workspace('Platform')
const LAB = workspace('Lab')

const logsOf = (teamId: string) => mock.db.teamLogs.by('team', teamId)

describe('Get Folders', () => {
  it('lists the root level of a workspace when parent_id is absent', async () => {
    const { status, body } = await api.get('/folders', { workspace_id: PLATFORM })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ page: 1, page_size: 20, total: 2, total_pages: 1 })
    expect(names(body.result.items)).toEqual(['Specs', 'Diagrams'])
    expect(body.result.items[0]).toEqual({
      folder_id: folder('Specs'),
      workspace_id: PLATFORM,
      parent_id: null,
      name: 'Specs',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  it('lists one level below parent_id, in the drive too', async () => {
    expect(names((await api.get('/folders', { workspace_id: PLATFORM, parent_id: folder('Specs') })).body.result.items)).toEqual(['2026'])
    expect(names((await api.get('/folders', { workspace_id: PLATFORM, parent_id: folder('Q1') })).body.result.items)).toEqual([])
    expect(names((await api.get('/folders', { workspace_id: drive(alice.user_id) })).body.result.items)).toEqual(['Personal'])
  })

  it('pages one level of the tree, with its total', async () => {
    for (const name of ['Third', 'Fourth', 'Fifth']) await api.post('/folders/create', { workspace_id: PLATFORM, name })
    const pages = []
    for (let page = 1; page <= 3; page++) {
      const { body } = await api.get('/folders', { workspace_id: PLATFORM, page, page_size: 2 })
      expect(body.result).toMatchObject({ page, page_size: 2, total: 5, total_pages: 3 })
      pages.push(...names(body.result.items))
    }
    expect(pages).toEqual(['Specs', 'Diagrams', 'Third', 'Fourth', 'Fifth'])
    expect((await api.get('/folders', { workspace_id: PLATFORM, page: 4, page_size: 2 })).body.result).toMatchObject({
      items: [],
      total: 5,
    })
  })

  it('answers 400 naming the field for a missing or malformed id', async () => {
    expect((await api.get('/folders')).body.errors).toEqual([{ field: 'workspace_id', message: 'Required' }])
    const bad = await api.get('/folders', { workspace_id: PLATFORM, parent_id: 'nope' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ field: 'parent_id', message: 'Must be a UUID' }])
  })

  it('answers the fixed 401 body without a valid token', async () => {
    const { status, text } = await anonymous.get('/folders', { workspace_id: PLATFORM })
    expect(status).toBe(401)
    expect(text).toBe(INVALID_TOKEN)
  })

  it("answers 404 for another account's workspace, another user's drive, or a parent of another workspace", async () => {
    for (const workspace_id of [LAB, drive(fixtures.victor.user_id), MISSING]) {
      const { status, body } = await api.get('/folders', { workspace_id })
      expect(status).toBe(404)
      expect(body.message).toBe('Workspace not found')
    }
    const other = await api.get('/folders', { workspace_id: PLATFORM, parent_id: folder('Releases') })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Folder not found')
  })

  it('answers 404 to an invited member who has not joined the team', async () => {
    const dana = await loginAs(mock, login, 'dana@acme.test')
    expect((await dana.get('/folders', { workspace_id: PLATFORM })).status).toBe(404)
  })
})

describe('Create Folder', () => {
  it('creates a folder at the root and one inside it, each with one team log entry', async () => {
    const before = logsOf(engineering.team_id).length
    const root = await api.post('/folders/create', { workspace_id: PLATFORM, name: '  Drafts  ' })
    expect(root.status).toBe(200)
    expect(root.body.result).toMatchObject({ workspace_id: PLATFORM, parent_id: null, name: 'Drafts' })
    const child = await api.post('/folders/create', { workspace_id: PLATFORM, name: 'Drafts', parent_id: root.body.result.folder_id })
    expect(child.body.result.parent_id).toBe(root.body.result.folder_id)
    expect(names((await api.get('/folders', { workspace_id: PLATFORM })).body.result.items)).toEqual(['Specs', 'Diagrams', 'Drafts'])
    const logs = logsOf(engineering.team_id)
    expect(logs.length).toBe(before + 2)
    expect(logs.at(-1)).toMatchObject({
      action: 'folder.created',
      target: { type: 'folder', id: child.body.result.folder_id, name: 'Drafts' },
    })
  })

  it("creates a folder in the caller's drive without touching any team log", async () => {
    const logs = mock.db.teamLogs.count()
    const { status, body } = await api.post('/folders/create', { workspace_id: drive(alice.user_id), name: 'Taxes' })
    expect(status).toBe(200)
    expect(body.result.workspace_id).toBe(drive(alice.user_id))
    expect(mock.db.teamLogs.count()).toBe(logs)
  })

  it('answers 400 for an empty, too long or control-character name and changes nothing', async () => {
    const before = treeState(mock.db)
    for (const name of ['', '   ', 'x'.repeat(256), 'a\nb']) {
      const { status, body } = await api.post('/folders/create', { workspace_id: PLATFORM, name })
      expect(status, JSON.stringify(name)).toBe(400)
      expect(body.errors![0]!.field).toBe('name')
    }
    expect((await api.post('/folders/create', { name: 'x' })).body.errors).toEqual([{ field: 'workspace_id', message: 'Required' }])
    expect(treeState(mock.db)).toBe(before)
  })

  it('answers 403 to a viewer and 404 for a parent of another workspace, changing nothing', async () => {
    const before = treeState(mock.db)
    const forbidden = await viewer.post('/folders/create', { workspace_id: PLATFORM, name: 'Nope' })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toEqual({ success: false, message: 'Forbidden', result: null, errors: null, except: null })
    const elsewhere = await api.post('/folders/create', { workspace_id: PLATFORM, name: 'Nope', parent_id: folder('Releases') })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.message).toBe('Folder not found')
    expect((await api.post('/folders/create', { workspace_id: LAB, name: 'Nope' })).status).toBe(404)
    expect(treeState(mock.db)).toBe(before)
  })
})

describe('Get Folder Details', () => {
  it('answers the folder with its path from the root and its direct counts', async () => {
    const { status, body } = await api.get('/folders/info', { folder_id: folder('2026') })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({
      folder_id: folder('2026'),
      parent_id: folder('Specs'),
      path: [{ folder_id: folder('Specs'), name: 'Specs' }],
      folder_count: 1,
      document_count: 1,
    })
    expect((await viewer.get('/folders/info', { folder_id: folder('Q1') })).body.result.path.map((p: { name: string }) => p.name)).toEqual([
      'Specs',
      '2026',
    ])
  })

  it("answers 404 Folder not found for a missing folder or another account's", async () => {
    for (const folder_id of [MISSING, folder('Results')]) {
      const { status, body } = await api.get('/folders/info', { folder_id })
      expect(status).toBe(404)
      expect(body.message).toBe('Folder not found')
    }
  })
})

describe('Get Folder Content', () => {
  it('lists sub-folders first, then the active documents', async () => {
    const { status, body } = await api.get('/folders/content', { folder_id: folder('Specs') })
    expect(status).toBe(200)
    expect(body.result.items.map((i: { type: string; name: string }) => `${i.type}:${i.name}`)).toEqual([
      'folder:2026',
      'document:Storage design.pdf',
    ])
    expect(body.result.items[1]).toMatchObject({ type: 'document', status: 'active', mime_type: 'application/pdf', size_bytes: 736 })
  })

  it('filters documents by status and pages across folders and documents', async () => {
    const list = async (query: Record<string, string | number>) =>
      (await api.get('/folders/content', { folder_id: folder('Diagrams'), ...query })).body.result
    expect(names((await list({})).items)).toEqual(['System diagram.png'])
    expect(names((await list({ status: 'archived' })).items)).toEqual(['Old diagram.png'])
    expect(names((await list({ status: 'all' })).items)).toEqual(['System diagram.png', 'Old diagram.png'])
    const second = (await api.get('/folders/content', { folder_id: folder('Specs'), page: 2, page_size: 1 })).body.result
    expect(second).toMatchObject({ page: 2, page_size: 1, total: 2, total_pages: 2 })
    expect(names(second.items)).toEqual(['Storage design.pdf'])
  })

  it("cuts pages that join up to the whole content for every status, in the folder's own order", async () => {
    const specs = folder('Specs')
    await api.post('/folders/create', { workspace_id: PLATFORM, parent_id: specs, name: 'Later' })
    const uploaded = []
    for (const name of ['A.txt', 'B.txt', 'C.txt', 'D.txt'])
      uploaded.push(await upload(api, name, name, 'text/plain', { workspace_id: PLATFORM, folder_id: specs }))
    // Archived out of order: the archived listing still follows the folder's order (A before C).
    for (const document of [uploaded[2], uploaded[0]])
      expect((await api.put('/documents/archive', { document_id: document.document_id })).status).toBe(200)
    const expected = {
      active: ['2026', 'Later', 'Storage design.pdf', 'B.txt', 'D.txt'],
      archived: ['2026', 'Later', 'A.txt', 'C.txt'],
      all: ['2026', 'Later', 'Storage design.pdf', 'A.txt', 'B.txt', 'C.txt', 'D.txt'],
    }
    for (const [status, whole] of Object.entries(expected)) {
      for (const page_size of [1, 2, 3, 100]) {
        const pages: string[] = []
        for (let page = 1; page <= Math.ceil(whole.length / page_size) + 1; page++) {
          const { body } = await api.get('/folders/content', { folder_id: specs, status, page, page_size })
          expect(body.result).toMatchObject({ page, page_size, total: whole.length, total_pages: Math.ceil(whole.length / page_size) })
          pages.push(...names(body.result.items))
        }
        expect(pages, `${status}, ${page_size} a page`).toEqual(whole)
      }
    }
  })

  it("answers 400 for an unknown status and 404 for another account's folder", async () => {
    const bad = await api.get('/folders/content', { folder_id: folder('Specs'), status: 'deleted' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors![0]!.field).toBe('status')
    expect((await api.get('/folders/content', { folder_id: folder('Results') })).status).toBe(404)
  })
})

describe('Update Folder', () => {
  it('renames a folder and logs folder.updated', async () => {
    const { status, body } = await api.put('/folders/update', { folder_id: folder('Specs'), name: 'Specifications' })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ folder_id: folder('Specs'), name: 'Specifications' })
    expect(logsOf(engineering.team_id).at(-1)).toMatchObject({ action: 'folder.updated', target: { name: 'Specifications' } })
  })

  it('answers 400, 403 and 404 as appropriate, changing nothing', async () => {
    const before = treeState(mock.db)
    expect((await api.put('/folders/update', { folder_id: folder('Specs') })).body.errors).toEqual([{ field: 'name', message: 'Required' }])
    expect((await viewer.put('/folders/update', { folder_id: folder('Specs'), name: 'X' })).status).toBe(403)
    expect((await api.put('/folders/update', { folder_id: folder('Results'), name: 'X' })).status).toBe(404)
    expect(treeState(mock.db)).toBe(before)
  })
})
