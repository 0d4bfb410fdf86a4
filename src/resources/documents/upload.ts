import type { Bytes } from '../../db/bytes.js'
import { isoNow } from '../../db/clock.js'
import { etagOf } from '../../db/etag.js'
import type { DocumentRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'
import type { Caller } from '../../http/auth.js'
import { multipartCeiling } from '../../http/multipart-ceiling.js'
import type { BodyLimit } from '../../http/route.js'
import { ItemName } from '../folders/fields.js'
import { folderIn, recordWrite } from '../folders/place.js'
import { storedBytes } from '../workspaces/cascade.js'
import { authorizeWorkspace } from '../workspaces/access.js'
import { DEFAULT_DRIVE_QUOTA_BYTES } from '../workspaces/present.js'
import { mimeTypeOf } from './mime.js'
import { documentTarget } from './operations.js'
import { UploadFields } from './schema.js'

/** An upload, read and checked, ready to be stored. */
export interface Upload {
  readonly workspaceId: string
  readonly folderId: string | null
  readonly name: string
  readonly description: string
  readonly mimeType: string
  readonly bytes: Bytes
}

/**
 * Reads Upload Document's multipart body: 400 when it is not multipart, the
 * file or `workspace_id` is missing, or no usable name is given; 413 over the
 * size limit. The name defaults to the file's own.
 * @example
 * const upload = await readUpload(request, state)
 */
export async function readUpload(request: Request, state: State): Promise<Upload> {
  // The parser is loaded on the first upload: most pages never send one, and the browser entry stays small.
  const { readMultipart } = await import('../../http/multipart.js')
  const { file, fields } = await readMultipart(request, { fields: UploadFields, maxBytes: state.limits.maxUploadBytes })
  let name = fields.name
  if (name === undefined) {
    const fromFile = ItemName.safeParse(file.name)
    if (!fromFile.success) throw ApiError.badRequest('The file has no usable name: give one in `name`', 'name')
    name = fromFile.data
  }
  return {
    workspaceId: fields.workspace_id,
    folderId: fields.folder_id ? fields.folder_id : null,
    name,
    description: fields.description ?? '',
    mimeType: mimeTypeOf(file.type, file.name, name),
    bytes: file.bytes,
  }
}

/** Upload Document's path, below the service's base URL. */
export const UPLOAD_PATH = '/documents/upload'

/**
 * Upload Document's own body limit: the largest file plus room for its
 * multipart framing. A transport that reads bodies itself (the standalone
 * server) stops reading there and answers the service's 413 `File too large`.
 * @example
 * uploadBodyLimit.bytes({ ...DEFAULT_LIMITS, maxUploadBytes: 1024 }) // 66560
 */
export const uploadBodyLimit: BodyLimit = {
  bytes: (limits) => multipartCeiling(limits.maxUploadBytes),
  message: 'File too large',
}

/**
 * Stores an upload in a workspace or a drive; 413 when a drive would pass its
 * quota (the drive's `quota_bytes`, the default quota when it has none).
 * @example
 * const document = uploadDocument(state, caller, await readUpload(request, state))
 */
export function uploadDocument(state: State, caller: Caller, upload: Upload): DocumentRecord {
  const { workspace } = authorizeWorkspace(state, caller, upload.workspaceId, 'document.write')
  const folder = folderIn(state, workspace.workspace_id, upload.folderId)
  const size = upload.bytes.byteLength
  if (workspace.team_id === null) {
    const quota = workspace.quota_bytes ?? DEFAULT_DRIVE_QUOTA_BYTES
    if (storedBytes(state, workspace.workspace_id) + size > quota) throw ApiError.tooLarge('Drive quota exceeded')
  }
  const now = isoNow(state.clock)
  const document = state.db.documents.insert({
    document_id: state.random.uuid(),
    workspace_id: workspace.workspace_id,
    folder_id: folder?.folder_id ?? null,
    name: upload.name,
    description: upload.description,
    mime_type: upload.mimeType,
    size_bytes: size,
    status: 'active',
    archived_at: null,
    created_by: caller.user.user_id,
    created_at: now,
    updated_at: now,
  })
  state.db.blobs.insert({ document_id: document.document_id, bytes: upload.bytes, etag: etagOf(upload.bytes) })
  recordWrite(state, caller, workspace, 'document.uploaded', documentTarget(document))
  return document
}
