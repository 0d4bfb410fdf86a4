import type { DocumentRecord, FolderRecord } from '../../db/schema.js'
import { presentDocument } from '../documents/present.js'
import type { ContentItemView, FolderDetailsView, FolderView } from './schema.js'

/**
 * A folder as the service sends it.
 * @example
 * ok('Folder retrieved', presentFolder(folder))
 */
export function presentFolder(folder: FolderRecord): FolderView {
  return {
    folder_id: folder.folder_id,
    workspace_id: folder.workspace_id,
    parent_id: folder.parent_id,
    name: folder.name,
    created_at: folder.created_at,
    updated_at: folder.updated_at,
  }
}

/**
 * A folder with its ancestors (root first) and the counts of what it holds directly.
 * @example
 * presentFolderDetails(folder, ancestors, { folders: 2, documents: 5 })
 */
export function presentFolderDetails(
  folder: FolderRecord,
  ancestors: readonly FolderRecord[],
  counts: { folders: number; documents: number },
): FolderDetailsView {
  return {
    ...presentFolder(folder),
    path: ancestors.map((a) => ({ folder_id: a.folder_id, name: a.name })),
    folder_count: counts.folders,
    document_count: counts.documents,
  }
}

/** One entry of a folder's content. */
export type ContentItem = { type: 'folder'; record: FolderRecord } | { type: 'document'; record: DocumentRecord }

/**
 * An entry of Get Folder Content, tagged with its `type`.
 * @example
 * presentContentItem({ type: 'folder', record: folder }) // { type: 'folder', folder_id, … }
 */
export function presentContentItem(item: ContentItem): ContentItemView {
  return item.type === 'folder' ? { type: 'folder', ...presentFolder(item.record) } : { type: 'document', ...presentDocument(item.record) }
}
