import { Table, type TableSnapshot } from './table.js'
import { tableDefinition, type BulkCheck, type TableDefinition } from './table-definition.js'
import {
  AccountRecord,
  ApiKeyRecord,
  BlobRecord,
  DocumentRecord,
  FolderRecord,
  MemberRecord,
  TeamLogRecord,
  TeamRecord,
  TokenRecord,
  UserRecord,
  WorkspaceRecord,
} from './schema.js'

/** The key of a folder's or document's place: its workspace and parent folder. */
export const placeKey = (workspaceId: string, folderId: string | null): string =>
  `${workspaceId}/${folderId ?? ''}`

/** The key of a team log's `teamAction` index (a team id is a UUID, so no action can blur two keys). */
export const teamActionKey = (teamId: string, action: string): string => `${teamId}/${action}`

/** Options of a data model. */
export interface DbOptions {
  /** How bulk loads (seeds) check records; see `BulkCheck`. Default `compiled`. */
  readonly bulkCheck?: BulkCheck
}

// Defined once: every data model (each scenario's, each world's, each fork's) makes its tables from these.
const definitions = {
  accounts: tableDefinition({ schema: AccountRecord, key: 'account_id' }),
  users: tableDefinition({
    schema: UserRecord,
    key: 'user_id',
    indexes: { account: (u) => u.account_id, email: (u) => u.email.toLowerCase() },
  }),
  apiKeys: tableDefinition({ schema: ApiKeyRecord, key: 'api_key', indexes: { user: (k) => k.user_id } }),
  teams: tableDefinition({ schema: TeamRecord, key: 'team_id', indexes: { account: (t) => t.account_id } }),
  members: tableDefinition({
    schema: MemberRecord,
    key: 'member_id',
    indexes: {
      team: (m) => m.team_id,
      user: (m) => m.user_id,
      teamUser: (m) => `${m.team_id}/${m.user_id}`,
      teamEmail: (m) => `${m.team_id}/${m.email.toLowerCase()}`,
    },
  }),
  teamLogs: tableDefinition({
    schema: TeamLogRecord,
    key: 'log_id',
    // Listed newest first, whole or by action: both indexes are walked from their newest end.
    indexes: { team: (l) => l.team_id, teamAction: (l) => teamActionKey(l.team_id, l.action) },
  }),
  workspaces: tableDefinition({
    schema: WorkspaceRecord,
    key: 'workspace_id',
    indexes: { team: (w) => w.team_id, driveOwner: (w) => w.owner_id },
  }),
  folders: tableDefinition({
    schema: FolderRecord,
    key: 'folder_id',
    indexes: { workspace: (f) => f.workspace_id, place: (f) => placeKey(f.workspace_id, f.parent_id) },
  }),
  documents: tableDefinition({
    schema: DocumentRecord,
    key: 'document_id',
    indexes: {
      workspace: (d) => d.workspace_id,
      place: (d) => placeKey(d.workspace_id, d.folder_id),
      // Partial indexes of the archived documents only: with `countBy` they give a listing's
      // active and archived totals without reading the list, and `slice` reads only the page.
      archivedWorkspace: (d) => (d.status === 'archived' ? d.workspace_id : undefined),
      archivedPlace: (d) => (d.status === 'archived' ? placeKey(d.workspace_id, d.folder_id) : undefined),
    },
  }),
  blobs: tableDefinition({ schema: BlobRecord, key: 'document_id' }),
}
const tokenDefinition = tableDefinition({ schema: TokenRecord, key: 'access_token', indexes: { user: (t) => t.user_id } })


type Definitions = typeof definitions
type Tables = { [K in keyof Definitions]: Definitions[K] extends TableDefinition<infer T extends Record<string, unknown>, infer I> ? Table<T, I> : never }
type TokenTable = Table<TokenRecord, 'user'>

/**
 * The whole data model of one scenario's state: every resource of the
 * contract, plus users, API keys and tokens. Tokens are sessions, shared by
 * every scenario of a mock, so switching scenario does not sign a client out.
 */
export type Db = Tables & { readonly tokens: TokenTable }

/** The tables a snapshot covers (every table but the shared tokens). */
type DataTableName = keyof Tables
const dataTableNames = Object.keys(definitions) as DataTableName[]
export type DbSnapshot = { readonly [K in DataTableName]: TableSnapshot }

/**
 * Creates an empty data model.
 * @example
 * const db = createDb(createTokenTable())
 */
export function createDb(tokens: TokenTable = createTokenTable(), options: DbOptions = {}): Db {
  const tables: Partial<Record<DataTableName, unknown>> = {}
  for (const name of dataTableNames) tables[name] = new Table(definitions[name] as unknown as TableDefinition<Record<string, unknown>, string>, options.bulkCheck)
  return { ...(tables as Tables), tokens }
}

/**
 * Roughly how many bytes the records written since the seed hold: file bytes
 * as they are, other records by the length of their JSON plus an object's
 * overhead. An estimate for `GET /__mock/sessions`, not a measure.
 * @example
 * writtenBytes(db) // 0 right after a reset
 */
export function writtenBytes(db: Db): number {
  let bytes = 0
  db.blobs.eachWritten((blob) => (bytes += blob.bytes.byteLength + RECORD_OVERHEAD))
  for (const name of dataTableNames) {
    if (name === 'blobs') continue
    const table: { eachWritten(visit: (record: object) => void): void } = db[name]
    table.eachWritten((record) => (bytes += JSON.stringify(record).length + RECORD_OVERHEAD))
  }
  return bytes
}
/** What an object and its place in the maps of a table cost beside its fields, about. */
const RECORD_OVERHEAD = 200

/**
 * The session table that every scenario state of one mock shares.
 * @example
 * const tokens = createTokenTable()
 */
export function createTokenTable(): TokenTable {
  return new Table(tokenDefinition)
}

/**
 * Captures every data table, so `restoreDb` can put it back in microseconds.
 * Right after a restore (or a seed) it costs nothing; with writes pending
 * over a restored snapshot it folds them into a new one (one copy of each
 * changed table's records).
 * @example
 * const seed = snapshotDb(db)
 * db.teams.clear()
 * restoreDb(db, seed) // the teams are back
 */
export function snapshotDb(db: Db): DbSnapshot {
  const snapshot: Partial<Record<DataTableName, TableSnapshot>> = {}
  for (const name of dataTableNames) snapshot[name] = db[name].snapshot()
  return snapshot as DbSnapshot
}

/**
 * Puts a snapshot back, in constant time, into the data model that took it
 * or into a fresh one (`createDb()`): each table reads through the shared,
 * never-changed snapshot and keeps its own writes, so any number of worlds
 * forked from one seed cost the same for 200 records or 100k, and never see
 * each other's writes.
 * @example
 * const fork = createDb()
 * restoreDb(fork, seed) // a world of its own, from the scenario's seed
 */
export function restoreDb(db: Db, snapshot: DbSnapshot): void {
  for (const name of dataTableNames) db[name].restore(snapshot[name])
}
