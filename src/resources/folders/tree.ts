import { placeKey } from '../../db/db.js'
import type { DocumentRecord, FolderRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'

/** A folder with everything below it. */
export interface Subtree {
  /** The folder itself first, then its descendants, parents before children. */
  readonly folders: FolderRecord[]
  readonly documents: DocumentRecord[]
}

/**
 * A folder and everything below it, read level by level through the `place`
 * index: the cost follows the subtree's size, never the table's.
 * @example
 * const { folders, documents } = subtreeOf(state, folder)
 */
export function subtreeOf(state: State, root: FolderRecord): Subtree {
  const folders: FolderRecord[] = [root]
  const documents: DocumentRecord[] = []
  for (let i = 0; i < folders.length; i++) {
    const folder = folders[i] as FolderRecord
    const key = placeKey(folder.workspace_id, folder.folder_id)
    for (const child of state.db.folders.by('place', key)) folders.push(child)
    for (const document of state.db.documents.by('place', key)) documents.push(document)
  }
  return { folders, documents }
}

/**
 * The folders above a folder, the root's child first.
 * @example
 * ancestorsOf(state, q1).map((f) => f.name) // ['Specs', '2026']
 */
export function ancestorsOf(state: State, folder: FolderRecord): FolderRecord[] {
  const out: FolderRecord[] = []
  const seen = new Set<string>([folder.folder_id])
  let parentId = folder.parent_id
  while (parentId !== null && !seen.has(parentId)) {
    const parent = state.db.folders.get(parentId)
    if (!parent) break
    seen.add(parentId)
    out.push(parent)
    parentId = parent.parent_id
  }
  return out.reverse()
}

/**
 * Whether `candidate` is the folder `folderId` or lies below it: walks up
 * from the candidate, so the cost is its depth.
 * @example
 * if (isWithin(state, newParent, folder.folder_id)) throw ApiError.conflict('…')
 */
export function isWithin(state: State, candidate: FolderRecord | null, folderId: string): boolean {
  if (candidate === null) return false
  if (candidate.folder_id === folderId) return true
  return ancestorsOf(state, candidate).some((ancestor) => ancestor.folder_id === folderId)
}
