import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './support/client.js'
import { documentNamed as doc, folderId as folder, MISSING, stream, treeState, workspaceId as workspace, names } from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { useSignedIn } from './support/mock.js'

const { mock, anonymous, api, viewer } = useSignedIn()
const { engineering } = fixtures

const PLATFORM = workspace('Platform')
const LAB = workspace('Lab')
const ACTIVE = doc('Gateway spec.pdf').document_id
const ARCHIVED = doc('Old diagram.png').document_id
const GLOBEX_DOC = doc('Lab notes.txt').document_id

const lastLog = () => mock.db.teamLogs.by('team', engineering.team_id).at(-1)
const logCount = () => mock.db.teamLogs.by('team', engineering.team_id).length

describe('Get Document Info', () => {
  it("answers a document's metadata, archived ones too", async () => {
    const { status, body } = await api.get('/documents/info', { document_id: ACTIVE })
    expect(status).toBe(200)
    const fixture = doc('Gateway spec.pdf')
    expect(body.result).toEqual({
      document_id: ACTIVE,
      workspace_id: PLATFORM,
      folder_id: folder('Q1'),
      name: 'Gateway spec.pdf',
      description: fixture.description,
      mime_type: 'application/pdf',
      size_bytes: 736,
      status: 'active',
      archived_at: null,
      created_by: fixture.created_by,
      created_at: fixture.created_at,
      updated_at: fixture.updated_at,
    })
    const archived = await viewer.get('/documents/info', { document_id: ARCHIVED })
    expect(archived.body.result).toMatchObject({ status: 'archived', archived_at: expect.any(String) })
  })

  it("answers 400 for a malformed id, 401 without a token, 404 for a missing or another account's document", async () => {
    expect((await api.get('/documents/info', { document_id: 'x' })).body.errors).toEqual([
      { field: 'document_id', message: 'Must be a UUID' },
    ])
    expect((await anonymous.get('/documents/info', { document_id: ACTIVE })).text).toBe(INVALID_TOKEN)
    for (const document_id of [MISSING, GLOBEX_DOC, doc('Notes.txt').document_id]) {
      const { status, body } = await viewer.get('/documents/info', { document_id })
      expect(status).toBe(404)
      expect(body.message).toBe('Document not found')
    }
  })
})

describe('Get Document By Workspace', () => {
  const list = async (query: Record<string, string | number>) =>
    (await api.get('/documents', { workspace_id: PLATFORM, page_size: 100, ...query })).body.result

  it('lists the active documents of every folder of the workspace by default', async () => {
    const result = await list({})
    expect(result.total).toBe(8)
    expect(names(result.items)).not.toContain('Old diagram.png')
  })

  it('filters by status, folder (root for the root level) and name', async () => {
    expect(names((await list({ status: 'archived' })).items)).toEqual(['Old diagram.png'])
    expect((await list({ status: 'all' })).total).toBe(9)
    expect(names((await list({ folder_id: folder('Q1') })).items)).toEqual(['Gateway spec.pdf', 'Rollout notes.txt', 'Capacity plan.csv'])
    expect(names((await list({ folder_id: 'root' })).items)).toEqual(['Platform readme.txt', 'Onboarding.pdf'])
    expect(names((await list({ q: 'PDF' })).items)).toEqual(['Gateway spec.pdf', 'Roadmap.pdf', 'Storage design.pdf', 'Onboarding.pdf'])
    expect(names((await list({ q: 'diagram', status: 'all', folder_id: folder('Diagrams') })).items)).toEqual([
      'System diagram.png',
      'Old diagram.png',
    ])
  })

  it('pages the list', async () => {
    const page = (await api.get('/documents', { workspace_id: PLATFORM, page: 3, page_size: 3 })).body.result
    expect(page).toMatchObject({ page: 3, page_size: 3, total: 8, total_pages: 3 })
    expect(page.items).toHaveLength(2)
  })

  it('pages each status exactly as the whole list would cut it, after archives and restores', async () => {
    const archive = (await list({})).items.filter((_: unknown, i: number) => i % 3 === 0)
    for (const d of archive) expect((await api.put('/documents/archive', { document_id: d.document_id })).status).toBe(200)
    await api.put('/documents/restore', { document_id: doc('Old diagram.png').document_id })
    for (const status of ['active', 'archived', 'all']) {
      const whole = (await list({ status })).items
      expect(whole.length, status).toBe((await list({ status })).total)
      const pages = []
      for (let page = 1; page <= Math.ceil(whole.length / 2) + 1; page++) {
        const result = (await api.get('/documents', { workspace_id: PLATFORM, status, page, page_size: 2 })).body.result
        expect(result.total, `${status} page ${page}`).toBe(whole.length)
        pages.push(...result.items)
      }
      expect(pages, status).toEqual(whole)
    }
    expect((await list({ status: 'archived' })).total).toBe(archive.length)
  })

  it("answers 400 for a bad filter, 404 for another account's workspace or a folder of another workspace", async () => {
    expect((await api.get('/documents', { workspace_id: PLATFORM, status: 'gone' })).body.errors![0]!.field).toBe('status')
    expect((await api.get('/documents', { workspace_id: PLATFORM, page_size: 101 })).body.errors![0]!.field).toBe('page_size')
    expect((await api.get('/documents', { workspace_id: PLATFORM, folder_id: 'nope' })).status).toBe(400)
    expect((await api.get('/documents', { workspace_id: LAB })).body.message).toBe('Workspace not found')
    expect((await api.get('/documents', { workspace_id: PLATFORM, folder_id: folder('Releases') })).body.message).toBe('Folder not found')
  })
})

