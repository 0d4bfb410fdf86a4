import type { MemberRecord, TeamRecord, UserRecord } from '../db/schema.js'
import type { Collected } from './collector.js'
import { placeholderEmail, RECORDED_ACCOUNT_ID, uuidFrom } from './ids.js'

/** The recording caller as the recorded world knows it: the user the canned credentials sign in as. */
export interface RecordedCaller {
  readonly userId: string
  readonly email: string
  readonly name: string
  /** How the answers told who it is, or that none did (a user made up for it). */
  readonly how: string
}

/** The caller the answers named no user for: one made up, the same in every recording. */
export const MADE_UP_CALLER = { userId: uuidFrom('recording-user'), email: 'recording-user@recorded.invalid', name: 'Recording user' }

/**
 * The users of the recorded world: every member's (with the name and address
 * the members list showed), every log entry's actor, and every user a team,
 * a document or the caller names by id only (a stand-in address for those).
 * The most telling source wins: a member's over an actor's over an id alone.
 * @example
 * const users = recordedUsers(collected, ['68422cb2-…'], '2026-01-15T09:00:00.000Z')
 */
export function recordedUsers(c: Collected, named: readonly string[], now: string): Map<string, UserRecord> {
  const users = new Map<string, UserRecord>()
  const add = (user_id: string, email: string, name: string, created_at: string): void =>
    void users.set(user_id, { user_id, account_id: RECORDED_ACCOUNT_ID, email, name, created_at })
  for (const member of c.members.values()) add(member.user_id, member.email, member.name, member.joined_at)
  for (const { actor } of c.logs.values())
    if (!users.has(actor.user_id)) add(actor.user_id, actor.email, actor.email.split('@')[0] || actor.email, now)
  for (const id of named) if (!users.has(id)) add(id, placeholderEmail(id), `User ${id.slice(0, 8)}`, now)
  return users
}

/**
 * The members of the recorded world: those the answers showed, plus the
 * memberships the checks and sign-in need and no members list showed — the
 * caller's in each team with the role the teams list gave it, and each
 * team's owner's (an active owner, as the service keeps every team).
 * @example
 * const members = recordedMembers(collected, teams, roles, caller, users)
 */
export function recordedMembers(
  c: Collected,
  teams: readonly TeamRecord[],
  roles: ReadonlyMap<string, MemberRecord['role']>,
  caller: RecordedCaller,
  users: ReadonlyMap<string, UserRecord>,
): MemberRecord[] {
  const members = [...c.members.values()]
  const has = (teamId: string, userId: string): boolean => members.some((m) => m.team_id === teamId && m.user_id === userId)
  const join = (team: TeamRecord, userId: string, role: MemberRecord['role']): void => {
    const user = users.get(userId)
    if (!user || has(team.team_id, userId)) return
    members.push({
      member_id: uuidFrom(`member/${team.team_id}/${userId}`),
      team_id: team.team_id,
      user_id: userId,
      email: user.email,
      name: user.name,
      role,
      status: 'active',
      joined_at: team.created_at,
    })
  }
  for (const team of teams) {
    const role = roles.get(team.team_id)
    if (role) join(team, caller.userId, role)
    join(team, team.owner_id, 'owner')
  }
  return members
}
