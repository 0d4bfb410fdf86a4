import * as z from 'zod'
import { Id, WorkspaceRecord } from '../../db/schema.js'
import { PageQuery } from '../../http/pagination.js'
import { nonBlank } from '../../http/non-blank.js'
import { atLeastOne, named } from '../../http/schema-names.js'

/**
 * The three listings of a team's workspaces (Get Team workspaces, Get
 * Workspaces By Team, Get Team Workspaces): `team_id`, the page, and `q`,
 * kept when the name contains it, whatever the case.
 */
export const WorkspacesQuery = PageQuery.extend({
  team_id: Id,
  q: z.string().trim().max(120, 'Must be at most 120 characters').optional(),
})
export type WorkspacesQuery = z.infer<typeof WorkspacesQuery>

export const WorkspaceIdQuery = z.object({ workspace_id: Id })

const name = nonBlank(WorkspaceRecord.shape.name)

export const CreateWorkspaceBody = named(
  'CreateWorkspaceRequest',
  z.object({ team_id: Id, name, description: WorkspaceRecord.shape.description.optional() }),
)
export type CreateWorkspaceBody = z.infer<typeof CreateWorkspaceBody>

export const UpdateWorkspaceBody = named(
  'UpdateWorkspaceRequest',
  atLeastOne(z.object({ workspace_id: Id, name: name.optional(), description: WorkspaceRecord.shape.description.optional() }), [
    'name',
    'description',
  ]),
)
export type UpdateWorkspaceBody = z.infer<typeof UpdateWorkspaceBody>

export const DeleteWorkspaceBody = named('DeleteWorkspaceRequest', z.object({ workspace_id: Id }))

/** What Delete workspace answers: the id, and how much went with it. */
export const DeletedWorkspaceView = named(
  'DeletedWorkspace',
  z.object({
    workspace_id: Id,
    deleted_folders: z.number().int().nonnegative(),
    deleted_documents: z.number().int().nonnegative(),
  }),
)
export type DeletedWorkspaceView = z.infer<typeof DeletedWorkspaceView>
