import { ok } from '../../http/envelope.js'
import { defineRoute, type Route } from '../../http/route.js'
import { defineTeamWorkspacesRoute } from './list-route.js'
import { createWorkspace, deleteWorkspace, getDrive, getWorkspace, updateWorkspace } from './operations.js'
import { DriveView, presentDrive, presentWorkspace, WorkspaceView } from './present.js'
import { CreateWorkspaceBody, DeletedWorkspaceView, DeleteWorkspaceBody, UpdateWorkspaceBody, WorkspaceIdQuery } from './schema.js'
import { CONFLICTS } from '../conflicts.js'

const group = 'Workspaces'

/** The Workspaces group (operations 12–18). */
export const workspaceRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/workspaces/drive',
    group,
    operation: 'Get Account Drive',
    summary: "The caller's personal workspace (`team_id: null`) with the bytes its documents take and its quota.",
    result: DriveView,
    errors: [404],
    handle({ state, caller }) {
      const { drive, usedBytes } = getDrive(state, caller)
      return ok('Drive retrieved', presentDrive(drive, usedBytes))
    },
  }),
  defineTeamWorkspacesRoute({ path: '/workspaces', group, operation: 'Get Workspaces By Team' }),
  defineRoute({
    method: 'POST',
    path: '/workspaces/create',
    group,
    operation: 'Create New Workspace',
    summary: 'Creates a workspace in a team (admin or owner); a name taken in the team answers 409.',
    body: CreateWorkspaceBody,
    result: WorkspaceView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.workspaceNameTaken],
    handle: ({ body, state, caller }) => ok('Workspace created', presentWorkspace(createWorkspace(state, caller, body))),
  }),
  defineRoute({
    method: 'GET',
    path: '/workspaces/info',
    group,
    operation: 'Get Workspace Details',
    summary: "One workspace of the caller's teams, or the caller's own drive.",
    query: WorkspaceIdQuery,
    result: WorkspaceView,
    errors: [404],
    handle: ({ query, state, caller }) => ok('Workspace retrieved', presentWorkspace(getWorkspace(state, caller, query.workspace_id))),
  }),
  defineTeamWorkspacesRoute({ path: '/workspaces/team', group, operation: 'Get Team Workspaces' }),
  defineRoute({
    method: 'PUT',
    path: '/workspaces/update',
    group,
    operation: 'Update workspace',
    summary: 'Renames a workspace or changes its description (admin or owner, or the owner of a drive).',
    body: UpdateWorkspaceBody,
    result: WorkspaceView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.workspaceNameTaken],
    handle: ({ body, state, caller }) => ok('Workspace updated', presentWorkspace(updateWorkspace(state, caller, body))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/workspaces/delete',
    group,
    operation: 'Delete workspace',
    summary: "Deletes a team's workspace with its folders and documents (admin or owner); a drive answers 409.",
    body: DeleteWorkspaceBody,
    result: DeletedWorkspaceView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.driveDelete],
    handle: ({ body, state, caller }) => ok('Workspace deleted', deleteWorkspace(state, caller, body.workspace_id)),
  }),
]
