import { Query } from '@msw/data'
import type { z } from 'zod'

/** Derives the key of a secondary index from a record; null keys are indexed too. */
export type IndexKey<T> = (record: T) => string | null

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
 * Records are frozen and replaced on update (never mutated), so a snapshot
 * is a copy of the maps, not of the records: `restore()` costs a few
 * microseconds for a few hundred records. Lookups by key and by index never
 * scan. Queries use the `@msw/data` query builder.
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
  readonly #schema: z.ZodType<T>
  readonly #key: keyof T
  readonly #indexKeys: ReadonlyArray<[I, IndexKey<T>]>

  constructor(schema: z.ZodType<T>, key: keyof T, indexes: Partial<Record<I, IndexKey<T>>> = {}) {
    this.#schema = schema
    this.#key = key
    this.#indexKeys = Object.entries(indexes) as Array<[I, IndexKey<T>]>
    for (const [name] of this.#indexKeys) this.#indexes.set(name, new Map())
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
    this.#rows.set(id, record)
    for (const [name, keyOf] of this.#indexKeys) this.#addToIndex(name, keyOf(record), id)
    return record
  }

  /** Replaces the record with a patched copy, re-checked against the schema. */
  update(id: string, patch: Partial<T>): T {
    const previous = this.#rows.get(id)
    if (!previous) throw new Error(`No record ${String(this.#key)} ${id}`)
    const next = freeze(this.#schema.parse({ ...previous, ...patch, [this.#key]: id }))
    this.#rows.set(id, next)
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
    this.#rows.delete(id)
    for (const [name, keyOf] of this.#indexKeys) this.#removeFromIndex(name, keyOf(record), id)
    return true
  }

  clear(): void {
    this.#rows.clear()
    for (const index of this.#indexes.values()) index.clear()
  }

  snapshot(): TableSnapshot {
    return { rows: new Map(this.#rows), indexes: copyIndexes(this.#indexes) }
  }

  /** Puts back a snapshot this table took. */
  restore(snapshot: TableSnapshot): void {
    this.#rows = new Map(snapshot.rows as ReadonlyMap<string, T>)
    this.#indexes = copyIndexes(snapshot.indexes) as Map<I, Map<string | null, Set<string>>>
  }

  #addToIndex(name: I, value: string | null, id: string): void {
    const index = this.#indexes.get(name) as Map<string | null, Set<string>>
    const ids = index.get(value)
    if (ids) ids.add(id)
    else index.set(value, new Set([id]))
  }

  #removeFromIndex(name: I, value: string | null, id: string): void {
    const index = this.#indexes.get(name) as Map<string | null, Set<string>>
    const ids = index.get(value)
    if (!ids) return
    ids.delete(id)
    if (ids.size === 0) index.delete(value)
  }
}

function copyIndexes(
  indexes: ReadonlyMap<string, ReadonlyMap<string | null, ReadonlySet<string>>>,
): Map<string, Map<string | null, Set<string>>> {
  const copy = new Map<string, Map<string | null, Set<string>>>()
  for (const [name, index] of indexes) {
    const entries = new Map<string | null, Set<string>>()
    for (const [value, ids] of index) entries.set(value, new Set(ids))
    copy.set(name, entries)
  }
  return copy
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
