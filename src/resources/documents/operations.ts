import { isoNow } from '../../db/clock.js'
import { placeKey } from '../../db/db.js'
import type { BlobRecord, DocumentRecord, TeamLogRecord, WorkspaceRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'
import { pageBounds } from '../../http/pagination.js'
import type { Action } from '../members/roles.js'
import { destinationOf, folderIn, recordWrite } from '../folders/place.js'
import { authorizeWorkspace } from '../workspaces/access.js'
import type { DocumentsQuery, MoveDocumentBody, UpdateDocumentBody } from './schema.js'
import { CONFLICTS } from '../conflicts.js'

/**
 * The log target of a document.
 * @example
 * recordWrite(state, caller, workspace, 'document.archived', documentTarget(document))
 */
export const documentTarget = (document: DocumentRecord): TeamLogRecord['target'] => ({
  type: 'document',
  id: document.document_id,
  name: document.name,
})

/**
 * The document, if the caller may take the action in its workspace. A
 * document that does not exist or that the caller cannot see answers 404
 * `Document not found`; a role too weak answers 403.
 * @example
 * const { document, workspace } = documentFor(state, caller, document_id, 'document.write')
 */
export function documentFor(
  state: State,
  caller: Caller,
  documentId: string,
  action: Action,
): { document: DocumentRecord; workspace: WorkspaceRecord } {
  const document = state.db.documents.get(documentId)
  if (!document) throw ApiError.notFound('Document')
  const { workspace } = authorizeWorkspace(state, caller, document.workspace_id, action, 'Document')
  return { document, workspace }
}

/**
 * Get Document By Workspace: one page of the workspace's documents, or of one
 * folder's (`root`: the root level), of the chosen status, whose name contains
 * `q`. Without `q` it reads only the page and takes the total from the index
 * sizes, so the first page of 100k documents costs what it costs for 1k.
 * @example
 * listDocuments(state, caller, { workspace_id, status: 'active', page: 1, page_size: 20 })
 */
export function listDocuments(state: State, caller: Caller, query: DocumentsQuery): { items: DocumentRecord[]; total: number } {
  const { workspace } = authorizeWorkspace(state, caller, query.workspace_id, 'document.read')
  const { documents } = state.db
  const [index, archivedIndex, key] =
    query.folder_id === undefined
      ? (['workspace', 'archivedWorkspace', workspace.workspace_id] as const)
      : ([
          'place',
          'archivedPlace',
          placeKey(
            workspace.workspace_id,
            folderIn(state, workspace.workspace_id, query.folder_id === 'root' ? null : query.folder_id)?.folder_id ?? null,
          ),
        ] as const)
  const { start, end } = pageBounds(query)
  const needle = query.q?.toLowerCase()
  if (needle) {
    const matching = documents
      .by(index, key)
      .filter((d) => (query.status === 'all' || d.status === query.status) && d.name.toLowerCase().includes(needle))
    return { items: matching.slice(start, end), total: matching.length }
  }
  const all = documents.countBy(index, key)
  const archived = documents.countBy(archivedIndex, key)
  if (query.status === 'archived') return { items: documents.slice(archivedIndex, key, start, end), total: archived }
  if (query.status === 'all') return { items: documents.slice(index, key, start, end), total: all }
  return { items: documents.slice(index, key, start, end, (d) => d.status === 'active'), total: all - archived }
}

/**
 * Renames a document or changes its description; 409 while it is archived.
 * @example
 * updateDocument(state, caller, { document_id, name: 'Spec v2.pdf' })
 */
export function updateDocument(state: State, caller: Caller, input: UpdateDocumentBody): DocumentRecord {
  const { document, workspace } = documentFor(state, caller, input.document_id, 'document.write')
  if (document.status === 'archived') throw ApiError.conflict(CONFLICTS.archivedEdit)
  const patch: Partial<DocumentRecord> = { updated_at: isoNow(state.clock) }
  if (input.name !== undefined) patch.name = input.name
  if (input.description !== undefined) patch.description = input.description
  const updated = state.db.documents.update(document.document_id, patch)
  recordWrite(state, caller, workspace, 'document.updated', documentTarget(updated))
  return updated
}

/**
 * active → archived; 409 when it is archived already.
 * @example
 * archiveDocument(state, caller, document_id).archived_at // now
 */
export function archiveDocument(state: State, caller: Caller, documentId: string): DocumentRecord {
  const { document, workspace } = documentFor(state, caller, documentId, 'document.write')
  if (document.status === 'archived') throw ApiError.conflict(CONFLICTS.alreadyArchived)
  const now = isoNow(state.clock)
  const archived = state.db.documents.update(document.document_id, { status: 'archived', archived_at: now, updated_at: now })
  recordWrite(state, caller, workspace, 'document.archived', documentTarget(archived))
  return archived
}

/**
 * archived → active, in the folder it was archived in; 409 when it is not archived.
 * @example
 * restoreDocument(state, caller, document_id).status // 'active'
 */
export function restoreDocument(state: State, caller: Caller, documentId: string): DocumentRecord {
  const { document, workspace } = documentFor(state, caller, documentId, 'document.write')
  if (document.status !== 'archived') throw ApiError.conflict(CONFLICTS.notArchived)
  const restored = state.db.documents.update(document.document_id, { status: 'active', archived_at: null, updated_at: isoNow(state.clock) })
  recordWrite(state, caller, workspace, 'document.restored', documentTarget(restored))
  return restored
}

/**
 * Moves a document into `folder_id` (null: the root), also into another
 * workspace of the same team; 409 while it is archived.
 * @example
 * moveDocument(state, caller, { document_id, folder_id: null, workspace_id: otherWorkspace })
 */
export function moveDocument(state: State, caller: Caller, input: MoveDocumentBody): DocumentRecord {
  const { document, workspace } = documentFor(state, caller, input.document_id, 'document.write')
  if (document.status === 'archived') throw ApiError.conflict(CONFLICTS.archivedMove)
  const to = destinationOf(state, caller, workspace, input.workspace_id, input.folder_id, 'document.write')
  const moved = state.db.documents.update(document.document_id, {
    workspace_id: to.workspace.workspace_id,
    folder_id: to.folder?.folder_id ?? null,
    updated_at: isoNow(state.clock),
  })
  recordWrite(state, caller, workspace, 'document.moved', documentTarget(moved))
  return moved
}

/**
 * Deletes a document and its bytes, archived or not.
 * @example
 * deleteDocument(state, caller, document_id)
 */
export function deleteDocument(state: State, caller: Caller, documentId: string): DocumentRecord {
  const { document, workspace } = documentFor(state, caller, documentId, 'document.write')
  state.db.blobs.delete(document.document_id)
  state.db.documents.delete(document.document_id)
  recordWrite(state, caller, workspace, 'document.deleted', documentTarget(document))
  return document
}

/**
 * A document and its bytes, for Stream Document (archived documents stream too).
 * @example
 * const { document, blob } = openDocument(state, caller, document_id)
 */
export function openDocument(state: State, caller: Caller, documentId: string): { document: DocumentRecord; blob: BlobRecord } {
  const { document } = documentFor(state, caller, documentId, 'document.read')
  const blob = state.db.blobs.get(document.document_id)
  // Every write stores a document with its bytes; a document without them could only come from a hand-edited db.
  if (!blob) throw ApiError.notFound('Document')
  return { document, blob }
}
