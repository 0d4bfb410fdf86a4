import type { z } from 'zod'
import { bulkLoad, type BulkLoad } from './bulk-load.js'
import { queryOf, type Query } from './query.js'
import { freeze, tableDefinition, type BulkCheck, type TableDefinition, type TableOptions, type TableSnapshot } from './table-definition.js'
import { TableLayers } from './table-layers.js'

export type { IndexKey, TableOptions, TableSnapshot } from './table-definition.js'

export type QueryBuilder<T> = (query: Query<T>) => Query<T>

/**
 * An indexed, snapshot-able collection of immutable records.
 *
 * Records are frozen and replaced on update (never mutated). A table reads
 * through a frozen snapshot and keeps its own writes in a layer over it:
 * `restore()` is a pointer swap, into this table or a fresh one of the same
 * definition, and a write records only what it changes, so restoring and
 * the first write after it cost the same for 10 records or 100k, and two
 * tables restored from one snapshot never see each other's writes. Lookups
 * by key and by index never scan; a page of an index reads that page only,
 * from either end. Queries take the `where` / `and` / `or` of `@msw/data`.
 *
 * @example
 * const teams = defineTable({ schema: TeamRecord, key: 'team_id', indexes: { account: (t) => t.account_id } })
 * teams.insert(team)
 * teams.get(team.team_id)
 * teams.findMany((q) => q.where({ name: (name) => name.startsWith('Eng') }))
 */
export class Table<T extends Record<string, unknown>, I extends string = string> {
  readonly #definition: TableDefinition<T, I>
  readonly #bulkCheck: BulkCheck
  /** Made by the first bulk load: a session's tables, restored from a seed, never load and never pay for it. */
  #bulkLoad: BulkLoad<T> | undefined
  #layers: TableLayers<T, I>

  constructor(definition: TableDefinition<T, I>, bulkCheck: BulkCheck = 'compiled') {
    this.#definition = definition
    this.#bulkCheck = bulkCheck
    this.#layers = new TableLayers(definition, definition.empty)
  }

  /** The number of records. */
  count(): number {
    return this.#layers.rows.size
  }

  /** The record with this primary key, without scanning. */
  get(id: string): T | undefined {
    return this.#layers.rows.get(id)
  }

  has(id: string): boolean {
    return this.#layers.rows.get(id) !== undefined
  }

  /** Calls `visit` with every record written since the table's last snapshot or restore (added or replaced). */
  eachWritten(visit: (record: T) => void): void {
    this.#layers.rows.eachWritten(visit)
  }

  /** Every record, in insertion order. */
  all(): T[] {
    const out: T[] = []
    this.#layers.rows.each((record) => void out.push(record))
    return out
  }

  /** Records whose index `name` has the key `value`, in insertion order. */
  by(name: I, value: string | null): T[] {
    return this.#layers.page(name, value, false, 0, Number.POSITIVE_INFINITY)
  }

  /**
   * Records `start` to `end` (exclusive) under `value` of index `name`, in
   * insertion order, counting only those `keep` accepts. Reads the records
   * up to `end` and no further, so the first page of a 100k-record list
   * costs what it costs for 1k records (with `countBy` for its total).
   * @example
   * db.documents.slice('workspace', workspaceId, 0, 20, (d) => d.status === 'active')
   */
  slice(name: I, value: string | null, start: number, end: number, keep?: (record: T) => boolean): T[] {
    return this.#layers.page(name, value, false, start, end, keep)
  }

  /**
   * The same as `slice`, newest first: records `start` to `end` counted
   * from the last inserted, reading no further than `end`.
   * @example
   * db.teamLogs.sliceReverse('team', teamId, 0, 20) // the 20 latest entries, newest first
   */
  sliceReverse(name: I, value: string | null, start: number, end: number, keep?: (record: T) => boolean): T[] {
    return this.#layers.page(name, value, true, start, end, keep)
  }

  /** How many records index `name` holds under `value`, without reading them. */
  countBy(name: I, value: string | null): number {
    return this.#layers.index(name).count(value)
  }

