import { isoNow } from '../../db/clock.js'
import { placeKey } from '../../db/db.js'
import type { DocumentRecord, FolderRecord, TeamLogRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'
import { pageBounds } from '../../http/pagination.js'
import { authorizeWorkspace } from '../workspaces/access.js'
import { destinationOf, folderFor, folderIn, recordWrite } from './place.js'
import type { ContentItem } from './present.js'
import type { CreateFolderBody, FolderContentQuery, FoldersQuery, MoveFolderBody, UpdateFolderBody } from './schema.js'
import { ancestorsOf, isWithin, subtreeOf } from './tree.js'
import { CONFLICTS } from '../conflicts.js'

const target = (folder: FolderRecord): TeamLogRecord['target'] => ({ type: 'folder', id: folder.folder_id, name: folder.name })

/**
 * One level of a workspace's tree: one page of the folders directly in
 * `parent_id`, or at the root, and their total (reads the page only).
 * @example
 * listFolders(state, caller, { workspace_id, page: 1, page_size: 20 })
 */
export function listFolders(state: State, caller: Caller, query: FoldersQuery): { items: FolderRecord[]; total: number } {
  const { workspace } = authorizeWorkspace(state, caller, query.workspace_id, 'folder.read')
  const parent = folderIn(state, workspace.workspace_id, query.parent_id ?? null)
  const key = placeKey(workspace.workspace_id, parent?.folder_id ?? null)
  const { start, end } = pageBounds(query)
  return { items: state.db.folders.slice('place', key, start, end), total: state.db.folders.countBy('place', key) }
}

/**
 * Creates a folder at the root of a workspace or inside `parent_id` of the same workspace.
 * @example
 * createFolder(state, caller, { workspace_id, name: 'Specs' })
 */
export function createFolder(state: State, caller: Caller, input: CreateFolderBody): FolderRecord {
  const { workspace } = authorizeWorkspace(state, caller, input.workspace_id, 'folder.write')
  const parent = folderIn(state, workspace.workspace_id, input.parent_id ?? null)
  const now = isoNow(state.clock)
  const folder = state.db.folders.insert({
    folder_id: state.random.uuid(),
    workspace_id: workspace.workspace_id,
    parent_id: parent?.folder_id ?? null,
    name: input.name,
    created_at: now,
    updated_at: now,
  })
  recordWrite(state, caller, workspace, 'folder.created', target(folder))
  return folder
}

/** A folder with its ancestors and the counts of what it holds directly. */
export interface FolderDetails {
  readonly folder: FolderRecord
  readonly ancestors: FolderRecord[]
  readonly counts: { folders: number; documents: number }
}

/**
 * Get Folder Details: the folder, its path from the root and its direct counts.
 * @example
 * const { folder, ancestors } = getFolder(state, caller, folder_id)
 */
export function getFolder(state: State, caller: Caller, folderId: string): FolderDetails {
  const { folder } = folderFor(state, caller, folderId, 'folder.read')
  const key = placeKey(folder.workspace_id, folder.folder_id)
  return {
    folder,
    ancestors: ancestorsOf(state, folder),
    counts: { folders: state.db.folders.countBy('place', key), documents: state.db.documents.countBy('place', key) },
  }
}

/**
 * Get Folder Content: one page of the sub-folders, then the documents of the
 * chosen `status`, and the total. Reads the page and no more: the totals
 * come from the `place` index sizes (and `archivedPlace` for the status),
 * the folders and documents of the page from `slice`, so page 1 of a folder
 * of 10k entries costs what it costs for 1k.
 * @example
 * folderContent(state, caller, { folder_id, status: 'active', page: 1, page_size: 20 })
 */
export function folderContent(state: State, caller: Caller, query: FolderContentQuery): { items: ContentItem[]; total: number } {
  const { folder } = folderFor(state, caller, query.folder_id, 'folder.read')
  const { folders, documents } = state.db
  const key = placeKey(folder.workspace_id, folder.folder_id)
  const { start, end } = pageBounds(query)
  const folderCount = folders.countBy('place', key)
  const items: ContentItem[] = folders.slice('place', key, start, end).map((record) => ({ type: 'folder', record }))
  const all = documents.countBy('place', key)
  const archived = documents.countBy('archivedPlace', key)
  const documentCount = query.status === 'all' ? all : query.status === 'archived' ? archived : all - archived
  // Filtered from the `place` list (not read from `archivedPlace`) to keep the folder's own order.
  const keep = query.status === 'all' ? undefined : (d: DocumentRecord) => d.status === query.status
  if (end > folderCount) {
    for (const record of documents.slice('place', key, Math.max(0, start - folderCount), end - folderCount, keep))
      items.push({ type: 'document', record })
  }
  return { items, total: folderCount + documentCount }
}

/**
 * Renames a folder.
 * @example
 * renameFolder(state, caller, { folder_id, name: 'Archive' })
 */
export function renameFolder(state: State, caller: Caller, input: UpdateFolderBody): FolderRecord {
  const { folder, workspace } = folderFor(state, caller, input.folder_id, 'folder.write')
  const updated = state.db.folders.update(folder.folder_id, { name: input.name, updated_at: isoNow(state.clock) })
  recordWrite(state, caller, workspace, 'folder.updated', target(updated))
  return updated
}

/**
 * Deletes a folder with every folder and document (and its bytes) below it.
 * @example
 * const { folders, documents } = deleteFolder(state, caller, folder_id)
 */
export function deleteFolder(state: State, caller: Caller, folderId: string): { folder: FolderRecord; folders: number; documents: number } {
  const { folder, workspace } = folderFor(state, caller, folderId, 'folder.write')
  const { db } = state
  const subtree = subtreeOf(state, folder)
  for (const document of subtree.documents) {
    db.blobs.delete(document.document_id)
    db.documents.delete(document.document_id)
  }
  for (const each of subtree.folders) db.folders.delete(each.folder_id)
  recordWrite(state, caller, workspace, 'folder.deleted', target(folder))
  return { folder, folders: subtree.folders.length, documents: subtree.documents.length }
}

/**
 * Moves a folder with its whole subtree under `parent_id` (null: the root),
 * also into another workspace of the same team, whose id every folder and
 * document of the subtree then takes. Into itself or its own subtree is 409.
 * @example
 * moveFolder(state, caller, { folder_id, parent_id: null, workspace_id: otherWorkspace })
 */
export function moveFolder(state: State, caller: Caller, input: MoveFolderBody): FolderRecord {
  const { folder, workspace } = folderFor(state, caller, input.folder_id, 'folder.write')
  const to = destinationOf(state, caller, workspace, input.workspace_id, input.parent_id, 'folder.write')
  if (isWithin(state, to.folder, folder.folder_id)) {
    throw ApiError.conflict(CONFLICTS.intoOwnSubtree)
  }
  const { db } = state
  const workspaceId = to.workspace.workspace_id
  // Read the subtree before the first write: its place keys change with the workspace.
  const subtree = workspaceId === folder.workspace_id ? undefined : subtreeOf(state, folder)
  const moved = db.folders.update(folder.folder_id, {
    workspace_id: workspaceId,
    parent_id: to.folder?.folder_id ?? null,
    updated_at: isoNow(state.clock),
  })
  if (subtree) {
    for (const each of subtree.folders.slice(1)) db.folders.update(each.folder_id, { workspace_id: workspaceId })
    for (const document of subtree.documents) db.documents.update(document.document_id, { workspace_id: workspaceId })
  }
  recordWrite(state, caller, workspace, 'folder.moved', target(moved))
  return moved
}
