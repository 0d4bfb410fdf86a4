import type { FolderRecord, TeamLogRecord, WorkspaceRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'
import { appendLog } from '../logs/operations.js'
import type { Action } from '../members/roles.js'
import { authorizeWorkspace } from '../workspaces/access.js'
import { CONFLICTS } from '../conflicts.js'

/** Where a folder or a document sits: a workspace and a folder of it (null: the root). */
export interface Place {
  readonly workspace: WorkspaceRecord
  readonly folder: FolderRecord | null
}

/**
 * The folder, if the caller may take the action in its workspace. A folder
 * that does not exist or that the caller cannot see answers 404 `Folder not found`.
 * @example
 * const { folder, workspace } = folderFor(state, caller, folder_id, 'folder.write')
 */
export function folderFor(
  state: State,
  caller: Caller,
  folderId: string,
  action: Action,
): { folder: FolderRecord; workspace: WorkspaceRecord } {
  const folder = state.db.folders.get(folderId)
  if (!folder) throw ApiError.notFound('Folder')
  const { workspace } = authorizeWorkspace(state, caller, folder.workspace_id, action, 'Folder')
  return { folder, workspace }
}

/**
 * The folder `folderId` of a workspace (null for the root); a folder of any
 * other workspace answers 404 `Folder not found`, as a missing one does.
 * @example
 * const parent = folderIn(state, workspace.workspace_id, body.parent_id ?? null)
 */
export function folderIn(state: State, workspaceId: string, folderId: string | null): FolderRecord | null {
  if (folderId === null) return null
  const folder = state.db.folders.get(folderId)
  if (!folder || folder.workspace_id !== workspaceId) throw ApiError.notFound('Folder')
  return folder
}

/**
 * The destination of a move. `workspaceId` defaults to the item's own
 * workspace; another workspace must be one the caller may write in (404/403)
 * and of the same team (409: a drive's items stay in that drive, and items
 * never cross teams). `folderId` must be a folder of the destination (404).
 * @example
 * const to = destinationOf(state, caller, workspace, body.workspace_id, body.parent_id, 'folder.write')
 */
export function destinationOf(
  state: State,
  caller: Caller,
  from: WorkspaceRecord,
  workspaceId: string | undefined,
  folderId: string | null,
  action: Action,
): Place {
  let workspace = from
  if (workspaceId !== undefined && workspaceId !== from.workspace_id) {
    workspace = authorizeWorkspace(state, caller, workspaceId, action).workspace
    if (from.team_id === null || workspace.team_id !== from.team_id) {
      throw ApiError.conflict(CONFLICTS.acrossTeams)
    }
  }
  return { workspace, folder: folderIn(state, workspace.workspace_id, folderId) }
}

/**
 * Records a successful write: one team log entry in a team's workspace,
 * nothing in a drive (a drive has no team, so no log).
 * @example
 * recordWrite(state, caller, workspace, 'folder.created', { type: 'folder', id: folder.folder_id, name: folder.name })
 */
export function recordWrite(
  state: State,
  caller: Caller,
  workspace: WorkspaceRecord,
  action: string,
  target: TeamLogRecord['target'],
): void {
  if (workspace.team_id !== null) appendLog(state, caller, workspace.team_id, action, target)
}
