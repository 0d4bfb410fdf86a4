import { describe, expect, it } from 'vitest'
import { bytesIn, driveOf, folderId as folder, orphans, treeState, workspaceId as workspace, names } from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { useSignedIn } from './support/mock.js'

const { mock, api, viewer } = useSignedIn()
const { acme, engineering, alice } = fixtures
const drive = driveOf

const PLATFORM = workspace('Platform')
const MOBILE = workspace('Mobile')
const BRAND = workspace('Brand')
const LAB = workspace('Lab')

const logsOf = (teamId: string) => mock.db.teamLogs.by('team', teamId)

describe('Delete Folder', () => {
  it('removes the whole subtree with its documents and their bytes, leaving no orphan', async () => {
    const doomed = ['Gateway spec.pdf', 'Rollout notes.txt', 'Capacity plan.csv', 'Roadmap.pdf', 'Storage design.pdf']
    const freed = acme.documents.filter((d) => doomed.includes(d.name)).reduce((sum, d) => sum + d.size_bytes, 0)
    const stored = bytesIn(mock.db, PLATFORM)
    const storage = (await api.get('/teams/data', { team_id: engineering.team_id })).body.result.stats.storage_bytes
    const { status, body } = await api.delete('/folders/delete', { folder_id: folder('Specs') })
    expect(status).toBe(200)
    expect(body.result).toEqual({ folder_id: folder('Specs'), deleted_folders: 3, deleted_documents: 5 })
    for (const name of ['Specs', '2026', 'Q1']) expect(mock.db.folders.has(folder(name))).toBe(false)
    for (const d of acme.documents.filter((d) => doomed.includes(d.name))) {
      expect(mock.db.documents.has(d.document_id)).toBe(false)
      expect(mock.db.blobs.has(d.document_id)).toBe(false)
    }
    expect(orphans(mock.db)).toEqual([])
    expect(bytesIn(mock.db, PLATFORM)).toBe(stored - freed)
    expect((await api.get('/teams/data', { team_id: engineering.team_id })).body.result.stats.storage_bytes).toBe(storage - freed)
    expect((await api.get('/folders/info', { folder_id: folder('Q1') })).status).toBe(404)
    expect(logsOf(engineering.team_id).at(-1)).toMatchObject({ action: 'folder.deleted', target: { id: folder('Specs') } })
  })

  it("answers 403 to a viewer and 404 for another account's folder, changing nothing", async () => {
    const before = treeState(mock.db)
    expect((await viewer.delete('/folders/delete', { folder_id: folder('Specs') })).status).toBe(403)
    expect((await api.delete('/folders/delete', { folder_id: folder('Results') })).status).toBe(404)
    expect((await api.delete('/folders/delete', {})).status).toBe(400)
    expect(treeState(mock.db)).toBe(before)
  })
})

