import type { Role, TeamRecord } from '../../db/schema.js'

/** A team as the service sends it, with the caller's own role in it. */
export function presentTeam(team: TeamRecord, role: Role) {
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
export type TeamView = ReturnType<typeof presentTeam>

/** Get Team Data's counts, kept consistent with what the other operations report. */
export interface TeamStats {
  member_count: number
  workspace_count: number
  folder_count: number
  document_count: number
  archived_document_count: number
  storage_bytes: number
  last_activity_at: string
}

export function presentTeamData(team: TeamRecord, role: Role, stats: TeamStats) {
  return { ...presentTeam(team, role), stats: { ...stats } }
}
