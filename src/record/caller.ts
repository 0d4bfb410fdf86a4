import type { Role } from '../db/schema.js'
import type { MemberView } from '../resources/members/schema.js'
import type { TeamView } from '../resources/teams/schema.js'

/** Who the recording caller is, and how that was told; `userId` null when no answer tells. */
export interface CallerFound {
  readonly userId: string | null
  readonly how: string
}

/** What tells the caller apart: its role in each team, the users it created records as, the members recorded. */
export interface CallerEvidence {
  readonly roles: ReadonlyMap<string, Role>
  readonly made: readonly string[]
  readonly members: readonly MemberView[]
  readonly teams: ReadonlyMap<string, TeamView>
}

/** The value met most often, the first met on a tie. */
function mostOf(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/**
 * The user the recording caller is, as far as the answers tell (none of the
 * service's answers names its caller): first, whom it created records as (a
 * team it created, a document it uploaded); else the one user who is an
 * active member with the caller's role in every team whose members were
 * recorded; else the owner of the teams it owns. Null when nothing tells.
 * @example
 * identifyCaller({ roles, made, members, teams }) // { userId: '68422cb2-…', how: 'created records through the proxy' }
 */
export function identifyCaller(evidence: CallerEvidence): CallerFound {
  const made = mostOf(evidence.made)
  if (made) return { userId: made, how: 'the user it created records as' }
  let candidates: Set<string> | undefined
  for (const [teamId, role] of evidence.roles) {
    const members = evidence.members.filter((member) => member.team_id === teamId)
    if (!members.length) continue
    const same = members.filter((member) => member.role === role && member.status === 'active').map((member) => member.user_id)
    candidates = new Set(candidates ? same.filter((id) => candidates?.has(id)) : same)
  }
  const owners = [...evidence.roles]
    .filter(([, role]) => role === 'owner')
    .map(([teamId]) => evidence.teams.get(teamId)?.owner_id)
    .filter((id): id is string => id !== undefined)
  if (candidates?.size === 1) return { userId: [...candidates][0] ?? null, how: "the one member with the caller's role in every team" }
  // Several members fit: the one who owns the teams the caller owns, if one does.
  const owner = mostOf(owners.filter((id) => !candidates || candidates.has(id)))
  if (owner) return { userId: owner, how: 'the owner of the teams the caller owns' }
  return { userId: null, how: 'no answer named the caller' }
}
