import { ok } from '../../http/envelope.js'
import { readJson, readQuery } from '../../http/input.js'
import { paginate, PageQuery } from '../../http/pagination.js'
import { defineRoute, type Route } from '../../http/route.js'
import { presentLog } from '../logs/present.js'
import { presentWorkspace } from '../workspaces/present.js'
import { createTeam, deleteTeam, getTeam, listTeams, teamLogs, teamStats, teamWorkspaces, updateTeam } from './operations.js'
import { presentTeam, presentTeamData } from './present.js'
import { CreateTeamBody, DeleteTeamBody, TeamIdQuery, TeamLogsQuery, TeamPageQuery, UpdateTeamBody } from './schema.js'

/** The Teams group of the contract (operations 2–9). */
export const teamRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/teams',
    operation: 'Get Account Teams',
    handle({ url, state, caller }) {
      const page = readQuery(url, PageQuery)
      const teams = listTeams(state, caller)
      return ok('Teams retrieved', paginate(teams, page, ({ team, member }) => presentTeam(team, member.role)))
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/teams/create',
    operation: 'Create Team',
    async handle({ request, state, caller }) {
      const body = await readJson(request, CreateTeamBody)
      const { team, member } = createTeam(state, caller, body)
      return ok('Team created', presentTeam(team, member.role))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teams/info',
    operation: 'Get Team Details',
    handle({ url, state, caller }) {
      const { team_id } = readQuery(url, TeamIdQuery)
      const { team, member } = getTeam(state, caller, team_id)
      return ok('Team retrieved', presentTeam(team, member.role))
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/teams/update',
    operation: 'Update Team Data',
    async handle({ request, state, caller }) {
      const body = await readJson(request, UpdateTeamBody)
      const { team, member } = updateTeam(state, caller, body)
      return ok('Team updated', presentTeam(team, member.role))
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/teams/delete',
    operation: 'Delete Team',
    async handle({ request, state, caller }) {
      const { team_id } = await readJson(request, DeleteTeamBody)
      const team = deleteTeam(state, caller, team_id)
      return ok('Team deleted', { team_id: team.team_id })
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teams/data',
    operation: 'Get Team Data',
    handle({ url, state, caller }) {
      const { team_id } = readQuery(url, TeamIdQuery)
      const { team, member } = getTeam(state, caller, team_id)
      return ok('Team data retrieved', presentTeamData(team, member.role, teamStats(state, team)))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teams/workspaces',
    operation: 'Get Team workspaces',
    handle({ url, state, caller }) {
      const { team_id, ...page } = readQuery(url, TeamPageQuery)
      return ok('Workspaces retrieved', paginate(teamWorkspaces(state, caller, team_id), page, presentWorkspace))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teams/logs',
    operation: 'Get Team logs',
    handle({ url, state, caller }) {
      const { team_id, action, ...page } = readQuery(url, TeamLogsQuery)
      return ok('Team logs retrieved', paginate(teamLogs(state, caller, team_id, action), page, presentLog))
    },
  }),
]
