import * as z from 'zod'
import { Id, MemberRecord, Role, UserRecord } from '../../db/schema.js'
import { PageQuery } from '../../http/pagination.js'
import { nonBlank } from '../../http/non-blank.js'
import { named } from '../../http/schema-names.js'

named('Role', Role)

/** Get Team Members: `team_id`, the page, and optionally one `role`. */
export const MembersQuery = PageQuery.extend({ team_id: Id, role: Role.optional() })
export type MembersQuery = z.infer<typeof MembersQuery>

/**
 * Add Team Member. The email is compared without regard to case and stored
 * in lower case; `name` only names a person invited by email (one the
 * account does not know yet).
 */
export const AddMemberBody = named(
  'AddMemberRequest',
  z.object({
    team_id: Id,
    email: z.email({ error: 'Must be an email address' }).max(254, 'Must be at most 254 characters').toLowerCase(),
    role: Role.default('viewer'),
    name: nonBlank(UserRecord.shape.name).max(120, 'Must be at most 120 characters').optional(),
  }),
)
export type AddMemberBody = z.infer<typeof AddMemberBody>

/** A member as the service sends it. */
export const MemberView = named('Member', MemberRecord)
export type MemberView = z.infer<typeof MemberView>
