import { fieldOf, type Findings } from './state-findings.js'
import type { StateIndex, StateTables } from './state-relations.js'

/**
 * Each team is owned as the service keeps it: its `owner_id` names one
 * active member of it with the role `owner` (others may hold that role too,
 * as Add Team Member lets an owner add an owner), and nobody is a member of
 * a team twice, by user or by email (the service answers 409 to that).
 * @example
 * checkOwnership(file.tables, index, findings)
 */
export function checkOwnership(tables: StateTables, index: StateIndex, findings: Findings): void {
  const { teams, members } = tables
  // The membership of each (team, user) and of each (team, email): team ids are UUIDs, so a slash cannot blur two keys.
  const byUser = new Map<string, number>()
  const byEmail = new Map<string, number>()
  members.forEach((member, i) => {
    const user = `${member.team_id}/${member.user_id}`
    const email = `${member.team_id}/${member.email.toLowerCase()}`
    const sameUser = byUser.get(user)
    const sameEmail = byEmail.get(email)
    if (sameUser !== undefined)
      findings.add(
        fieldOf('members', i, 'user_id'),
        `User ${member.user_id} is a member of team ${member.team_id} already: tables.members[${sameUser}]`,
      )
    else if (sameEmail !== undefined)
      findings.add(
        fieldOf('members', i, 'email'),
        `${member.email} is a member of team ${member.team_id} already: tables.members[${sameEmail}]`,
      )
    if (sameUser === undefined) byUser.set(user, i)
    if (sameEmail === undefined) byEmail.set(email, i)
  })
  teams.forEach((team, i) => {
    // A dangling owner is refused as a missing record already.
    if (index.at('users', team.owner_id) === undefined) return
    const field = fieldOf('teams', i, 'owner_id')
    const at = byUser.get(`${team.team_id}/${team.owner_id}`)
    const member = at === undefined ? undefined : members[at]
    if (!member)
      findings.add(field, `Team ${team.team_id} has no owner: its owner_id names user ${team.owner_id}, who is not a member of it`)
    else if (member.role !== 'owner')
      findings.add(
        field,
        `Team ${team.team_id} has no owner: its owner_id names user ${team.owner_id}, its ${member.role} (tables.members[${at!}]), not an owner`,
      )
    else if (member.status !== 'active')
      findings.add(
        field,
        `Team ${team.team_id} has no owner: its owner_id names user ${team.owner_id}, who is only invited (tables.members[${at!}])`,
      )
  })
}
