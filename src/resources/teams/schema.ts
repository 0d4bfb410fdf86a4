import { z } from 'zod'
import { Id, TeamRecord } from '../../db/schema.js'
import { PageQuery } from '../../http/pagination.js'

/** `team_id` in the query string: Get Team Details, Get Team Data. */
export const TeamIdQuery = z.object({ team_id: Id })
export const TeamPageQuery = PageQuery.extend({ team_id: Id })
export const TeamLogsQuery = TeamPageQuery.extend({ action: z.string().min(1).max(64).optional() })

export const CreateTeamBody = z.object({
  name: TeamRecord.shape.name.trim().min(1, 'Must not be empty'),
  description: TeamRecord.shape.description.optional(),
})
export type CreateTeamBody = z.infer<typeof CreateTeamBody>

export const UpdateTeamBody = z
  .object({
    team_id: Id,
    name: TeamRecord.shape.name.trim().min(1, 'Must not be empty').optional(),
    description: TeamRecord.shape.description.optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'Give name or description',
    path: ['name'],
  })
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>

/** **[fixed]** `DELETE /teams/delete` takes `{ "team_id": "<uuid>" }`. */
export const DeleteTeamBody = z.object({ team_id: Id })
