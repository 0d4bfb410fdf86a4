import * as z from 'zod'
import { tableDefinition } from './table-definition.js'
import * as records from './schema.js'

/** The key of a folder's or document's place: its workspace and parent folder. */
export const placeKey = (workspaceId: string, folderId: string | null): string => `${workspaceId}/${folderId ?? ''}`

/** The key of a team log's `teamAction` index (a team id is a UUID, so no action can blur two keys). */
export const teamActionKey = (teamId: string, action: string): string => `${teamId}/${action}`

/** What a table is to the mock beyond its records, said where the table is declared. */
interface TableRole {
  /** Shared by every scenario of a mock (the sessions), so switching scenario signs no client out: outside a world's snapshot. */
  readonly shared?: true
  /** Holds files' bytes: read through Stream Document, not `GET /__mock/records`; base64 in a state file. */
  readonly bytes?: true
}
const withRole = <D, R extends TableRole>(definition: D, role: R): D & R => ({ ...definition, ...role })

/**
 * The one registry of tables: each table's name, record schema, key,
 * indexes and references, defined once. The store makes its tables from it,
 * the state file its `tables`, the records route and the devtools their
 * lists; none of them names the tables on its own. The order is the state
 * file's and the records route's.
 * @example
 * TABLES.folders.key // 'folder_id'
 * TABLES.folders.references // [['workspace_id', 'workspaces'], ['parent_id', 'folders']]
 */
export const TABLES = {
  accounts: tableDefinition({ schema: records.AccountRecord, key: 'account_id' }),
  users: tableDefinition({
    schema: records.UserRecord,
    key: 'user_id',
    indexes: { account: (u) => u.account_id, email: (u) => u.email.toLowerCase() },
    references: { account_id: 'accounts' },
  }),
  apiKeys: tableDefinition({
    schema: records.ApiKeyRecord,
    key: 'api_key',
    indexes: { user: (k) => k.user_id },
    references: { user_id: 'users' },
  }),
  tokens: withRole(
    tableDefinition({
      schema: records.TokenRecord,
      key: 'access_token',
      indexes: { user: (t) => t.user_id },
      references: { user_id: 'users' },
    }),
    { shared: true },
  ),
  teams: tableDefinition({
    schema: records.TeamRecord,
    key: 'team_id',
    indexes: { account: (t) => t.account_id },
    references: { account_id: 'accounts', owner_id: 'users' },
  }),
  members: tableDefinition({
    schema: records.MemberRecord,
    key: 'member_id',
    indexes: {
      team: (m) => m.team_id,
      user: (m) => m.user_id,
      teamUser: (m) => `${m.team_id}/${m.user_id}`,
      teamEmail: (m) => `${m.team_id}/${m.email.toLowerCase()}`,
    },
    references: { team_id: 'teams', user_id: 'users' },
  }),
  teamLogs: tableDefinition({
    schema: records.TeamLogRecord,
    key: 'log_id',
    // Listed newest first, whole or by action: both indexes are walked from their newest end.
    indexes: { team: (l) => l.team_id, teamAction: (l) => teamActionKey(l.team_id, l.action) },
    references: { team_id: 'teams', 'actor.user_id': 'users' },
  }),
  workspaces: tableDefinition({
    schema: records.WorkspaceRecord,
    key: 'workspace_id',
    indexes: { team: (w) => w.team_id, driveOwner: (w) => w.owner_id },
    references: { account_id: 'accounts', team_id: 'teams', owner_id: 'users' },
  }),
  folders: tableDefinition({
    schema: records.FolderRecord,
    key: 'folder_id',
    indexes: { workspace: (f) => f.workspace_id, place: (f) => placeKey(f.workspace_id, f.parent_id) },
    references: { workspace_id: 'workspaces', parent_id: 'folders' },
  }),
  documents: tableDefinition({
    schema: records.DocumentRecord,
    key: 'document_id',
    indexes: {
      workspace: (d) => d.workspace_id,
      place: (d) => placeKey(d.workspace_id, d.folder_id),
      // Partial indexes of the archived documents only: with `countBy` they give a listing's
      // active and archived totals without reading the list, and `slice` reads only the page.
      archivedWorkspace: (d) => (d.status === 'archived' ? d.workspace_id : undefined),
      archivedPlace: (d) => (d.status === 'archived' ? placeKey(d.workspace_id, d.folder_id) : undefined),
    },
    references: { workspace_id: 'workspaces', folder_id: 'folders', created_by: 'users' },
  }),
  blobs: withRole(tableDefinition({ schema: records.BlobRecord, key: 'document_id', references: { document_id: 'documents' } }), {
    bytes: true,
  }),
}

