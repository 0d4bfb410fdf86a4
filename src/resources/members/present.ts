import type { MemberRecord } from '../../db/schema.js'
import type { MemberView } from './schema.js'

/**
 * A member as the service sends it: a plain copy, never the store's record.
 * @example
 * presentMember(member) // { member_id, team_id, user_id, email, name, role, status, joined_at }
 */
export function presentMember(member: MemberRecord): MemberView {
  return {
    member_id: member.member_id,
    team_id: member.team_id,
    user_id: member.user_id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    joined_at: member.joined_at,
  }
}
