import type { Role, TeamRecord } from '../../db/schema.js'
import type { TeamDataView, TeamStats, TeamView } from './schema.js'

/** A team as the service sends it, with the caller's own role in it. */
export function presentTeam(team: TeamRecord, role: Role): TeamView {
  return {
    team_id: team.team_id,
    name: team.name,
    description: team.description,
    owner_id: team.owner_id,
    role,
    created_at: team.created_at,
    updated_at: team.updated_at,
  }
}

export function presentTeamData(team: TeamRecord, role: Role, stats: TeamStats): TeamDataView {
  return { ...presentTeam(team, role), stats: { ...stats } }
}
