import { ok } from '../../http/envelope.js'
import { paginate, pageFrom, pageOf, PageQuery } from '../../http/pagination.js'
import { defineRoute, type Route } from '../../http/route.js'
import { LogView, presentLog } from '../logs/present.js'
import { defineTeamWorkspacesRoute } from '../workspaces/list-route.js'
import { createTeam, deleteTeam, getTeam, listTeams, teamLogs, teamStats, updateTeam } from './operations.js'
import { presentTeam, presentTeamData } from './present.js'
import {
  CreateTeamBody,
  DeletedTeamView,
  DeleteTeamBody,
  TeamDataView,
  TeamIdQuery,
  TeamLogsQuery,
  TeamView,
  UpdateTeamBody,
} from './schema.js'

const group = 'Teams'

/** The Teams group of the contract (operations 2–9). */
export const teamRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/teams',
    group,
    operation: 'Get Account Teams',
    summary: 'The teams the caller is an active member of, oldest first.',
    query: PageQuery,
    result: pageOf(TeamView),
    handle: ({ query, state, caller }) =>
      ok(
        'Teams retrieved',
        paginate(listTeams(state, caller), query, ({ team, member }) => presentTeam(team, member.role)),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/teams/create',
    group,
    operation: 'Create Team',
    summary: "Creates a team in the caller's account; the caller becomes its owner.",
    body: CreateTeamBody,
    result: TeamView,
    handle({ body, state, caller }) {
      const { team, member } = createTeam(state, caller, body)
      return ok('Team created', presentTeam(team, member.role))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teams/info',
    group,
    operation: 'Get Team Details',
    summary: 'One team. Takes `team_id` in the query; a body such as `{}` is accepted and ignored.',
    query: TeamIdQuery,
    result: TeamView,
    errors: [404],
    handle({ query, state, caller }) {
      const { team, member } = getTeam(state, caller, query.team_id)
      return ok('Team retrieved', presentTeam(team, member.role))
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/teams/update',
    group,
    operation: 'Update Team Data',
    summary: 'Renames a team or changes its description (admin or owner).',
    body: UpdateTeamBody,
    result: TeamView,
    errors: [403, 404],
    handle({ body, state, caller }) {
      const { team, member } = updateTeam(state, caller, body)
      return ok('Team updated', presentTeam(team, member.role))
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/teams/delete',
    group,
    operation: 'Delete Team',
    summary: 'Deletes a team with its members, workspaces, folders, documents and logs (owner only).',
    body: DeleteTeamBody,
    result: DeletedTeamView,
    errors: [403, 404],
    handle({ body, state, caller }) {
      const team = deleteTeam(state, caller, body.team_id)
      return ok('Team deleted', { team_id: team.team_id })
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teams/data',
    group,
    operation: 'Get Team Data',
    summary: 'The team plus its counts: members, workspaces, folders, documents, bytes stored, last activity.',
    query: TeamIdQuery,
    result: TeamDataView,
    errors: [404],
    handle({ query, state, caller }) {
      const { team, member } = getTeam(state, caller, query.team_id)
      return ok('Team data retrieved', presentTeamData(team, member.role, teamStats(state, team)))
    },
  }),
  // The same listing as the Workspaces group's two: one operation, one shape.
  defineTeamWorkspacesRoute({ path: '/teams/workspaces', group, operation: 'Get Team workspaces' }),
  defineRoute({
    method: 'GET',
    path: '/teams/logs',
    group,
    operation: 'Get Team logs',
    summary: "The team's log, newest first, optionally one `action` only.",
    query: TeamLogsQuery,
    result: pageOf(LogView),
    errors: [404],
    handle({ query, state, caller }) {
      const { items, total } = teamLogs(state, caller, query)
      return ok('Team logs retrieved', pageFrom(items, total, query, presentLog))
    },
  }),
]
