import * as z from 'zod'
import { DocumentRecord, DocumentStatus, Id } from '../../db/schema.js'
import { PageQuery } from '../../http/pagination.js'
import { atLeastOne, named } from '../../http/schema-names.js'
import { ItemName, StatusFilter } from '../folders/fields.js'

named('DocumentStatus', DocumentStatus)

export const DocumentIdQuery = z.object({ document_id: Id })
export const DocumentIdBody = named('DocumentIdRequest', z.object({ document_id: Id }))

/**
 * Get Document By Workspace. Without `folder_id` every document of the
 * workspace is listed, whatever its folder; `folder_id=root` lists the
 * workspace's root level only.
 */
export const DocumentsQuery = PageQuery.extend({
  workspace_id: Id,
  folder_id: z.union([Id, z.literal('root')]).optional(),
  status: StatusFilter,
  q: z.string().trim().max(255, 'Must be at most 255 characters').optional(),
})
export type DocumentsQuery = z.infer<typeof DocumentsQuery>

export const UpdateDocumentBody = named(
  'UpdateDocumentRequest',
  atLeastOne(z.object({ document_id: Id, name: ItemName.optional(), description: DocumentRecord.shape.description.optional() }), [
    'name',
    'description',
  ]),
)
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>

/** Move Document: `folder_id` null is the root of the target workspace (by default the document's own). */
export const MoveDocumentBody = named(
  'MoveDocumentRequest',
  z.object({ document_id: Id, folder_id: Id.nullable(), workspace_id: Id.optional() }),
)
export type MoveDocumentBody = z.infer<typeof MoveDocumentBody>

/** The text fields of Upload Document's multipart body. */
export const UploadFields = z.object({
  workspace_id: Id,
  /** Absent or empty: the workspace's root. */
  folder_id: z.union([Id, z.literal('')]).optional(),
  /** Absent: the file part's own name. */
  name: ItemName.optional(),
  description: DocumentRecord.shape.description.optional(),
})
export type UploadFields = z.infer<typeof UploadFields>

/** Upload Document's multipart body, for the OpenAPI document. */
export const UploadBody = named('UploadDocumentRequest', UploadFields.extend({ file: z.file() }))

/** Stream Document: `disposition=attachment` asks the browser to save rather than show. */
export const StreamQuery = z.object({ document_id: Id, disposition: z.enum(['inline', 'attachment']).default('inline') })
export type StreamQuery = z.infer<typeof StreamQuery>

/** A document as the service sends it (its bytes come from Stream Document). */
export const DocumentView = named(
  'Document',
  DocumentRecord.pick({
    document_id: true,
    workspace_id: true,
    folder_id: true,
    name: true,
    description: true,
    mime_type: true,
    size_bytes: true,
    status: true,
    archived_at: true,
    created_by: true,
    created_at: true,
    updated_at: true,
  }),
)
export type DocumentView = z.infer<typeof DocumentView>

export const DeletedDocumentView = named('DeletedDocument', z.object({ document_id: Id }))
export type DeletedDocumentView = z.infer<typeof DeletedDocumentView>
