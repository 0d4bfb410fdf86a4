import { describe, expect, it } from 'vitest'
import {
  bytesIn,
  documentNamed as doc,
  driveOf as drive,
  folderId as folder,
  orphans,
  stream,
  treeState,
  workspaceId as workspace,
  names,
} from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { useSignedIn } from './support/mock.js'

const { mock, api, viewer } = useSignedIn()
const { engineering, alice } = fixtures

const PLATFORM = workspace('Platform')
const MOBILE = workspace('Mobile')
const BRAND = workspace('Brand')
const LAB = workspace('Lab')
const ACTIVE = doc('Gateway spec.pdf').document_id
const ARCHIVED = doc('Old diagram.png').document_id
const GLOBEX_DOC = doc('Lab notes.txt').document_id

const lastLog = () => mock.db.teamLogs.by('team', engineering.team_id).at(-1)
const logCount = () => mock.db.teamLogs.by('team', engineering.team_id).length

describe('Archive and Restore', () => {
  it('goes active → archived → active, each step logged, leaving and rejoining the default listing', async () => {
    const listed = async (status?: string) =>
      names(
        (await api.get('/documents', { workspace_id: PLATFORM, folder_id: folder('Q1'), ...(status ? { status } : {}) })).body.result.items,
      )
    mock.clock.advance(1000)
    const archived = await api.put('/documents/archive', { document_id: ACTIVE })
    expect(archived.status).toBe(200)
    expect(archived.body.result).toMatchObject({ status: 'archived', archived_at: '2026-01-15T09:00:01.000Z', folder_id: folder('Q1') })
    expect(lastLog()).toMatchObject({ action: 'document.archived', target: { id: ACTIVE } })
    expect(await listed()).not.toContain('Gateway spec.pdf')
    expect(await listed('archived')).toEqual(['Gateway spec.pdf'])
    expect(await listed('all')).toContain('Gateway spec.pdf')

    const again = await api.put('/documents/archive', { document_id: ACTIVE })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The document is already archived')

    const restored = await api.put('/documents/restore', { document_id: ACTIVE })
    expect(restored.status).toBe(200)
    expect(restored.body.result).toMatchObject({ status: 'active', archived_at: null, folder_id: folder('Q1') })
    expect(lastLog()).toMatchObject({ action: 'document.restored', target: { id: ACTIVE } })
    expect(await listed()).toContain('Gateway spec.pdf')
    const twice = await api.put('/documents/restore', { document_id: ACTIVE })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('The document is not archived')
  })

  it('keeps an archived document streamable and deletable but not movable', async () => {
    const streamed = await stream(api, ARCHIVED)
    expect(streamed.status).toBe(200)
    expect(streamed.bytes.byteLength).toBe(864)
    const move = await api.put('/documents/move', { document_id: ARCHIVED, folder_id: null })
    expect(move.status).toBe(409)
    expect(move.body.message).toBe('The document is archived: restore it before moving it')
    expect((await api.delete('/documents/delete', { document_id: ARCHIVED })).status).toBe(200)
    expect(mock.db.documents.has(ARCHIVED)).toBe(false)
  })

  it("answers 409 on the wrong state, 403 to a viewer and 404 for another account's document, changing nothing", async () => {
    const before = treeState(mock.db)
    expect((await api.put('/documents/archive', { document_id: ARCHIVED })).status).toBe(409)
    expect((await api.put('/documents/restore', { document_id: ACTIVE })).status).toBe(409)
    expect((await viewer.put('/documents/archive', { document_id: ACTIVE })).status).toBe(403)
    expect((await viewer.put('/documents/restore', { document_id: ARCHIVED })).status).toBe(403)
    expect((await api.put('/documents/archive', { document_id: GLOBEX_DOC })).status).toBe(404)
    expect((await api.put('/documents/restore', {})).status).toBe(400)
    expect(treeState(mock.db)).toBe(before)
  })
})

