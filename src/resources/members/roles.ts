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
  'member.add_owner': 'owner',
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

/** What each action of the permission table lets a member do, in the README's words. */
export const ACTION_DESCRIPTIONS = {
  'team.read': 'See the team and its data (stats)',
  'team.update': 'Rename the team or change its description',
  'team.delete': 'Delete the team with everything in it',
  'member.read': "List the team's members",
  'member.add': 'Add a member (any role but owner)',
  'member.add_owner': 'Add a member with the owner role',
  'log.read': "Read the team's log",
  'workspace.read': 'List workspaces and see one',
  'workspace.create': 'Create a workspace',
  'workspace.update': 'Rename a workspace or change its description',
  'workspace.delete': 'Delete a workspace with its folders and documents',
  'folder.read': 'List and see folders and their content',
  'folder.write': 'Create, rename, move and delete folders',
  'document.read': 'List, see and stream documents',
  'document.write': 'Upload, change, move, archive, restore and delete documents',
} as const satisfies Record<Action, string>

/**
 * The permission table as a markdown table, one row per action and one
 * column per role, rendered from `PERMISSIONS` so the README cannot drift.
 * @example
 * permissionTable().split('\n')[0] // '| action | what it allows | viewer | editor | admin | owner |'
 */
export function permissionTable(): string {
  const rows = [`| action | what it allows | ${ROLES.join(' | ')} |`, `|---|---|${ROLES.map(() => ':---:').join('|')}|`]
  for (const action of Object.keys(PERMISSIONS) as Action[]) {
    const cells = ROLES.map((role) => (can(role, action) ? '✓' : '—'))
    rows.push(`| \`${action}\` | ${ACTION_DESCRIPTIONS[action]} | ${cells.join(' | ')} |`)
  }
  return rows.join('\n')
}

/**
 * Whether a role may take an action.
 * @example
 * can('editor', 'document.write') // true
 * can('admin', 'team.delete') // false
 */
export function can(role: Role, action: Action): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(PERMISSIONS[action])
}

/**
 * The caller's active membership of a team, if any; an invitation not yet
 * accepted gives no access.
 * @example
 * membershipOf(state, caller, team_id)?.role // 'editor'
 */
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
