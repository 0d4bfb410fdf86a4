import type { MemberRecord, Role, TeamRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'

/** Roles from least to most powerful; each holds every right of those before it. */
export const ROLES = ['viewer', 'editor', 'admin', 'owner'] as const satisfies readonly Role[]

/**
 * The permission table: the least role that may take each action in a team.
 * Written once, as data; the README prints it.
 */
export const PERMISSIONS = {
  'team.read': 'viewer',
  'team.update': 'admin',
  'team.delete': 'owner',
  'member.read': 'viewer',
  'member.add': 'admin',
  'log.read': 'viewer',
  'workspace.read': 'viewer',
  'workspace.create': 'admin',
  'workspace.update': 'admin',
  'workspace.delete': 'admin',
  'folder.read': 'viewer',
  'folder.write': 'editor',
  'document.read': 'viewer',
  'document.write': 'editor',
} as const satisfies Record<string, Role>

export type Action = keyof typeof PERMISSIONS

/** Whether a role may take an action. */
export function can(role: Role, action: Action): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(PERMISSIONS[action])
}

/** The caller's active membership of a team, if any. */
export function membershipOf(state: State, caller: Caller, teamId: string): MemberRecord | undefined {
  const [member] = state.db.members.by('teamUser', `${teamId}/${caller.user.user_id}`)
  return member?.status === 'active' ? member : undefined
}

/**
 * The team, if the caller may take the action in it. A team that does not
 * exist, belongs to another account, or that the caller is not a member of
 * answers 404 alike (no existence leak); a role too weak answers 403.
 * @example
 * const { team } = authorizeTeam(state, caller, team_id, 'team.update')
 */
export function authorizeTeam(state: State, caller: Caller, teamId: string, action: Action): { team: TeamRecord; member: MemberRecord } {
  const team = state.db.teams.get(teamId)
  const member = team && team.account_id === caller.user.account_id ? membershipOf(state, caller, teamId) : undefined
  if (!team || !member) throw ApiError.notFound('Team')
  if (!can(member.role, action)) throw ApiError.forbidden()
  return { team, member }
}
