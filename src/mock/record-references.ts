import type { RecordTableName } from '../db/record-tables.js'

/** A table of a state file: every record table, and the blobs that hold the files' bytes. */
export type StateTableName = RecordTableName | 'blobs'

/**
 * Each reference a record makes, as `[table, field, the table it points into]`
 * (a dotted field for a nested one); a dangling one is refused (on import,
 * and by the devtools' edits). A `null` reference points nowhere by design
 * (a drive's `team_id`, a root folder's `parent_id`).
 * @example
 * RECORD_REFERENCES.filter(([table]) => table === 'folders') // [['folders', 'workspace_id', 'workspaces'], ['folders', 'parent_id', 'folders']]
 */
export const RECORD_REFERENCES: ReadonlyArray<readonly [StateTableName, string, StateTableName]> = [
  ['users', 'account_id', 'accounts'],
  ['apiKeys', 'user_id', 'users'],
  ['tokens', 'user_id', 'users'],
  ['teams', 'account_id', 'accounts'],
  ['teams', 'owner_id', 'users'],
  ['members', 'team_id', 'teams'],
  ['members', 'user_id', 'users'],
  ['teamLogs', 'team_id', 'teams'],
  ['teamLogs', 'actor.user_id', 'users'],
  ['workspaces', 'account_id', 'accounts'],
  ['workspaces', 'team_id', 'teams'],
  ['workspaces', 'owner_id', 'users'],
  ['folders', 'workspace_id', 'workspaces'],
  ['folders', 'parent_id', 'folders'],
  ['documents', 'workspace_id', 'workspaces'],
  ['documents', 'folder_id', 'folders'],
  ['documents', 'created_by', 'users'],
  ['blobs', 'document_id', 'documents'],
]

/**
 * The key field of each table's records.
 * @example
 * RECORD_KEYS.teams // 'team_id'
 */
export const RECORD_KEYS: Readonly<Record<StateTableName, string>> = {
  accounts: 'account_id', users: 'user_id', apiKeys: 'api_key', tokens: 'access_token', teams: 'team_id', members: 'member_id',
  teamLogs: 'log_id', workspaces: 'workspace_id', folders: 'folder_id', documents: 'document_id', blobs: 'document_id',
}
