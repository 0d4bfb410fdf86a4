import type * as z from 'zod'
import { ok } from '../../http/envelope.js'
import { pageFrom, pageOf } from '../../http/pagination.js'
import { defineRoute, type Route, type RouteContext } from '../../http/route.js'
import {
  archiveDocument,
  deleteDocument,
  documentFor,
  listDocuments,
  moveDocument,
  openDocument,
  restoreDocument,
  updateDocument,
} from './operations.js'
import { DOCUMENT_MEDIA_TYPES } from './mime.js'
import { presentDocument } from './present.js'
import {
  DeletedDocumentView,
  DocumentIdBody,
  DocumentIdQuery,
  DocumentsQuery,
  DocumentView,
  MoveDocumentBody,
  StreamQuery,
  UpdateDocumentBody,
  UploadBody,
} from './schema.js'
import { streamDocument } from './stream.js'
import { readUpload, UPLOAD_PATH, uploadBodyLimit, uploadDocument } from './upload.js'
import { CONFLICTS } from '../conflicts.js'

const group = 'Documents'

const STREAM_SUMMARY =
  'The exact bytes with `Content-Type`, `Content-Length`, `Content-Disposition` (no path separators or control characters in the name), ' +
  '`Accept-Ranges: bytes`, `ETag` and `X-Content-Type-Options: nosniff`. ' +
  'One `Range` (`bytes=0-99`, `bytes=100-`, `bytes=-100`) answers 206 with `Content-Range`; past the end, 416; ' +
  'several ranges or a malformed header answer the whole file (200). `If-None-Match` with the current ETag answers 304.'

/** Stream Document: the bytes, a range of them, 304 or 416; its HEAD is derived from it. */
function streamHandle({ query, state, caller, request }: RouteContext<z.infer<typeof StreamQuery>, undefined, true>): Response {
  const { document, blob } = openDocument(state, caller, query.document_id)
  return streamDocument(request, document, blob, query.disposition)
}

/** The Documents group (operations 26–34). */
export const documentRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/documents/info',
    group,
    operation: 'Get Document Info',
    summary: "One document's metadata, archived or not.",
    query: DocumentIdQuery,
    result: DocumentView,
    errors: [404],
    handle: ({ query, state, caller }) =>
      ok('Document retrieved', presentDocument(documentFor(state, caller, query.document_id, 'document.read').document)),
  }),
  defineRoute({
    method: 'GET',
    path: '/documents',
    group,
    operation: 'Get Document By Workspace',
    summary:
      "A workspace's documents, paginated: all of them, or one folder's (`folder_id`; `root` for the root level), " +
      'filtered by `status` (default `active`) and `q` (name contains, any case).',
    query: DocumentsQuery,
    result: pageOf(DocumentView),
    errors: [404],
    handle({ query, state, caller }) {
      const { items, total } = listDocuments(state, caller, query)
      return ok('Documents retrieved', pageFrom(items, total, query, presentDocument))
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/documents/update',
    group,
    operation: 'Update Document',
    summary: 'Renames a document or changes its description; 409 while it is archived.',
    body: UpdateDocumentBody,
    result: DocumentView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.archivedEdit],
    handle: ({ body, state, caller }) => ok('Document updated', presentDocument(updateDocument(state, caller, body))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/documents/delete',
    group,
    operation: 'Delete Document',
    summary: 'Deletes a document and its bytes, archived or not.',
    body: DocumentIdBody,
    result: DeletedDocumentView,
    errors: [403, 404],
    handle: ({ body, state, caller }) =>
      ok('Document deleted', { document_id: deleteDocument(state, caller, body.document_id).document_id } satisfies DeletedDocumentView),
  }),
  defineRoute({
    method: 'PUT',
    path: '/documents/archive',
    group,
    operation: 'Archive Document',
    summary: 'active → archived; 409 when it is archived already. Archived documents leave the default listings.',
    body: DocumentIdBody,
    result: DocumentView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.alreadyArchived],
    handle: ({ body, state, caller }) => ok('Document archived', presentDocument(archiveDocument(state, caller, body.document_id))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/documents/restore',
    group,
    operation: 'Restore Document',
    summary: 'archived → active, where it was; 409 when it is not archived.',
    body: DocumentIdBody,
    result: DocumentView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.notArchived],
    handle: ({ body, state, caller }) => ok('Document restored', presentDocument(restoreDocument(state, caller, body.document_id))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/documents/move',
    group,
    operation: 'Move Document',
    summary:
      'Moves a document into `folder_id` (null: the root), optionally into another workspace of the same team; ' +
      '409 while it is archived, or out of its team or drive.',
    body: MoveDocumentBody,
    result: DocumentView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.archivedMove, CONFLICTS.acrossTeams],
    handle: ({ body, state, caller }) => ok('Document moved', presentDocument(moveDocument(state, caller, body))),
  }),
  defineRoute({
    method: 'GET',
    path: '/documents/stream',
    group,
    operation: 'Stream Document',
    summary: STREAM_SUMMARY,
    query: StreamQuery,
    rawResult: { contentTypes: DOCUMENT_MEDIA_TYPES, statuses: [200, 206, 304] },
    headers: ['Range', 'If-Range', 'If-None-Match'],
    errors: [404, 416],
    handle: streamHandle,
  }),
  defineRoute({
    method: 'HEAD',
    path: '/documents/stream',
    group,
    operation: 'Stream Document Headers',
    summary: "Stream Document's status and headers without the bytes, e.g. to learn the size before ranged reads.",
    query: StreamQuery,
    rawResult: { contentTypes: DOCUMENT_MEDIA_TYPES, statuses: [200, 206, 304] },
    headers: ['Range', 'If-Range', 'If-None-Match'],
    errors: [404, 416],
    // Stream Document's own answer: every HEAD loses its body where the mock answers (`headOf`), errors included.
    handle: streamHandle,
  }),
  defineRoute({
    method: 'POST',
    path: UPLOAD_PATH,
    group,
    operation: 'Upload Document',
    summary:
      "`multipart/form-data` with `file`, `workspace_id`, `folder_id?`, `name?` (default: the file's name), `description?`. " +
      "The type comes from the part, else the name's extension. Over the size limit, or past a drive's quota, 413: " +
      'a `Content-Length` over the limit is refused before the body is sent (no `100 Continue`), a longer body as soon as it passes the limit.',
    rawBody: { contentType: 'multipart/form-data', schema: UploadBody },
    bodyLimit: uploadBodyLimit,
    result: DocumentView,
    errors: [403, 404, 413],
    async handle({ request, state, caller }) {
      const upload = await readUpload(request, state)
      return ok('Document uploaded', presentDocument(uploadDocument(state, caller, upload)))
    },
  }),
]