describe('Update Document', () => {
  it('renames a document and changes its description, with one log entry', async () => {
    const before = logCount()
    mock.clock.advance(60_000)
    const { status, body } = await api.put('/documents/update', {
      document_id: ACTIVE,
      name: 'Gateway spec v2.pdf',
      description: 'Second draft',
    })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ name: 'Gateway spec v2.pdf', description: 'Second draft', updated_at: '2026-01-15T09:01:00.000Z' })
    expect(logCount()).toBe(before + 1)
    expect(lastLog()).toMatchObject({ action: 'document.updated', target: { type: 'document', id: ACTIVE, name: 'Gateway spec v2.pdf' } })
  })

  it('answers 409 for an archived document, 400 without a change, 403 to a viewer — changing nothing', async () => {
    const before = treeState(mock.db)
    const archived = await api.put('/documents/update', { document_id: ARCHIVED, name: 'New name.png' })
    expect(archived.status).toBe(409)
    expect(archived.body.message).toBe('The document is archived: restore it before changing it')
    expect((await api.put('/documents/update', { document_id: ACTIVE })).status).toBe(400)
    expect((await api.put('/documents/update', { document_id: ACTIVE, name: '' })).body.errors![0]!.field).toBe('name')
    expect((await viewer.put('/documents/update', { document_id: ACTIVE, name: 'X' })).status).toBe(403)
    expect((await api.put('/documents/update', { document_id: GLOBEX_DOC, name: 'X' })).status).toBe(404)
    expect(treeState(mock.db)).toBe(before)
  })
})

describe('viewers', () => {
  it('read and stream documents but answer 403 to every document write', async () => {
    expect((await viewer.get('/documents', { workspace_id: PLATFORM })).status).toBe(200)
    expect((await viewer.get('/documents/info', { document_id: ACTIVE })).status).toBe(200)
    expect((await stream(viewer, ACTIVE)).status).toBe(200)
    const before = treeState(mock.db)
    const writes: Array<[string, string, object]> = [
      ['PUT', '/documents/update', { document_id: ACTIVE, name: 'X' }],
      ['PUT', '/documents/archive', { document_id: ACTIVE }],
      ['PUT', '/documents/restore', { document_id: ARCHIVED }],
      ['PUT', '/documents/move', { document_id: ACTIVE, folder_id: null }],
      ['DELETE', '/documents/delete', { document_id: ACTIVE }],
    ]
    for (const [method, path, body] of writes) expect((await viewer.send(method, path, { body })).status, path).toBe(403)
    expect(treeState(mock.db)).toBe(before)
  })
})
