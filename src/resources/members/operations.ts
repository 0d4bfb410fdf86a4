import { compareTimes, isoNow } from '../../db/clock.js'
import type { MemberRecord, Role, UserRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'
import { appendLog } from '../logs/operations.js'
import { authorizeTeam, can } from './roles.js'
import type { AddMemberBody } from './schema.js'
import { CONFLICTS } from '../conflicts.js'

/**
 * A team's members, invitations included, oldest first; optionally one role only.
 * @example
 * listMembers(state, caller, team_id, 'admin')
 */
export function listMembers(state: State, caller: Caller, teamId: string, role?: Role): MemberRecord[] {
  authorizeTeam(state, caller, teamId, 'member.read')
  const members = state.db.members.by('team', teamId)
  const chosen = role ? members.filter((member) => member.role === role) : members
  return chosen.sort((a, b) => compareTimes(a.joined_at, b.joined_at))
}

/**
 * Adds a person to a team by email (admin or owner; only an owner may add an
 * owner). A user of the account who has signed up (has an account drive)
 * joins `active` with their own id and name. An email the account does not
 * know becomes a new invited user of the account (named by `name`, or by the
 * email's local part) and an `invited` member, who has no access until they
 * sign up. An email already in the team answers 409, whatever its role or
 * status, so this can never change a member's role: the team keeps its owners.
 * @example
 * addMember(state, caller, { team_id, email: 'erin@acme.test', role: 'editor' })
 */
export function addMember(state: State, caller: Caller, input: AddMemberBody): MemberRecord {
  const { team, member: self } = authorizeTeam(state, caller, input.team_id, 'member.add')
  if (input.role === 'owner' && !can(self.role, 'member.add_owner')) throw ApiError.forbidden()
  const { db } = state
  if (db.members.countBy('teamEmail', `${team.team_id}/${input.email}`) > 0) {
    throw ApiError.conflict(CONFLICTS.alreadyMember)
  }
  const now = isoNow(state.clock)
  const user = userOfAccount(state, team.account_id, input.email) ?? inviteUser(state, team.account_id, input, now)
  const member = db.members.insert({
    member_id: state.random.uuid(),
    team_id: team.team_id,
    user_id: user.user_id,
    email: user.email,
    name: user.name,
    role: input.role,
    status: hasSignedUp(state, user) ? 'active' : 'invited',
    joined_at: now,
  })
  appendLog(state, caller, team.team_id, 'member.added', { type: 'member', id: member.member_id, name: member.name })
  return member
}

function userOfAccount(state: State, accountId: string, email: string): UserRecord | undefined {
  return state.db.users.by('email', email).find((user) => user.account_id === accountId)
}

/** A person invited by email: a user of the account who cannot sign in yet. */
function inviteUser(state: State, accountId: string, input: AddMemberBody, now: string): UserRecord {
  return state.db.users.insert({
    user_id: state.random.uuid(),
    account_id: accountId,
    email: input.email,
    name: input.name ?? (input.email.split('@')[0] as string),
    created_at: now,
  })
}

/** A user has signed up once the account gave them their drive; invited people have none. */
function hasSignedUp(state: State, user: UserRecord): boolean {
  return state.db.workspaces.countBy('driveOwner', user.user_id) > 0
}