describe('Move Folder', () => {
  it('moves a folder to the root or under another folder of its workspace', async () => {
    const before = logsOf(engineering.team_id).length
    const toRoot = await api.put('/folders/move', { folder_id: folder('Q1'), parent_id: null })
    expect(toRoot.status).toBe(200)
    expect(toRoot.body.result).toMatchObject({ folder_id: folder('Q1'), workspace_id: PLATFORM, parent_id: null })
    expect(names((await api.get('/folders', { workspace_id: PLATFORM })).body.result.items)).toEqual(['Specs', 'Diagrams', 'Q1'])
    await api.put('/folders/move', { folder_id: folder('Q1'), parent_id: folder('Diagrams') })
    expect(names((await api.get('/folders/content', { folder_id: folder('Diagrams') })).body.result.items)).toEqual([
      'Q1',
      'System diagram.png',
    ])
    expect(logsOf(engineering.team_id).length).toBe(before + 2)
    expect(logsOf(engineering.team_id).at(-1)).toMatchObject({ action: 'folder.moved', target: { id: folder('Q1') } })
    expect(orphans(mock.db)).toEqual([])
  })

  it('answers 409 for a move into the folder itself or any of its descendants, changing nothing', async () => {
    const before = treeState(mock.db)
    for (const parent_id of [folder('Specs'), folder('2026'), folder('Q1')]) {
      const { status, body } = await api.put('/folders/move', { folder_id: folder('Specs'), parent_id })
      expect(status).toBe(409)
      expect(body.message).toBe('A folder cannot be moved into itself or one of its own subfolders')
    }
    expect(treeState(mock.db)).toBe(before)
  })

  it('moves a whole subtree into another workspace of the same team', async () => {
    const subtree = ['Gateway spec.pdf', 'Rollout notes.txt', 'Capacity plan.csv', 'Roadmap.pdf', 'Storage design.pdf']
    const bytes = acme.documents.filter((d) => subtree.includes(d.name)).reduce((sum, d) => sum + d.size_bytes, 0)
    const [platformBytes, mobileBytes] = [bytesIn(mock.db, PLATFORM), bytesIn(mock.db, MOBILE)]
    const storage = (await api.get('/teams/data', { team_id: engineering.team_id })).body.result.stats.storage_bytes
    const { status, body } = await api.put('/folders/move', {
      folder_id: folder('Specs'),
      parent_id: folder('Releases'),
      workspace_id: MOBILE,
    })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ workspace_id: MOBILE, parent_id: folder('Releases') })
    for (const name of ['2026', 'Q1']) expect(mock.db.folders.get(folder(name))?.workspace_id).toBe(MOBILE)
    for (const d of acme.documents.filter((d) => subtree.includes(d.name)))
      expect(mock.db.documents.get(d.document_id)?.workspace_id).toBe(MOBILE)
    expect(names((await api.get('/folders', { workspace_id: MOBILE, parent_id: folder('Specs') })).body.result.items)).toEqual(['2026'])
    expect(names((await api.get('/documents', { workspace_id: MOBILE, folder_id: folder('Q1') })).body.result.items)).toHaveLength(3)
    expect(names((await api.get('/folders', { workspace_id: PLATFORM })).body.result.items)).toEqual(['Diagrams'])
    expect(bytesIn(mock.db, PLATFORM)).toBe(platformBytes - bytes)
    expect(bytesIn(mock.db, MOBILE)).toBe(mobileBytes + bytes)
    expect((await api.get('/teams/data', { team_id: engineering.team_id })).body.result.stats.storage_bytes).toBe(storage)
    expect(orphans(mock.db)).toEqual([])
  })

  it('answers 409 for a move to another team or in or out of a drive, changing nothing', async () => {
    const before = treeState(mock.db)
    const moves = [
      { folder_id: folder('Specs'), parent_id: null, workspace_id: BRAND },
      { folder_id: folder('Specs'), parent_id: null, workspace_id: drive(alice.user_id) },
      { folder_id: folder('Personal'), parent_id: null, workspace_id: PLATFORM },
    ]
    for (const move of moves) {
      const { status, body } = await api.put('/folders/move', move)
      expect(status).toBe(409)
      expect(body.message).toBe('Folders and documents move only between workspaces of the same team')
    }
    expect(treeState(mock.db)).toBe(before)
  })

  it('answers 400, 403 and 404 as appropriate, changing nothing', async () => {
    const before = treeState(mock.db)
    expect((await api.put('/folders/move', { folder_id: folder('Q1') })).body.errors).toEqual([{ field: 'parent_id', message: 'Required' }])
    expect((await viewer.put('/folders/move', { folder_id: folder('Q1'), parent_id: null })).status).toBe(403)
    const foreignParent = await api.put('/folders/move', { folder_id: folder('Q1'), parent_id: folder('Releases') })
    expect(foreignParent.status).toBe(404)
    expect(foreignParent.body.message).toBe('Folder not found')
    const foreignWorkspace = await api.put('/folders/move', { folder_id: folder('Q1'), parent_id: null, workspace_id: LAB })
    expect(foreignWorkspace.status).toBe(404)
    expect(foreignWorkspace.body.message).toBe('Workspace not found')
    expect((await api.put('/folders/move', { folder_id: folder('Results'), parent_id: null })).status).toBe(404)
    expect(treeState(mock.db)).toBe(before)
  })
})

describe('viewers', () => {
  it('read folders but answer 403 to every folder write', async () => {
    expect((await viewer.get('/folders', { workspace_id: PLATFORM })).status).toBe(200)
    expect((await viewer.get('/folders/info', { folder_id: folder('Specs') })).status).toBe(200)
    expect((await viewer.get('/folders/content', { folder_id: folder('Specs') })).status).toBe(200)
    const before = treeState(mock.db)
    const writes: Array<[string, string, object]> = [
      ['POST', '/folders/create', { workspace_id: PLATFORM, name: 'X' }],
      ['PUT', '/folders/update', { folder_id: folder('Specs'), name: 'X' }],
      ['PUT', '/folders/move', { folder_id: folder('Q1'), parent_id: null }],
      ['DELETE', '/folders/delete', { folder_id: folder('Specs') }],
    ]
    for (const [method, path, body] of writes) expect((await viewer.send(method, path, { body })).status, path).toBe(403)
    expect(treeState(mock.db)).toBe(before)
  })
})