  /** Records matching a query, e.g. `(q) => q.where({ role: 'owner' })` (the query builder of `@msw/data`). */
  findMany(build?: QueryBuilder<T>): T[] {
    if (!build) return this.all()
    const query = queryOf(build, 'findMany')
    return this.all().filter((record) => query.test(record))
  }

  findFirst(build: QueryBuilder<T>): T | undefined {
    const query = queryOf(build, 'findFirst')
    let found: T | undefined
    this.#layers.rows.each((record) => (query.test(record) ? ((found = record), false) : true))
    return found
  }

  /** Adds a record after checking it against the schema; the key must be new. */
  insert(input: T): T {
    const record = freeze(this.#definition.schema.parse(input))
    const id = record[this.#definition.key] as string
    if (this.has(id)) throw new Error(`Duplicate key ${String(this.#definition.key)} ${id}`)
    this.#layers.write(id, record)
    return record
  }

  /**
   * Adds many records at once, all or none (a scenario's seed): each is
   * checked against the schema, by a check compiled from it where it can
   * (several times faster than parsing), by zod where not sure, so the
   * same records are accepted and the same errors thrown as by `insert`.
   * Records this package proved or built itself (its canned fixtures, a
   * seed's document bytes) skip the check. Answers how many were added.
   * @example
   * db.documents.insertMany(generated) // 100k documents in a fraction of a second
   */
  insertMany(inputs: Iterable<T>): number {
    const { batch, records, ids } = (this.#bulkLoad ??= bulkLoad(this.#definition, this.#bulkCheck))(inputs, this)
    this.#layers.writeMany(batch, records, ids)
    return records.length
  }

  /** Replaces the record with a patched copy, re-checked against the schema. */
  update(id: string, patch: Partial<T>): T {
    const previous = this.#layers.rows.get(id)
    if (!previous) throw new Error(`No record ${String(this.#definition.key)} ${id}`)
    const next = freeze(this.#definition.schema.parse({ ...previous, ...patch, [this.#definition.key]: id }))
    this.#layers.write(id, next)
    return next
  }

  /** Removes a record; answers whether it was there. */
  delete(id: string): boolean {
    const record = this.#layers.rows.get(id)
    if (!record) return false
    this.#layers.remove(id, record)
    return true
  }

  clear(): void {
    this.#layers = new TableLayers(this.#definition, this.#definition.empty)
  }

  /**
   * Captures the table. Right after a restore, or with nothing written
   * since the last snapshot, it is the same snapshot again (constant time);
   * otherwise the writes are folded into a new one, copying the records'
   * map once (a seed's table folds for free: it hands its maps over).
   */
  snapshot(): TableSnapshot {
    const snapshot = this.#layers.fold()
    // A fold may hand the layers' maps over to the snapshot: the table then writes over it in new layers.
    if (snapshot !== this.#layers.base) this.#layers = new TableLayers(this.#definition, snapshot)
    return snapshot
  }

  /**
   * Puts back a snapshot of this table or of any table of the same
   * definition (schema, key and indexes), in constant time: the snapshot
   * stays shared and untouched, and this table's later writes are its own.
   * @example
   * const seed = seeded.snapshot()
   * const fork = new Table(Documents) // Documents = tableDefinition({ schema: DocumentRecord, … })
   * fork.restore(seed) // seeded and fork now change independently
   */
  restore(snapshot: TableSnapshot): void {
    const { schema, signature } = this.#definition
    if (snapshot.schema !== schema || snapshot.signature !== signature) {
      throw new Error(`A snapshot of another table definition cannot be restored here (${snapshot.signature}, not ${signature})`)
    }
    this.#layers = new TableLayers(this.#definition, snapshot)
  }
}

/**
 * Defines a table over a record schema and makes one table of it.
 * @example
 * const folders = defineTable({ schema: FolderRecord, key: 'folder_id', indexes: { parent: (f) => `${f.workspace_id}/${f.parent_id}` } })
 */
export function defineTable<S extends z.ZodType<Record<string, unknown>>, I extends string = never>(
  options: TableOptions<S, keyof z.infer<S>, I>,
): Table<z.infer<S>, I> {
  return new Table(tableDefinition(options))
}
