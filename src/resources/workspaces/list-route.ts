import { ok } from '../../http/envelope.js'
import { paginate, pageOf } from '../../http/pagination.js'
import { defineRoute, type Route } from '../../http/route.js'
import { listTeamWorkspaces } from './operations.js'
import { presentWorkspace, WorkspaceView } from './present.js'
import { WorkspacesQuery } from './schema.js'

/** Where one of the service's listings of a team's workspaces lives, and its name. */
export interface TeamWorkspacesRouteSpec {
  readonly path: string
  readonly group: string
  readonly operation: string
}

/**
 * One listing of a team's workspaces. The service has three (Get Team
 * workspaces, Get Workspaces By Team, Get Team Workspaces); all are made
 * here, over one operation, one query and one result shape, so a client may
 * use any of them and get the same set.
 * @example
 * defineTeamWorkspacesRoute({ path: '/workspaces/team', group: 'Workspaces', operation: 'Get Team Workspaces' })
 */
export function defineTeamWorkspacesRoute({ path, group, operation }: TeamWorkspacesRouteSpec): Route {
  return defineRoute({
    method: 'GET',
    path,
    group,
    operation,
    summary: "The team's workspaces in the order they were added, paginated; `q` keeps those whose name contains it (any case).",
    query: WorkspacesQuery,
    result: pageOf(WorkspaceView),
    errors: [404],
    handle: ({ query, state, caller }) =>
      ok('Workspaces retrieved', paginate(listTeamWorkspaces(state, caller, query.team_id, query.q), query, presentWorkspace)),
  })
}
