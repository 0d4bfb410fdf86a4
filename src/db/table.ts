import type { z } from 'zod'
import { IndexLayer } from './index-layer.js'
import { copyProven, isProven } from './proven.js'
import { Query } from './query.js'
import { compileRecordCheck, type RecordCheck } from './record-check.js'
import { RowLayer, type FrozenRows } from './row-layer.js'
import { freeze, tableDefinition, type BulkCheck, type TableDefinition, type TableOptions, type TableSnapshot } from './table-definition.js'

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
  #base!: TableSnapshot
  #rows!: RowLayer<T>
  #indexes!: IndexLayer[]
  /** The compiled check of bulk loads: null until the first, undefined when zod checks them. */
  #check: RecordCheck<T> | undefined | null

  constructor(definition: TableDefinition<T, I>, bulkCheck: BulkCheck = 'compiled') {
    this.#definition = definition
    this.#check = bulkCheck === 'compiled' ? null : undefined
    this.clear()
  }

  /** The number of records. */
  count(): number {
    return this.#rows.size
  }

  /** The record with this primary key, without scanning. */
  get(id: string): T | undefined {
    return this.#rows.get(id)
  }

  has(id: string): boolean {
    return this.#rows.get(id) !== undefined
  }

  /** Calls `visit` with every record written since the table's last snapshot or restore (added or replaced). */
  eachWritten(visit: (record: T) => void): void {
    this.#rows.eachWritten(visit)
  }

  /** Every record, in insertion order. */
  all(): T[] {
    const out: T[] = []
    this.#rows.each((record) => void out.push(record))
    return out
  }

  /** Records whose index `name` has the key `value`, in insertion order. */
  by(name: I, value: string | null): T[] {
    const out: T[] = []
    this.#index(name).walk(value, false, (id) => void out.push(this.#rows.get(id) as T))
    return out
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
    return this.#page(name, value, false, start, end, keep)
  }

  /**
   * The same as `slice`, newest first: records `start` to `end` counted
   * from the last inserted, reading no further than `end`.
   * @example
   * db.teamLogs.sliceReverse('team', teamId, 0, 20) // the 20 latest entries, newest first
   */
  sliceReverse(name: I, value: string | null, start: number, end: number, keep?: (record: T) => boolean): T[] {
    return this.#page(name, value, true, start, end, keep)
  }

  /** How many records index `name` holds under `value`, without reading them. */
  countBy(name: I, value: string | null): number {
    return this.#index(name).count(value)
  }

  /** Records matching a query, e.g. `(q) => q.where({ role: 'owner' })` (the query builder of `@msw/data`). */
  findMany(build?: QueryBuilder<T>): T[] {
    if (!build) return this.all()
    const query = build(new Query<T>())
    return this.all().filter((record) => query.test(record))
  }

  findFirst(build: QueryBuilder<T>): T | undefined {
    const query = build(new Query<T>())
    let found: T | undefined
    this.#rows.each((record) => (query.test(record) ? ((found = record), false) : true))
    return found
  }

  /** Adds a record after checking it against the schema; the key must be new. */
  insert(input: T): T {
    const record = freeze(this.#definition.schema.parse(input))
    const id = record[this.#definition.key] as string
    if (this.has(id)) throw new Error(`Duplicate key ${String(this.#definition.key)} ${id}`)
    this.#rows.set(id, record)
    this.#definition.indexKeys.forEach((keyOf, i) => {
      const value = keyOf(record)
      if (value !== undefined) this.#indexes[i]?.add(value, id)
    })
    return record
  }

  /**
   * Adds many records at once, all or none (a scenario's seed): each is
   * checked against the schema, by a check compiled from it where it can
   * (several times faster than parsing), by zod where not sure, so the
   * same records are accepted and the same errors thrown as by `insert`.
   * Records this package proved ahead of time (its canned fixtures) are
   * copied without a check. Answers how many were added.
   * @example
   * db.documents.insertMany(generated) // 100k documents in a fraction of a second
   */
  insertMany(inputs: Iterable<T>): number {
    const { fields, schema } = this.#definition
    const records: T[] = []
    for (const input of inputs) {
      if (fields && isProven(input, schema)) {
        records.push(copyProven<T>(fields, input))
        continue
      }
      // Compiled on the first record that needs it: a load of proven records compiles nothing.
      if (this.#check === null) this.#check = compileRecordCheck(schema)
      const check = this.#check
      records.push(check?.accepts(input) ? check.copy(input) : freeze(schema.parse(input)))
    }
    const ids = records.map((record) => record[this.#definition.key] as string)
    const batch = new Map<string, T>()
    for (let i = 0; i < records.length; i++) batch.set(ids[i] as string, records[i] as T)
    const duplicate =
      batch.size !== records.length ? ids.find((id, i) => batch.get(id) !== records[i]) : this.count() > 0 ? ids.find((id) => this.has(id)) : undefined
    if (duplicate !== undefined) throw new Error(`Duplicate key ${String(this.#definition.key)} ${duplicate}`)
    this.#rows.addAll(batch)
    this.#definition.indexKeys.forEach((keyOf, i) => this.#indexes[i]?.addMany(records, ids, keyOf))
    return records.length
  }

  /** Replaces the record with a patched copy, re-checked against the schema. */
  update(id: string, patch: Partial<T>): T {
    const previous = this.#rows.get(id)
    if (!previous) throw new Error(`No record ${String(this.#definition.key)} ${id}`)
    const next = freeze(this.#definition.schema.parse({ ...previous, ...patch, [this.#definition.key]: id }))
    this.#rows.set(id, next)
    this.#definition.indexKeys.forEach((keyOf, i) => {
      const before = keyOf(previous)
      const after = keyOf(next)
      if (before === after) return
      const index = this.#indexes[i] as IndexLayer
      if (before !== undefined) index.remove(before, id)
      if (after !== undefined) index.add(after, id)
    })
    return next
  }

  /** Removes a record; answers whether it was there. */
  delete(id: string): boolean {
    const record = this.#rows.get(id)
    if (!record) return false
    this.#rows.delete(id)
    this.#definition.indexKeys.forEach((keyOf, i) => {
      const value = keyOf(record)
      if (value !== undefined) this.#indexes[i]?.remove(value, id)
    })
    return true
  }

  clear(): void {
    this.#adopt(this.#definition.empty)
  }

  /**
   * Captures the table. Right after a restore, or with nothing written
   * since the last snapshot, it is the same snapshot again (constant time);
   * otherwise the writes are folded into a new one, copying the records'
   * map once (a seed's table folds for free: it hands its maps over).
   */
  snapshot(): TableSnapshot {
    if (this.#rows.changed || this.#indexes.some((index) => index.changed)) {
      const { schema, signature } = this.#definition
      this.#adopt({ schema, signature, rows: this.#rows.fold(), indexes: this.#indexes.map((index) => index.fold()) })
    }
    return this.#base
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
    this.#adopt(snapshot)
  }

  #adopt(snapshot: TableSnapshot): void {
    this.#base = snapshot
    this.#rows = new RowLayer(snapshot.rows as FrozenRows<T>)
    this.#indexes = snapshot.indexes.map((index) => new IndexLayer(index))
  }

  #index(name: I): IndexLayer {
    const position = this.#definition.indexAt.get(name)
    if (position === undefined) throw new Error(`No index ${name}`)
    return this.#indexes[position] as IndexLayer
  }

  #page(name: I, value: string | null, newestFirst: boolean, start: number, end: number, keep?: (record: T) => boolean): T[] {
    const out: T[] = []
    if (end <= start) return out
    let position = 0
    this.#index(name).walk(value, newestFirst, (id) => {
      const record = this.#rows.get(id) as T
      if (keep && !keep(record)) return true
      if (position >= start) out.push(record)
      return ++position < end
    })
    return out
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
