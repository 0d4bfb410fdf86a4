import * as z from 'zod'
import { Id, Role, TeamRecord, Timestamp } from '../../db/schema.js'
import { PageQuery } from '../../http/pagination.js'
import { nonBlank } from '../../http/non-blank.js'
import { atLeastOne, named } from '../../http/schema-names.js'

/** `team_id` in the query string: Get Team Details, Get Team Data. */
export const TeamIdQuery = z.object({ team_id: Id })
export const TeamPageQuery = PageQuery.extend({ team_id: Id })
export const TeamLogsQuery = TeamPageQuery.extend({ action: z.string().min(1).max(64).optional() })
export type TeamLogsQuery = z.infer<typeof TeamLogsQuery>

export const CreateTeamBody = named(
  'CreateTeamRequest',
  z.object({
    name: nonBlank(TeamRecord.shape.name),
    description: TeamRecord.shape.description.optional(),
  }),
)
export type CreateTeamBody = z.infer<typeof CreateTeamBody>

export const UpdateTeamBody = named(
  'UpdateTeamRequest',
  atLeastOne(
    z.object({
      team_id: Id,
      name: nonBlank(TeamRecord.shape.name).optional(),
      description: TeamRecord.shape.description.optional(),
    }),
    ['name', 'description'],
  ),
)
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>

/** **[fixed]** `DELETE /teams/delete` takes `{ "team_id": "<uuid>" }`. */
export const DeleteTeamBody = named('DeleteTeamRequest', z.object({ team_id: Id }))

/** A team as the service sends it, with the caller's own role in it. */
export const TeamView = named(
  'Team',
  TeamRecord.pick({ team_id: true, name: true, description: true, owner_id: true, created_at: true, updated_at: true }).extend({
    role: Role,
  }),
)
export type TeamView = z.infer<typeof TeamView>

/** Get Team Data's counts, consistent with what the other operations report. */
export const TeamStats = named(
  'TeamStats',
  z.object({
    member_count: z.number().int(),
    workspace_count: z.number().int(),
    folder_count: z.number().int(),
    document_count: z.number().int(),
    archived_document_count: z.number().int(),
    storage_bytes: z.number().int(),
    last_activity_at: Timestamp,
  }),
)
export type TeamStats = z.infer<typeof TeamStats>

export const TeamDataView = named('TeamData', TeamView.extend({ stats: TeamStats }))
export type TeamDataView = z.infer<typeof TeamDataView>

export const DeletedTeamView = named('DeletedTeam', z.object({ team_id: Id }))
