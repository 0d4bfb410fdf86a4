import { Query } from '@msw/data'
import type { z } from 'zod'
import { compileRecordCheck, type RecordCheck } from './record-check.js'

/**
 * Derives the key of a secondary index from a record; null keys are indexed
 * too, and `undefined` leaves the record out (a partial index, e.g. of the
 * archived documents only).
 */
export type IndexKey<T> = (record: T) => string | null | undefined

export interface TableOptions<S extends z.ZodType, K extends keyof z.infer<S>, I extends string> {
  /** The record's zod schema: every insert and update is checked against it. */
  schema: S
  /** The primary key field. */
  key: K
  /** Secondary indexes, so a listing never scans the whole table. */
  indexes?: Record<I, IndexKey<z.infer<S>>>
}

/** What `snapshot()` captures and `restore()` puts back; opaque to callers. */
export interface TableSnapshot {
  readonly rows: ReadonlyMap<string, unknown>
  readonly indexes: ReadonlyMap<string, ReadonlyMap<string | null, ReadonlySet<string>>>
}

export type QueryBuilder<T> = (query: Query<T>) => Query<T>

/**
 * An indexed, snapshot-able collection of immutable records.
 *
 * Records are frozen and replaced on update (never mutated), and the maps
 * are copied on write: a snapshot shares the table's maps, and the first
 * write after `snapshot()` or `restore()` copies only what it changes (the
 * rows, and the index entries it touches). So both cost the same for 10
 * records or 100k. Lookups by key and by index never scan. Queries use the
 * `@msw/data` query builder.
 *
 * @example
 * const teams = defineTable({ schema: TeamRecord, key: 'team_id', indexes: { account: (t) => t.account_id } })
 * teams.insert(team)
 * teams.get(team.team_id)
 * teams.findMany((q) => q.where({ name: (name) => name.startsWith('Eng') }))
 */
export class Table<T extends Record<string, unknown>, I extends string = string> {
  #rows = new Map<string, T>()
  #indexes = new Map<I, Map<string | null, Set<string>>>()
  /** The maps and sets made since the last snapshot or restore: only these may change in place. */
  #owned = new WeakSet<object>()
  readonly #schema: z.ZodType<T>
  readonly #key: keyof T
  readonly #indexKeys: ReadonlyArray<[I, IndexKey<T>]>
  #check: RecordCheck<T> | undefined | null = null

  constructor(schema: z.ZodType<T>, key: keyof T, indexes: Partial<Record<I, IndexKey<T>>> = {}) {
    this.#schema = schema
    this.#key = key
    this.#indexKeys = Object.entries(indexes) as Array<[I, IndexKey<T>]>
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
    return this.#rows.has(id)
  }

