import { Table, type TableSnapshot } from './table.js'
import type { BulkCheck, TableDefinition } from './table-definition.js'
import { TABLE_NAMES, TABLES, type TableName } from './record-tables.js'

// Where the resources have always found them; they are the registry's, beside the indexes that use them.
export { placeKey, teamActionKey } from './record-tables.js'

/** Options of a data model. */
export interface DbOptions {
  /** How bulk loads (seeds) check records; see `BulkCheck`. Default `compiled`. */
  readonly bulkCheck?: BulkCheck
}

type Tables = typeof TABLES
/** The table a registry entry makes: its record type and index names, inferred. */
type TableOf<K extends TableName> =
  Tables[K] extends TableDefinition<infer T extends Record<string, unknown>, infer I> ? Table<T, I> : never

/**
 * The whole data model of one scenario's state: a table for each table of
 * the registry (`TABLES`). The shared ones (tokens: sessions) are shared by
 * every scenario of a mock, so switching scenario does not sign a client out.
 */
export type Db = { readonly [K in TableName]: TableOf<K> }

/** The tables a snapshot covers: every table but the shared ones. */
type DataTableName = { [K in TableName]: Tables[K] extends { shared: true } ? never : K }[TableName]
type SharedTableName = Exclude<TableName, DataTableName>
const isShared = (name: TableName): name is SharedTableName => 'shared' in TABLES[name]
const dataTableNames = TABLE_NAMES.filter((name): name is DataTableName => !isShared(name))
export type DbSnapshot = { readonly [K in DataTableName]: TableSnapshot }

/**
 * Every table of a data model, in its order: the data tables in the
 * registry's order, then the shared ones (as `createDb` adds them).
 */
export const DB_TABLE_NAMES: readonly TableName[] = [...dataTableNames, ...TABLE_NAMES.filter(isShared)]

/**
 * Creates an empty data model.
 * @example
 * const db = createDb(createTokenTable())
 */
export function createDb(tokens: Db['tokens'] = createTokenTable(), options: DbOptions = {}): Db {
  // One table of each definition: the compiler cannot follow each table's record type through a loop over names.
  const tableOf = (name: DataTableName) =>
    new Table(TABLES[name] as unknown as TableDefinition<Record<string, unknown>, string>, options.bulkCheck)
  const tables = Object.fromEntries(dataTableNames.map((name) => [name, tableOf(name)]))
  return { ...(tables as unknown as { [K in DataTableName]: TableOf<K> }), tokens }
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
    if ('bytes' in TABLES[name]) continue
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
export function createTokenTable(): Db['tokens'] {
  return new Table(TABLES.tokens)
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
