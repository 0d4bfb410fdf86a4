import { OrderedIds } from './ordered-ids.js'

/** The key of a secondary index: a string, or null (indexed too). */
export type IndexValue = string | null

/** One index of a snapshot: the ids under each key, in the order they joined it. Never changed. */
export type FrozenIndex = ReadonlyMap<IndexValue, readonly string[]>

/** Changes to one key since the snapshot: ids taken out of its list, and ids added after it. */
interface KeyChanges {
  /** Ids of the snapshot's list that left the key (a subset of that list). */
  removed: Set<string> | undefined
  /** Ids that joined the key since, oldest first; none of them is in the snapshot's list minus `removed`. */
  readonly added: OrderedIds
}

const NO_IDS: readonly string[] = []

/**
 * One secondary index of a table: a snapshot's frozen lists with this
 * table's changes over them. A write records only what it changes (an id
 * removed from a key, an id added to one), so the first write after a
 * restore costs the same whether a key holds ten ids or 100k, and the
 * snapshot, shared by every table restored from it, is never touched.
 * @example
 * const index = new IndexLayer(frozen)
 * index.add('workspace-1', 'doc-9')
 * index.count('workspace-1') // frozen count + 1
 */
export class IndexLayer {
  readonly #base: FrozenIndex
  #changes: Map<IndexValue, KeyChanges> | undefined

  constructor(base: FrozenIndex) {
    this.#base = base
  }

  /** Whether anything changed since the snapshot. */
  get changed(): boolean {
    return this.#changes !== undefined
  }

  /** Adds an id the key does not hold. */
  add(value: IndexValue, id: string): void {
    this.#changesOf(value).added.add(id)
  }

  /**
   * Adds new records in order (a bulk load): `ids[i]` under `keyOf(records[i])`,
   * a run of records under one key (a seed's documents of one workspace) in one go.
   */
  addMany<T>(records: readonly T[], ids: readonly string[], keyOf: (record: T) => IndexValue | undefined): void {
    let runValue: IndexValue | undefined
    let runFrom = 0
    for (let i = 0; i <= records.length; i++) {
      const value = i < records.length ? keyOf(records[i] as T) : undefined
      if (value === runValue && i < records.length) continue
      if (runValue !== undefined) {
        const added = this.#changesOf(runValue).added
        for (let j = runFrom; j < i; j++) added.add(ids[j] as string)
      }
      runValue = value
      runFrom = i
    }
  }

  /** Removes an id the key holds. */
  remove(value: IndexValue, id: string): void {
    const changes = this.#changesOf(value)
    if (!changes.added.delete(id)) (changes.removed ??= new Set()).add(id)
  }

  /** How many ids the key holds, without reading them. */
  count(value: IndexValue): number {
    const changes = this.#changes?.get(value)
    const base = this.#base.get(value)?.length ?? 0
    return changes ? base - (changes.removed?.size ?? 0) + changes.added.size : base
  }

  /**
   * Calls `visit` with the key's ids in the order they joined it (or the
   * reverse), until `visit` answers `false`: a page reads its ids and no more.
   */
  walk(value: IndexValue, newestFirst: boolean, visit: (id: string) => boolean | void): void {
    const base = this.#base.get(value) ?? NO_IDS
    const changes = this.#changes?.get(value)
    const removed = changes?.removed
    if (newestFirst) {
      if (changes && !changes.added.walk(true, visit)) return
      for (let i = base.length - 1; i >= 0; i--) {
        const id = base[i] as string
        if (!removed?.has(id) && visit(id) === false) return
      }
      return
    }
    for (let i = 0; i < base.length; i++) {
      const id = base[i] as string
      if (!removed?.has(id) && visit(id) === false) return
    }
    changes?.added.walk(false, visit)
  }

  /**
   * The frozen index of the current state: keys without changes keep the
   * snapshot's own lists (shared, never copied), changed keys get new ones.
   * The layer must be dropped afterwards (its lists may be handed over).
   */
  fold(): FrozenIndex {
    if (!this.#changes) return this.#base
    const out = new Map(this.#base)
    for (const [value, { removed, added }] of this.#changes) {
      const base = this.#base.get(value) ?? NO_IDS
      const kept = removed?.size ? base.filter((id) => !removed.has(id)) : base
      const ids = kept.length === 0 ? added.seal() : added.size === 0 ? kept : [...kept, ...added.seal()]
      if (ids.length) out.set(value, ids)
      else out.delete(value)
    }
    return out
  }

  #changesOf(value: IndexValue): KeyChanges {
    this.#changes ??= new Map()
    let changes = this.#changes.get(value)
    if (!changes) this.#changes.set(value, (changes = { removed: undefined, added: new OrderedIds() }))
    return changes
  }
}