  /** Every record, in insertion order. */
  all(): T[] {
    return [...this.#rows.values()]
  }

  /** Records whose index `name` has the key `value`, in insertion order. */
  by(name: I, value: string | null): T[] {
    const ids = this.#indexes.get(name)?.get(value)
    if (!ids) return []
    const out: T[] = []
    for (const id of ids) out.push(this.#rows.get(id) as T)
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
    const out: T[] = []
    const ids = this.#indexes.get(name)?.get(value)
    if (!ids || end <= start) return out
    let position = 0
    for (const id of ids) {
      const record = this.#rows.get(id) as T
      if (keep && !keep(record)) continue
      if (position >= start) out.push(record)
      if (++position >= end) break
    }
    return out
  }

  /** How many records index `name` holds under `value`, without reading them. */
  countBy(name: I, value: string | null): number {
    return this.#indexes.get(name)?.get(value)?.size ?? 0
  }

  /** Records matching an `@msw/data` query, e.g. `(q) => q.where({ role: 'owner' })`. */
  findMany(build?: QueryBuilder<T>): T[] {
    if (!build) return this.all()
    const query = build(new Query<T>())
    return this.all().filter((record) => query.test(record))
  }

  findFirst(build: QueryBuilder<T>): T | undefined {
    const query = build(new Query<T>())
    for (const record of this.#rows.values()) if (query.test(record)) return record
    return undefined
  }

  /** Adds a record after checking it against the schema; the key must be new. */
  insert(input: T): T {
    const record = freeze(this.#schema.parse(input))
    const id = record[this.#key] as string
    if (this.#rows.has(id)) throw new Error(`Duplicate key ${String(this.#key)} ${id}`)
    this.#writableRows().set(id, record)
    for (const [name, keyOf] of this.#indexKeys) this.#addToIndex(name, keyOf(record), id)
    return record
  }

  /**
   * Adds many records at once, all or none (a scenario's seed): each is
   * checked against the schema, by a check compiled from it where it can
   * (several times faster than parsing), by zod where not sure, so the
   * same records are accepted and the same errors thrown as by `insert`.
   * Answers how many were added.
   * @example
   * db.documents.insertMany(generated) // 100k documents in a fraction of a second
   */
  insertMany(inputs: Iterable<T>): number {
    if (this.#check === null) this.#check = compileRecordCheck(this.#schema)
    const check = this.#check
    const records: T[] = []
    for (const input of inputs) records.push(check?.accepts(input) ? check.copy(input) : freeze(this.#schema.parse(input)))
    const ids = records.map((record) => record[this.#key] as string)
    const rows = this.#writableRows()
    const wasEmpty = rows.size === 0
    for (let i = 0; i < records.length; i++) {
      const id = ids[i] as string
      // Into an empty table (a seed), a duplicate shows in the final size instead of a lookup per record.
      if (!wasEmpty && rows.has(id)) {
        for (let j = 0; j < i; j++) rows.delete(ids[j] as string)
        throw new Error(`Duplicate key ${String(this.#key)} ${id}`)
      }
      rows.set(id, records[i] as T)
    }
    if (wasEmpty && rows.size !== records.length) {
      const seen = new Set<string>()
      const duplicate = ids.find((id) => seen.size === seen.add(id).size)
      rows.clear()
      throw new Error(`Duplicate key ${String(this.#key)} ${duplicate}`)
    }
    for (const [name, keyOf] of this.#indexKeys) {
      let lastValue: string | null | undefined
      let lastIds: Set<string> | undefined
      for (let i = 0; i < records.length; i++) {
        const value = keyOf(records[i] as T)
        if (value === undefined) continue
        if (value !== lastValue || !lastIds) {
          lastValue = value
          lastIds = this.#writableIds(name, value)
        }
        lastIds.add(ids[i] as string)
      }
    }
    return records.length
  }


  /** Replaces the record with a patched copy, re-checked against the schema. */
  update(id: string, patch: Partial<T>): T {
    const previous = this.#rows.get(id)
    if (!previous) throw new Error(`No record ${String(this.#key)} ${id}`)
    const next = freeze(this.#schema.parse({ ...previous, ...patch, [this.#key]: id }))
    this.#writableRows().set(id, next)
    for (const [name, keyOf] of this.#indexKeys) {
      const before = keyOf(previous)
      const after = keyOf(next)
      if (before !== after) {
        this.#removeFromIndex(name, before, id)
        this.#addToIndex(name, after, id)
      }
    }
    return next
  }

  /** Removes a record; answers whether it was there. */
  delete(id: string): boolean {
    const record = this.#rows.get(id)
    if (!record) return false
    this.#writableRows().delete(id)
    for (const [name, keyOf] of this.#indexKeys) this.#removeFromIndex(name, keyOf(record), id)
    return true
  }

  clear(): void {
    this.#owned = new WeakSet()
    this.#rows = this.#own(new Map())
    this.#indexes = this.#own(new Map())
    for (const [name] of this.#indexKeys) this.#indexes.set(name, this.#own(new Map()))
  }

  /** Captures the table in constant time: the snapshot shares the maps, which later writes copy first. */
  snapshot(): TableSnapshot {
    this.#owned = new WeakSet()
    return { rows: this.#rows, indexes: this.#indexes }
  }

  /** Puts back a snapshot this table took, in constant time (the maps stay shared with it). */
  restore(snapshot: TableSnapshot): void {
    this.#rows = snapshot.rows as Map<string, T>
    this.#indexes = snapshot.indexes as Map<I, Map<string | null, Set<string>>>
    this.#owned = new WeakSet()
  }

  #own<M extends object>(container: M): M {
    this.#owned.add(container)
    return container
  }

  #writableRows(): Map<string, T> {
    if (!this.#owned.has(this.#rows)) this.#rows = this.#own(new Map(this.#rows))
    return this.#rows
  }

  /** The ids under `value` of index `name`, safe to change in place; created when absent. */
  #writableIds(name: I, value: string | null): Set<string> {
    if (!this.#owned.has(this.#indexes)) this.#indexes = this.#own(new Map(this.#indexes))
    let index = this.#indexes.get(name) as Map<string | null, Set<string>>
    if (!this.#owned.has(index)) this.#indexes.set(name, (index = this.#own(new Map(index))))
    let ids = index.get(value)
    if (!ids) index.set(value, (ids = this.#own(new Set<string>())))
    else if (!this.#owned.has(ids)) index.set(value, (ids = this.#own(new Set(ids))))
    return ids
  }

  #addToIndex(name: I, value: string | null | undefined, id: string): void {
    if (value !== undefined) this.#writableIds(name, value).add(id)
  }

  #removeFromIndex(name: I, value: string | null | undefined, id: string): void {
    if (value === undefined || !this.#indexes.get(name)?.get(value)?.has(id)) return
    const ids = this.#writableIds(name, value)
    ids.delete(id)
    if (ids.size === 0) this.#indexes.get(name)?.delete(value)
  }
}

function freeze<T>(record: T): T {
  if (record && typeof record === 'object') {
    for (const value of Object.values(record)) {
      if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) Object.freeze(value)
    }
    Object.freeze(record)
  }
  return record
}

/**
 * Defines a table over a record schema.
 * @example
 * const folders = defineTable({ schema: FolderRecord, key: 'folder_id', indexes: { parent: (f) => `${f.workspace_id}/${f.parent_id}` } })
 */
export function defineTable<S extends z.ZodType<Record<string, unknown>>, I extends string = never>(
  options: TableOptions<S, keyof z.infer<S>, I>,
): Table<z.infer<S>, I> {
  return new Table<z.infer<S>, I>(options.schema as unknown as z.ZodType<z.infer<S>>, options.key, options.indexes)
}
