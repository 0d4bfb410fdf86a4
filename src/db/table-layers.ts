import { IndexLayer } from './index-layer.js'
import { RowLayer, type FrozenRows } from './row-layer.js'
import type { TableDefinition, TableSnapshot } from './table-definition.js'

/**
 * What a table holds between two snapshots: one snapshot, with the table's
 * records and each of its secondary indexes as layers of writes over it.
 * Every write goes to the rows and to every index at once, so an index never
 * lags the records; `Table` decides what may be written (schema, keys), this
 * decides nothing. Dropped after `fold()`, whose snapshot may take its maps.
 * @example
 * const layers = new TableLayers(Documents, Documents.empty) // Documents = tableDefinition({ … })
 * layers.write(id, record)
 * layers.index('workspace').count(record.workspace_id)
 * const snapshot = layers.fold()
 */
export class TableLayers<T extends Record<string, unknown>, I extends string> {
  /** The snapshot the layers lie over. */
  readonly base: TableSnapshot
  /** The records, by primary key, in insertion order. */
  readonly rows: RowLayer<T>
  readonly #definition: TableDefinition<T, I>
  readonly #indexes: IndexLayer[]

  constructor(definition: TableDefinition<T, I>, snapshot: TableSnapshot) {
    this.#definition = definition
    this.base = snapshot
    this.rows = new RowLayer(snapshot.rows as FrozenRows<T>)
    this.#indexes = snapshot.indexes.map((index) => new IndexLayer(index))
  }

  /** Whether anything was written over the snapshot. */
  get changed(): boolean {
    return this.rows.changed || this.#indexes.some((index) => index.changed)
  }

  /** The index called `name`; throws for a name the definition does not have. */
  index(name: I): IndexLayer {
    const position = this.#definition.indexAt.get(name)
    if (position === undefined) throw new Error(`No index ${name}`)
    return this.#indexes[position] as IndexLayer
  }

  /**
   * Records `start` to `end` (exclusive) under `value` of index `name`,
   * oldest or newest first, counting only those `keep` accepts; reads the
   * index no further than `end`.
   */
  page(name: I, value: string | null, newestFirst: boolean, start: number, end: number, keep?: (record: T) => boolean): T[] {
    const out: T[] = []
    if (end <= start) return out
    let position = 0
    this.index(name).walk(value, newestFirst, (id) => {
      const record = this.rows.get(id) as T
      if (keep && !keep(record)) return true
      if (position >= start) out.push(record)
      return ++position < end
    })
    return out
  }

  /** Sets the record of `id`, new or replacing one: each index moves it only where its key changed. */
  write(id: string, record: T): void {
    const previous = this.rows.get(id)
    this.rows.set(id, record)
    this.#definition.indexKeys.forEach((keyOf, i) => {
      const before = previous === undefined ? undefined : keyOf(previous)
      const after = keyOf(record)
      if (before === after) return
      const index = this.#indexes[i] as IndexLayer
      if (before !== undefined) index.remove(before, id)
      if (after !== undefined) index.add(after, id)
    })
  }

  /** Adds new records at once (a bulk load): `batch` maps `ids[i]` to `records[i]`, none of them held yet. */
  writeMany(batch: Map<string, T>, records: readonly T[], ids: readonly string[]): void {
    this.rows.addAll(batch)
    this.#definition.indexKeys.forEach((keyOf, i) => this.#indexes[i]?.addMany(records, ids, keyOf))
  }

  /** Removes the record of `id`, which the table holds, from the rows and from every index. */
  remove(id: string, record: T): void {
    this.rows.delete(id)
    this.#definition.indexKeys.forEach((keyOf, i) => {
      const value = keyOf(record)
      if (value !== undefined) this.#indexes[i]?.remove(value, id)
    })
  }

  /** The snapshot of the current state: the base itself when nothing changed, else a new one folding the writes in. */
  fold(): TableSnapshot {
    if (!this.changed) return this.base
    const { schema, signature } = this.#definition
    return { schema, signature, rows: this.rows.fold(), indexes: this.#indexes.map((index) => index.fold()) }
  }
}
