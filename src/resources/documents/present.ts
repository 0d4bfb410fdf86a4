import type { DocumentRecord } from '../../db/schema.js'
import type { DocumentView } from './schema.js'

/**
 * A document as the service sends it; its bytes come from Stream Document.
 * @example
 * ok('Document retrieved', presentDocument(document))
 */
export function presentDocument(document: DocumentRecord): DocumentView {
  return {
    document_id: document.document_id,
    workspace_id: document.workspace_id,
    folder_id: document.folder_id,
    name: document.name,
    description: document.description,
    mime_type: document.mime_type,
    size_bytes: document.size_bytes,
    status: document.status,
    archived_at: document.archived_at,
    created_by: document.created_by,
    created_at: document.created_at,
    updated_at: document.updated_at,
  }
}
