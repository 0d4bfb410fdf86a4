import { defineTable, type Table, type TableSnapshot } from './table.js'
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

function defineTables() {
  return {
    accounts: defineTable({ schema: AccountRecord, key: 'account_id' }),
    users: defineTable({
      schema: UserRecord,
      key: 'user_id',
      indexes: { account: (u) => u.account_id, email: (u) => u.email.toLowerCase() },
    }),
    apiKeys: defineTable({ schema: ApiKeyRecord, key: 'api_key', indexes: { user: (k) => k.user_id } }),
    teams: defineTable({ schema: TeamRecord, key: 'team_id', indexes: { account: (t) => t.account_id } }),
    members: defineTable({
      schema: MemberRecord,
      key: 'member_id',
      indexes: {
        team: (m) => m.team_id,
        user: (m) => m.user_id,
        teamUser: (m) => `${m.team_id}/${m.user_id}`,
        teamEmail: (m) => `${m.team_id}/${m.email.toLowerCase()}`,
      },
    }),
    teamLogs: defineTable({
      schema: TeamLogRecord,
      key: 'log_id',
      // Listed newest first, whole or by action: both indexes are walked from their newest end.
      indexes: { team: (l) => l.team_id, teamAction: (l) => teamActionKey(l.team_id, l.action) },
    }),
    workspaces: defineTable({
      schema: WorkspaceRecord,
      key: 'workspace_id',
      indexes: { team: (w) => w.team_id, driveOwner: (w) => w.owner_id },
    }),
    folders: defineTable({
      schema: FolderRecord,
      key: 'folder_id',
      indexes: { workspace: (f) => f.workspace_id, place: (f) => placeKey(f.workspace_id, f.parent_id) },
    }),
    documents: defineTable({
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
    blobs: defineTable({ schema: BlobRecord, key: 'document_id' }),
  }
}

type Tables = ReturnType<typeof defineTables>
type TokenTable = Table<TokenRecord, 'user'>

/**
 * The whole data model of one scenario's state: every resource of the
 * contract, plus users, API keys and tokens. Tokens are sessions, shared by
 * every scenario of a mock, so switching scenario does not sign a client out.
 */
export type Db = Tables & { readonly tokens: TokenTable }

/** The tables a snapshot covers (every table but the shared tokens). */
type DataTableName = keyof Tables
export type DbSnapshot = { readonly [K in DataTableName]: TableSnapshot }

/**
 * Creates an empty data model.
 * @example
 * const db = createDb(createTokenTable())
 */
export function createDb(tokens: TokenTable = createTokenTable()): Db {
  return { ...defineTables(), tokens }
}

/**
 * The session table that every scenario state of one mock shares.
 * @example
 * const tokens = createTokenTable()
 */
export function createTokenTable(): TokenTable {
  return defineTable({ schema: TokenRecord, key: 'access_token', indexes: { user: (t) => t.user_id } })
}

const dataTableNames = Object.keys(defineTables()) as DataTableName[]

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
