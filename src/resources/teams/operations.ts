import { compareTimes, isoNow } from '../../db/clock.js'
import type { MemberRecord, TeamLogRecord, TeamRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import type { Caller } from '../../http/auth.js'
import { appendLog, listLogs } from '../logs/operations.js'
import { authorizeTeam } from '../members/roles.js'
import { removeWorkspace } from '../workspaces/cascade.js'
import type { CreateTeamBody, TeamLogsQuery, TeamStats, UpdateTeamBody } from './schema.js'

type Membership = { team: TeamRecord; member: MemberRecord }

const target = (team: TeamRecord): TeamLogRecord['target'] => ({ type: 'team', id: team.team_id, name: team.name })

/** The teams the caller is an active member of, oldest first. */
export function listTeams(state: State, caller: Caller): Membership[] {
  const out: Membership[] = []
  for (const member of state.db.members.by('user', caller.user.user_id)) {
    const team = state.db.teams.get(member.team_id)
    if (team && member.status === 'active') out.push({ team, member })
  }
  return out.sort((a, b) => compareTimes(a.team.created_at, b.team.created_at))
}

/** Creates a team in the caller's account; the caller becomes its owner. */
export function createTeam(state: State, caller: Caller, input: CreateTeamBody): Membership {
  const now = isoNow(state.clock)
  const { user } = caller
  const team = state.db.teams.insert({
    team_id: state.random.uuid(),
    account_id: user.account_id,
    name: input.name,
    description: input.description ?? '',
    owner_id: user.user_id,
    created_at: now,
    updated_at: now,
  })
  const member = state.db.members.insert({
    member_id: state.random.uuid(),
    team_id: team.team_id,
    user_id: user.user_id,
    email: user.email,
    name: user.name,
    role: 'owner',
    status: 'active',
    joined_at: now,
  })
  appendLog(state, caller, team.team_id, 'team.created', target(team))
  return { team, member }
}

export function getTeam(state: State, caller: Caller, teamId: string): Membership {
  return authorizeTeam(state, caller, teamId, 'team.read')
}

export function updateTeam(state: State, caller: Caller, input: UpdateTeamBody): Membership {
  const { team, member } = authorizeTeam(state, caller, input.team_id, 'team.update')
  const patch: Partial<TeamRecord> = { updated_at: isoNow(state.clock) }
  if (input.name !== undefined) patch.name = input.name
  if (input.description !== undefined) patch.description = input.description
  const updated = state.db.teams.update(team.team_id, patch)
  appendLog(state, caller, team.team_id, 'team.updated', target(updated))
  return { team: updated, member }
}

/** Deletes a team with its members, workspaces (their folders and documents) and logs. */
export function deleteTeam(state: State, caller: Caller, teamId: string): TeamRecord {
  const { team } = authorizeTeam(state, caller, teamId, 'team.delete')
  const { db } = state
  for (const workspace of db.workspaces.by('team', teamId)) removeWorkspace(state, workspace.workspace_id)
  for (const member of db.members.by('team', teamId)) db.members.delete(member.member_id)
  for (const entry of db.teamLogs.by('team', teamId)) db.teamLogs.delete(entry.log_id)
  db.teams.delete(teamId)
  return team
}

/**
 * Get Team logs: one page of the team's log, newest first, and its total.
 * @example
 * const { items, total } = teamLogs(state, caller, { team_id, page: 1, page_size: 20 })
 */
export function teamLogs(state: State, caller: Caller, query: TeamLogsQuery): { items: TeamLogRecord[]; total: number } {
  authorizeTeam(state, caller, query.team_id, 'log.read')
  return listLogs(state, query.team_id, query.action, query)
}

/** The team's counts, computed from the same indexes the listings read. */
export function teamStats(state: State, team: TeamRecord): TeamStats {
  const { db } = state
  const stats: TeamStats = {
    member_count: db.members.countBy('team', team.team_id),
    workspace_count: 0,
    folder_count: 0,
    document_count: 0,
    archived_document_count: 0,
    storage_bytes: 0,
    last_activity_at: team.updated_at,
  }
  for (const workspace of db.workspaces.by('team', team.team_id)) {
    stats.workspace_count++
    stats.folder_count += db.folders.countBy('workspace', workspace.workspace_id)
    for (const document of db.documents.by('workspace', workspace.workspace_id)) {
      stats.document_count++
      if (document.status === 'archived') stats.archived_document_count++
      stats.storage_bytes += document.size_bytes
    }
  }
  const [latest] = db.teamLogs.sliceReverse('team', team.team_id, 0, 1)
  if (latest && latest.created_at > stats.last_activity_at) stats.last_activity_at = latest.created_at
  return stats
}
