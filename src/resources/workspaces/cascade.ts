import type { State } from '../../db/state.js'

/**
 * Removes a workspace with every folder and document (and its bytes) in it,
 * so no orphan remains. Callers check permissions first: this cannot fail.
 * @example
 * removeWorkspace(state, workspace.workspace_id)
 */
export function removeWorkspace(state: State, workspaceId: string): void {
  const { db } = state
  for (const document of db.documents.by('workspace', workspaceId)) {
    db.blobs.delete(document.document_id)
    db.documents.delete(document.document_id)
  }
  for (const folder of db.folders.by('workspace', workspaceId)) db.folders.delete(folder.folder_id)
  db.workspaces.delete(workspaceId)
}

/** The bytes stored in a workspace, all documents counted (archived too). */
export function storedBytes(state: State, workspaceId: string): number {
  let total = 0
  for (const document of state.db.documents.by('workspace', workspaceId)) total += document.size_bytes
  return total
}
