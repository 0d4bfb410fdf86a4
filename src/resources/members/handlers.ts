import { ok } from '../../http/envelope.js'
import { paginate, pageOf } from '../../http/pagination.js'
import { defineRoute, type Route } from '../../http/route.js'
import { addMember, listMembers } from './operations.js'
import { presentMember } from './present.js'
import { AddMemberBody, MemberView, MembersQuery } from './schema.js'
import { CONFLICTS } from '../conflicts.js'

const group = 'Team members'

/** The Team members group (operations 10–11). */
export const memberRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/teams/members',
    group,
    operation: 'Get Team Members',
    summary: "The team's members, invitations included, oldest first; `role` keeps one role only.",
    query: MembersQuery,
    result: pageOf(MemberView),
    errors: [404],
    handle: ({ query, state, caller }) =>
      ok('Team members retrieved', paginate(listMembers(state, caller, query.team_id, query.role), query, presentMember)),
  }),
  defineRoute({
    method: 'POST',
    path: '/teams/members/add',
    group,
    // The service lists this operation twice under the same name; both are this endpoint.
    operation: 'Add Team Member',
    summary:
      'Adds a person by email (admin or owner; only an owner may add an owner). A signed-up user of the account joins `active`; ' +
      'an email the account does not know is invited (`invited`, no access yet). An email already in the team answers 409.',
    body: AddMemberBody,
    result: MemberView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.alreadyMember],
    handle: ({ body, state, caller }) => ok('Team member added', presentMember(addMember(state, caller, body))),
  }),
]
