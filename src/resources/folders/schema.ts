import * as z from 'zod'
import { FolderRecord, Id } from '../../db/schema.js'
import { PageQuery } from '../../http/pagination.js'
import { named } from '../../http/schema-names.js'
import { DocumentView } from '../documents/schema.js'
import { ItemName, StatusFilter } from './fields.js'

export const FolderIdQuery = z.object({ folder_id: Id })

/** Get Folders: one level of a workspace, the root when `parent_id` is absent. */
export const FoldersQuery = PageQuery.extend({ workspace_id: Id, parent_id: Id.optional() })
export type FoldersQuery = z.infer<typeof FoldersQuery>

export const FolderContentQuery = PageQuery.extend({ folder_id: Id, status: StatusFilter })
export type FolderContentQuery = z.infer<typeof FolderContentQuery>

export const CreateFolderBody = named(
  'CreateFolderRequest',
  z.object({ workspace_id: Id, name: ItemName, parent_id: Id.nullable().optional() }),
)
export type CreateFolderBody = z.infer<typeof CreateFolderBody>

export const UpdateFolderBody = named('UpdateFolderRequest', z.object({ folder_id: Id, name: ItemName }))
export type UpdateFolderBody = z.infer<typeof UpdateFolderBody>

export const DeleteFolderBody = named('DeleteFolderRequest', z.object({ folder_id: Id }))

/** Move Folder: `parent_id` null is the root of the target workspace (by default the folder's own). */
export const MoveFolderBody = named('MoveFolderRequest', z.object({ folder_id: Id, parent_id: Id.nullable(), workspace_id: Id.optional() }))
export type MoveFolderBody = z.infer<typeof MoveFolderBody>

/** A folder as the service sends it. */
export const FolderView = named(
  'Folder',
  FolderRecord.pick({ folder_id: true, workspace_id: true, parent_id: true, name: true, created_at: true, updated_at: true }),
)
export type FolderView = z.infer<typeof FolderView>

/** Get Folder Details: the folder, its ancestors (root first) and what it holds directly. */
export const FolderDetailsView = named(
  'FolderDetails',
  FolderView.extend({
    path: z.array(named('FolderPathEntry', z.object({ folder_id: Id, name: z.string() }))),
    folder_count: z.number().int().nonnegative(),
    document_count: z.number().int().nonnegative(),
  }),
)
export type FolderDetailsView = z.infer<typeof FolderDetailsView>

/** What Delete Folder removed. */
export const DeletedFolderView = named(
  'DeletedFolder',
  z.object({
    folder_id: Id,
    deleted_folders: z.number().int().nonnegative(),
    deleted_documents: z.number().int().nonnegative(),
  }),
)
export type DeletedFolderView = z.infer<typeof DeletedFolderView>

/** One entry of Get Folder Content: a sub-folder or a document, told apart by `type`. */
export const ContentItemView = named(
  'FolderContentItem',
  z.discriminatedUnion('type', [
    named('FolderContentFolder', FolderView.extend({ type: z.literal('folder') })),
    named('FolderContentDocument', DocumentView.extend({ type: z.literal('document') })),
  ]),
)
export type ContentItemView = z.infer<typeof ContentItemView>
