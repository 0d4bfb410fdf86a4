import type * as z from 'zod'
import { DocumentView } from '../resources/documents/schema.js'
import { ContentItemView, FolderDetailsView, FolderView } from '../resources/folders/schema.js'
import { LogView } from '../resources/logs/present.js'
import { MemberView } from '../resources/members/schema.js'
import { TeamView } from '../resources/teams/schema.js'
import { DriveView, WorkspaceView } from '../resources/workspaces/present.js'

/** The kinds of record an answer of the service carries. */
export type ViewKind = 'team' | 'member' | 'log' | 'workspace' | 'drive' | 'folder' | 'folderDetails' | 'content' | 'document'

/** Each kind's schema, the contract's own: a record the service sent is read with it, its unknown fields dropped. */
export const VIEWS: Readonly<Record<ViewKind, z.ZodType>> = {
  team: TeamView,
  member: MemberView,
  log: LogView,
  workspace: WorkspaceView,
  drive: DriveView,
  folder: FolderView,
  folderDetails: FolderDetailsView,
  content: ContentItemView,
  document: DocumentView,
}

/** The tables a deletion removes from. */
export type DeletedTable = 'teams' | 'workspaces' | 'folders' | 'documents'

/** What an operation's success answer carries: a record, a page of them, or the id of one it deleted. */
export type Carried = { readonly kind: ViewKind; readonly list?: true } | { readonly deletes: DeletedTable; readonly key: string }

const one = (kind: ViewKind): Carried => ({ kind })
const page = (kind: ViewKind): Carried => ({ kind, list: true })

/**
 * What each operation of the contract answers, as the recorder reads it.
 * API key authentication and Stream Document are read apart (a token, the bytes).
 * @example
 * CARRIED['Get Account Teams'] // { kind: 'team', list: true }
 */
export const CARRIED: Readonly<Record<string, Carried>> = {
  'Get Account Teams': page('team'),
  'Create Team': one('team'),
  'Get Team Details': one('team'),
  'Update Team Data': one('team'),
  'Get Team Data': one('team'),
  'Delete Team': { deletes: 'teams', key: 'team_id' },
  'Get Team workspaces': page('workspace'),
  'Get Workspaces By Team': page('workspace'),
  'Get Team Workspaces': page('workspace'),
  'Get Team logs': page('log'),
  'Get Team Members': page('member'),
  'Add Team Member': one('member'),
  'Get Account Drive': one('drive'),
  'Create New Workspace': one('workspace'),
  'Get Workspace Details': one('workspace'),
  'Update workspace': one('workspace'),
  'Delete workspace': { deletes: 'workspaces', key: 'workspace_id' },
  'Get Folders': page('folder'),
  'Create Folder': one('folder'),
  'Get Folder Details': one('folderDetails'),
  'Get Folder Content': page('content'),
  'Update Folder': one('folder'),
  'Move Folder': one('folder'),
  'Delete Folder': { deletes: 'folders', key: 'folder_id' },
  'Get Document Info': one('document'),
  'Get Document By Workspace': page('document'),
  'Update Document': one('document'),
  'Archive Document': one('document'),
  'Restore Document': one('document'),
  'Move Document': one('document'),
  'Upload Document': one('document'),
  'Delete Document': { deletes: 'documents', key: 'document_id' },
}
