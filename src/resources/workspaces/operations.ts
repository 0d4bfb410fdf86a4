import { isoNow } from '../../db/clock.js'
import type { TeamLogRecord, WorkspaceRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'
import { appendLog } from '../logs/operations.js'
import { authorizeTeam } from '../members/roles.js'
import { authorizeWorkspace } from './access.js'
import { removeWorkspace, storedBytes } from './cascade.js'
import type { CreateWorkspaceBody, DeletedWorkspaceView, UpdateWorkspaceBody } from './schema.js'
import { CONFLICTS } from '../conflicts.js'

const target = (workspace: WorkspaceRecord): TeamLogRecord['target'] => ({
  type: 'workspace',
  id: workspace.workspace_id,
  name: workspace.name,
})

/**
 * The caller's account drive (`team_id: null`) and the bytes stored in it.
 * @example
 * const { drive, usedBytes } = getDrive(state, caller)
 */
export function getDrive(state: State, caller: Caller): { drive: WorkspaceRecord; usedBytes: number } {
  const drive = state.db.workspaces.by('driveOwner', caller.user.user_id).find((workspace) => workspace.team_id === null)
  if (!drive) throw ApiError.notFound('Drive')
  return { drive, usedBytes: storedBytes(state, drive.workspace_id) }
}

/**
 * A team's workspaces in the order they were added, optionally those whose name contains `q`
 * (whatever the case). The one operation behind all three listings of a
 * team's workspaces, so they always answer the same set.
 * @example
 * listTeamWorkspaces(state, caller, team_id, 'plat')
 */
export function listTeamWorkspaces(state: State, caller: Caller, teamId: string, q?: string): WorkspaceRecord[] {
  authorizeTeam(state, caller, teamId, 'workspace.read')
  const workspaces = state.db.workspaces.by('team', teamId)
  const needle = q?.toLowerCase()
  return needle ? workspaces.filter((workspace) => workspace.name.toLowerCase().includes(needle)) : workspaces
}

/**
 * Creates a workspace in a team (admin or owner). Names are unique in a team,
 * whatever the case: a taken name answers 409.
 * @example
 * createWorkspace(state, caller, { team_id, name: 'Roadmap' })
 */
export function createWorkspace(state: State, caller: Caller, input: CreateWorkspaceBody): WorkspaceRecord {
  const { team } = authorizeTeam(state, caller, input.team_id, 'workspace.create')
  assertNameFree(state, team.team_id, input.name)
  const now = isoNow(state.clock)
  const workspace = state.db.workspaces.insert({
    workspace_id: state.random.uuid(),
    account_id: team.account_id,
    team_id: team.team_id,
    owner_id: null,
    name: input.name,
    description: input.description ?? '',
    quota_bytes: null,
    created_at: now,
    updated_at: now,
  })
  appendLog(state, caller, team.team_id, 'workspace.created', target(workspace))
  return workspace
}

/**
 * One workspace the caller can see: a workspace of one of their teams, or their own drive.
 * @example
 * getWorkspace(state, caller, workspace_id)
 */
export function getWorkspace(state: State, caller: Caller, workspaceId: string): WorkspaceRecord {
  return authorizeWorkspace(state, caller, workspaceId, 'workspace.read').workspace
}

/**
 * Renames a workspace or changes its description (admin or owner; the owner
 * of a drive may rename it). A name taken in the team answers 409.
 * @example
 * updateWorkspace(state, caller, { workspace_id, description: 'Specs' })
 */
export function updateWorkspace(state: State, caller: Caller, input: UpdateWorkspaceBody): WorkspaceRecord {
  const { workspace } = authorizeWorkspace(state, caller, input.workspace_id, 'workspace.update')
  if (input.name !== undefined && workspace.team_id !== null) assertNameFree(state, workspace.team_id, input.name, workspace.workspace_id)
  const patch: Partial<WorkspaceRecord> = { updated_at: isoNow(state.clock) }
  if (input.name !== undefined) patch.name = input.name
  if (input.description !== undefined) patch.description = input.description
  const updated = state.db.workspaces.update(workspace.workspace_id, patch)
  if (updated.team_id !== null) appendLog(state, caller, updated.team_id, 'workspace.updated', target(updated))
  return updated
}

/**
 * Deletes a team's workspace with every folder, document and stored byte in
 * it (admin or owner). An account drive cannot be deleted: 409.
 * @example
 * deleteWorkspace(state, caller, workspace_id) // { workspace_id, deleted_folders: 4, deleted_documents: 9 }
 */
export function deleteWorkspace(state: State, caller: Caller, workspaceId: string): DeletedWorkspaceView {
  const { workspace } = authorizeWorkspace(state, caller, workspaceId, 'workspace.delete')
  if (workspace.team_id === null) throw ApiError.conflict(CONFLICTS.driveDelete)
  const { db } = state
  const deleted: DeletedWorkspaceView = {
    workspace_id: workspaceId,
    deleted_folders: db.folders.countBy('workspace', workspaceId),
    deleted_documents: db.documents.countBy('workspace', workspaceId),
  }
  removeWorkspace(state, workspaceId)
  appendLog(state, caller, workspace.team_id, 'workspace.deleted', target(workspace))
  return deleted
}

function assertNameFree(state: State, teamId: string, name: string, exceptId?: string): void {
  const wanted = name.toLowerCase()
  const taken = state.db.workspaces
    .by('team', teamId)
    .some((workspace) => workspace.workspace_id !== exceptId && workspace.name.toLowerCase() === wanted)
  if (taken) throw ApiError.conflict(CONFLICTS.workspaceNameTaken)
}
