import type { Role, WorkspaceRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'
import { can, membershipOf, type Action } from '../members/roles.js'

/**
 * The workspace, if the caller may take the action in it: in a team's
 * workspace by the caller's team role, in a drive only as its owner. A
 * workspace the caller cannot see answers 404 `Workspace not found`, exactly
 * as one that does not exist; a role too weak answers 403.
 * @example
 * const { workspace } = authorizeWorkspace(state, caller, workspace_id, 'document.write')
 */
export function authorizeWorkspace(
  state: State,
  caller: Caller,
  workspaceId: string,
  action: Action,
  notFound = 'Workspace',
): { workspace: WorkspaceRecord; role: Role } {
  const workspace = state.db.workspaces.get(workspaceId)
  const role = workspace ? roleIn(state, caller, workspace) : undefined
  if (!workspace || !role) throw ApiError.notFound(notFound)
  if (!can(role, action)) throw ApiError.forbidden()
  return { workspace, role }
}

/** The caller's role in a workspace: its team role, or owner of its own drive. */
export function roleIn(state: State, caller: Caller, workspace: WorkspaceRecord): Role | undefined {
  if (workspace.account_id !== caller.user.account_id) return undefined
  if (workspace.team_id === null) return workspace.owner_id === caller.user.user_id ? 'owner' : undefined
  return membershipOf(state, caller, workspace.team_id)?.role
}
