/** A snapshot's records by primary key, in insertion order. Never changed. */
export type FrozenRows<T> = ReadonlyMap<string, T>

/** Marks a snapshot's record deleted in `RowLayer`'s changes. */
const DELETED = null

/**
 * A table's records: a snapshot's frozen map with this table's changes over
 * it. An update of a snapshot's record is kept beside it (and keeps its
 * place in the order), a new record goes after them, a deletion is a mark:
 * so a write never copies the snapshot, and the first write after a restore
 * costs what any write costs, for ten records or 100k.
 * @example
 * const rows = new RowLayer(frozen)
 * rows.set(id, record)   // an update keeps its place; a new id goes last
 * rows.delete(id)
 */
export class RowLayer<T> {
  readonly #base: FrozenRows<T>
  /** Records of the snapshot replaced (the new record) or deleted (`DELETED`). */
  #replaced: Map<string, T | typeof DELETED> | undefined
  /** Records added since the snapshot, in insertion order (a snapshot's id deleted and added again is here). */
  #added: Map<string, T> | undefined
  #deletedFromBase = 0

  constructor(base: FrozenRows<T>) {
    this.#base = base
  }

  /** Whether anything changed since the snapshot. */
  get changed(): boolean {
    return this.#replaced !== undefined || this.#added !== undefined
  }

  get size(): number {
    return this.#base.size - this.#deletedFromBase + (this.#added?.size ?? 0)
  }

  get(id: string): T | undefined {
    const added = this.#added?.get(id)
    if (added !== undefined) return added
    const replaced = this.#replaced?.get(id)
    if (replaced !== undefined) return replaced ?? undefined
    return this.#base.get(id)
  }

  /** Sets the record of an id: in place when the table holds it, last when it does not. */
  set(id: string, record: T): void {
    if (this.#added?.has(id) || !this.#base.has(id) || this.#replaced?.get(id) === DELETED) (this.#added ??= new Map()).set(id, record)
    else (this.#replaced ??= new Map()).set(id, record)
  }

  /**
   * Adds a batch of new records (a bulk load): into an empty table the
   * batch's own map becomes the table's, so a seed copies nothing.
   */
  addAll(batch: Map<string, T>): void {
    if (!this.#added || this.#added.size === 0) this.#added = batch
    else for (const [id, record] of batch) this.#added.set(id, record)
  }

  /** Calls `visit` with every record written over the snapshot: added, or replacing one of it. */
  eachWritten(visit: (record: T) => void): void {
    this.#added?.forEach((record) => visit(record))
    this.#replaced?.forEach((record) => {
      if (record !== DELETED) visit(record)
    })
  }

  /** Deletes an id the table holds. */
  delete(id: string): void {
    if (this.#added?.delete(id)) return
    ;(this.#replaced ??= new Map()).set(id, DELETED)
    this.#deletedFromBase++
  }

  /** Calls `visit` with every record (and its id) in insertion order, until `visit` answers `false`. */
  each(visit: (record: T, id: string) => boolean | void): void {
    const replaced = this.#replaced
    for (const [id, record] of this.#base) {
      const current = replaced === undefined ? record : replaced.get(id)
      if (current === DELETED) continue
      if (visit(current === undefined ? record : current, id) === false) return
    }
    if (this.#added) for (const [id, record] of this.#added) if (visit(record, id) === false) return
  }

  /**
   * The frozen rows of the current state. Into an empty snapshot, the added
   * map is handed over as it is; the layer must be dropped afterwards.
   */
  fold(): FrozenRows<T> {
    if (!this.changed) return this.#base
    if (this.#base.size === 0 && this.#added) return this.#added
    const out = new Map<string, T>()
    this.each((record, id) => void out.set(id, record))
    return out
  }
}
