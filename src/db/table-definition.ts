import type { z } from 'zod'
import type { FrozenIndex } from './index-layer.js'
import type { FrozenRows } from './row-layer.js'

/**
 * Derives the key of a secondary index from a record; null keys are indexed
 * too, and `undefined` leaves the record out (a partial index, e.g. of the
 * archived documents only).
 */
export type IndexKey<T> = (record: T) => string | null | undefined

/**
 * How `insertMany` checks records: `compiled` (default), a check compiled
 * from the schema that hands zod whatever it is not sure of; or `zod`, every
 * record parsed by zod as `insert` does. The same records pass either way;
 * the benchmark compares the two.
 */
export type BulkCheck = 'compiled' | 'zod'

type Scalar = string | number | boolean | null

/**
 * A record's fields by path: its scalar fields, and those of its nested
 * objects dotted (`actor.email` of a team log).
 */
export type RecordField<R> = {
  [K in keyof R & string]: R[K] extends Scalar ? K : R[K] extends Readonly<Record<string, Scalar>> ? `${K}.${keyof R[K] & string}` : never
}[keyof R & string]

/** A table's references: the fields that hold another record's key, each with the table it points into. */
export type References<S extends z.ZodType> = { readonly [F in RecordField<z.infer<S>>]?: string }

export interface TableOptions<S extends z.ZodType, K extends keyof z.infer<S>, I extends string, F extends References<S> = References<S>> {
  /** The record's zod schema: every insert and update is checked against it. */
  schema: S
  /** The primary key field. */
  key: K
  /** Secondary indexes, so a listing never scans the whole table. */
  indexes?: Record<I, IndexKey<z.infer<S>>>
  /** The fields that hold another record's key, each with the table it points into (a `null` one points nowhere). */
  references?: F
}

/**
 * What `snapshot()` captures and `restore()` puts back, into the table that
 * took it or any other table of the same definition; opaque to callers and
 * never changed once taken.
 */
export interface TableSnapshot {
  /** The definition it belongs to: the schema, and the key and index names. */
  readonly schema: unknown
  readonly signature: string
  readonly rows: FrozenRows<unknown>
  readonly indexes: readonly FrozenIndex[]
}

/**
 * A table's definition, made once and shared by every table made from it
 * (each world's, each fork's), so a new table allocates only its own state.
 */
export interface TableDefinition<T, I extends string, S extends z.ZodType = z.ZodType, R extends string = string> {
  /** The record schema, as it was given (an object schema keeps its `shape`). */
  readonly schema: z.ZodType<T> & S
  readonly key: keyof T
  /** Each reference a record makes, `[field, the table it points into]`, in the order declared. */
  readonly references: ReadonlyArray<readonly [field: string, target: R]>
  /** The index functions, in the order of `indexAt`. */
  readonly indexKeys: ReadonlyArray<IndexKey<T>>
  readonly indexAt: ReadonlyMap<I, number>
  /** The key and index names, which a snapshot must share to be restored. */
  readonly signature: string
  /** The record schema's fields, when it is an object schema: what a proven record is copied by. */
  readonly fields: readonly string[] | undefined
  /** The empty table's snapshot. */
  readonly empty: TableSnapshot
}

/**
 * Defines a table over a record schema, once; `new Table(definition)` (or
 * `defineTable`) makes tables of it.
 * @example
 * const Folders = tableDefinition({ schema: FolderRecord, key: 'folder_id', indexes: { parent: (f) => f.parent_id } })
 * const folders = new Table(Folders)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- F's default: no references
export function tableDefinition<S extends z.ZodType<Record<string, unknown>>, I extends string = never, const F extends References<S> = {}>(
  options: TableOptions<S, keyof z.infer<S>, I, F>,
): TableDefinition<z.infer<S>, I, S, Extract<F[keyof F], string>> {
  type R = Extract<F[keyof F], string>
  // What the compiler cannot see of a generic schema: its output is its `z.infer`.
  const schema = options.schema as z.ZodType<z.infer<S>> & S
  const entries = Object.entries(options.indexes ?? {}) as Array<[I, IndexKey<z.infer<S>>]>
  const signature = JSON.stringify([options.key, entries.map(([name]) => name)])
  const shape = (options.schema as { shape?: unknown }).shape
  const declared = Object.entries(options.references ?? {}) as Array<[string, R | undefined]>
  const references = declared.flatMap(([field, target]) => (target === undefined ? [] : [[field, target] as const]))
  return {
    schema,
    key: options.key,
    references,
    indexKeys: entries.map(([, keyOf]) => keyOf),
    indexAt: new Map(entries.map(([name], position) => [name, position])),
    signature,
    fields: shape && typeof shape === 'object' ? Object.keys(shape) : undefined,
    empty: { schema, signature, rows: new Map(), indexes: entries.map(() => new Map()) },
  }
}

/**
 * Freezes a record as the store keeps it: the record and each object value
 * in it (a typed array cannot be frozen, and is not).
 * @example
 * const record = freeze(schema.parse(input))
 */
export function freeze<T>(record: T): T {
  if (record && typeof record === 'object') {
    for (const value of Object.values(record)) {
      if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) Object.freeze(value)
    }
    Object.freeze(record)
  }
  return record
}