describe('Move Document', () => {
  it('moves a document to another folder and to the root of its workspace', async () => {
    const before = logCount()
    const into = await api.put('/documents/move', { document_id: ACTIVE, folder_id: folder('Diagrams') })
    expect(into.status).toBe(200)
    expect(into.body.result).toMatchObject({ workspace_id: PLATFORM, folder_id: folder('Diagrams') })
    expect(names((await api.get('/folders/content', { folder_id: folder('Diagrams') })).body.result.items)).toContain('Gateway spec.pdf')
    const root = await api.put('/documents/move', { document_id: ACTIVE, folder_id: null })
    expect(root.body.result.folder_id).toBeNull()
    expect(logCount()).toBe(before + 2)
    expect(lastLog()).toMatchObject({ action: 'document.moved', target: { id: ACTIVE } })
  })

  it('moves a document into another workspace of the team, moving its bytes with it', async () => {
    const [platform, mobile] = [bytesIn(mock.db, PLATFORM), bytesIn(mock.db, MOBILE)]
    const { status, body } = await api.put('/documents/move', { document_id: ACTIVE, folder_id: folder('Releases'), workspace_id: MOBILE })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ workspace_id: MOBILE, folder_id: folder('Releases') })
    expect(bytesIn(mock.db, PLATFORM)).toBe(platform - 736)
    expect(bytesIn(mock.db, MOBILE)).toBe(mobile + 736)
    expect(names((await api.get('/documents', { workspace_id: MOBILE, q: 'gateway' })).body.result.items)).toEqual(['Gateway spec.pdf'])
    expect((await stream(api, ACTIVE)).bytes.byteLength).toBe(736)
    expect(orphans(mock.db)).toEqual([])
  })

  it('answers 409 out of the team or the drive, 404 for a folder elsewhere, 403 to a viewer — changing nothing', async () => {
    const before = treeState(mock.db)
    const crossTeam = await api.put('/documents/move', { document_id: ACTIVE, folder_id: null, workspace_id: BRAND })
    expect(crossTeam.status).toBe(409)
    const fromDrive = await api.put('/documents/move', {
      document_id: doc('Notes.txt').document_id,
      folder_id: null,
      workspace_id: PLATFORM,
    })
    expect(fromDrive.status).toBe(409)
    const toDrive = await api.put('/documents/move', { document_id: ACTIVE, folder_id: null, workspace_id: drive(alice.user_id) })
    expect(toDrive.status).toBe(409)
    const elsewhere = await api.put('/documents/move', { document_id: ACTIVE, folder_id: folder('Releases') })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.message).toBe('Folder not found')
    expect((await api.put('/documents/move', { document_id: ACTIVE, folder_id: null, workspace_id: LAB })).status).toBe(404)
    expect((await api.put('/documents/move', { document_id: ACTIVE })).body.errors).toEqual([{ field: 'folder_id', message: 'Required' }])
    expect((await viewer.put('/documents/move', { document_id: ACTIVE, folder_id: null })).status).toBe(403)
    expect(treeState(mock.db)).toBe(before)
  })
})

describe('Delete Document', () => {
  it('removes the document and its bytes, with one log entry, and frees its bytes', async () => {
    const storage = (await api.get('/teams/data', { team_id: engineering.team_id })).body.result.stats.storage_bytes
    const before = logCount()
    const { status, body } = await api.delete('/documents/delete', { document_id: ACTIVE })
    expect(status).toBe(200)
    expect(body.result).toEqual({ document_id: ACTIVE })
    expect(mock.db.documents.has(ACTIVE)).toBe(false)
    expect(mock.db.blobs.has(ACTIVE)).toBe(false)
    expect(orphans(mock.db)).toEqual([])
    expect(logCount()).toBe(before + 1)
    expect(lastLog()).toMatchObject({ action: 'document.deleted', target: { id: ACTIVE, name: 'Gateway spec.pdf' } })
    expect((await api.get('/teams/data', { team_id: engineering.team_id })).body.result.stats.storage_bytes).toBe(storage - 736)
    expect((await api.get('/documents/info', { document_id: ACTIVE })).status).toBe(404)
    expect((await api.delete('/documents/delete', { document_id: ACTIVE })).status).toBe(404)
  })

  it("frees the drive's used_bytes and logs nothing for a drive document", async () => {
    const notes = doc('Notes.txt')
    const used = (await api.get('/workspaces/drive')).body.result.used_bytes
    const logs = mock.db.teamLogs.count()
    expect((await api.delete('/documents/delete', { document_id: notes.document_id })).status).toBe(200)
    expect((await api.get('/workspaces/drive')).body.result.used_bytes).toBe(used - notes.size_bytes)
    expect(mock.db.teamLogs.count()).toBe(logs)
  })

  it("answers 403 to a viewer and 404 for another account's document, changing nothing", async () => {
    const before = treeState(mock.db)
    expect((await viewer.delete('/documents/delete', { document_id: ACTIVE })).status).toBe(403)
    expect((await api.delete('/documents/delete', { document_id: GLOBEX_DOC })).status).toBe(404)
    expect((await api.delete('/documents/delete', { document_id: 'x' })).status).toBe(400)
    expect(treeState(mock.db)).toBe(before)
  })
})