type Tables = typeof TABLES

/** A table of the registry: `teams`, `blobs`, … */
export type TableName = keyof Tables

// Every reference points into a table of the registry: a misspelt one fails to compile here.
type Target = { [K in TableName]: Tables[K]['references'][number][1] }[TableName]
const referencesResolve: Target extends TableName ? true : never = true
// eslint-disable-next-line @typescript-eslint/no-meaningless-void-operator -- uses the check, which is all it is for
void referencesResolve

/** Every table's name, in the registry's order. */
export const TABLE_NAMES = Object.keys(TABLES).filter((name): name is TableName => Object.hasOwn(TABLES, name))

/** A table that can be read from outside: every table but the bytes (`teams`, `documents`, …). */
export type RecordTableName = { [K in TableName]: Tables[K] extends { bytes: true } ? never : K }[TableName]

const isReadable = (name: TableName): name is RecordTableName => !('bytes' in TABLES[name])

/**
 * The tables a test may read from outside (`GET /__mock/records/<table>`),
 * each with the schema of its records: every table of the registry but the
 * blobs, whose bytes are read through Stream Document.
 */
export const RECORD_TABLES = Object.fromEntries(TABLE_NAMES.filter(isReadable).map((name) => [name, TABLES[name].schema])) as {
  readonly [T in RecordTableName]: Tables[T]['schema']
}

/** The record of a table, inferred from its schema: `RecordOf<'teams'>` is `TeamRecord`. */
export type RecordOf<T extends TableName> = z.infer<Tables[T]['schema']>

/**
 * Each reference a record makes, as `[table, field, the table it points into]`
 * (a dotted field for a nested one), in the registry's order; a dangling one
 * is refused (on import, and by the devtools' edits). A `null` reference
 * points nowhere by design (a drive's `team_id`, a root folder's `parent_id`).
 * @example
 * RECORD_REFERENCES.filter(([table]) => table === 'folders') // [['folders', 'workspace_id', 'workspaces'], ['folders', 'parent_id', 'folders']]
 */
export const RECORD_REFERENCES: ReadonlyArray<readonly [TableName, string, TableName]> = TABLE_NAMES.flatMap((table) =>
  TABLES[table].references.map(([field, target]) => [table, field, target] as const),
)

/**
 * The key field of each table's records.
 * @example
 * RECORD_KEYS.teams // 'team_id'
 */
export const RECORD_KEYS = Object.fromEntries(TABLE_NAMES.map((name) => [name, TABLES[name].key])) as Readonly<Record<TableName, string>>

/**
 * Whether a name is a table that can be read from outside.
 * @example
 * isRecordTable('teams') // true
 * isRecordTable('blobs') // false
 */
export function isRecordTable(name: string): name is RecordTableName {
  return Object.hasOwn(RECORD_TABLES, name)
}

/**
 * The fields a record can be filtered by: its scalar fields, and those of
 * its nested objects as dotted paths (`actor.email` of a team log).
 * @example
 * recordFields('teamLogs') // ['log_id', 'team_id', 'action', 'actor.user_id', 'actor.email', 'target.type', …]
 */
export function recordFields(table: RecordTableName): string[] {
  const fieldsOf = (shape: z.ZodRawShape, prefix: string): string[] =>
    Object.entries(shape).flatMap(([name, schema]) =>
      schema instanceof z.ZodObject ? fieldsOf(schema.shape, `${prefix}${name}.`) : [`${prefix}${name}`],
    )
  return fieldsOf(RECORD_TABLES[table].shape, '')
}
