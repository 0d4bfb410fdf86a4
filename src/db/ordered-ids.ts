/**
 * Ids in the order they were added, walkable from either end, with adding
 * and removing in constant (amortized) time: what a `Set` gives, plus the
 * walk from the newest end that a listing "newest first" needs.
 *
 * Removing leaves a hole, skipped by walks and squeezed out once holes
 * outnumber the ids; the positions map is built on the first removal only,
 * so a list that is only appended to (a seed) is a plain array.
 *
 * @example
 * const ids = new OrderedIds()
 * ids.add('a'); ids.add('b'); ids.add('c'); ids.delete('b')
 * const newest: string[] = []
 * ids.walk(true, (id) => void newest.push(id)) // newest: ['c', 'a']
 */
export class OrderedIds {
  #ids: Array<string | undefined> = []
  /** Each id's position in `#ids`; built on the first removal. */
  #at: Map<string, number> | undefined
  #size = 0

  /** How many ids it holds. */
  get size(): number {
    return this.#size
  }

  /** Appends an id the list does not hold (the caller knows: an index never adds an id twice). */
  add(id: string): void {
    this.#at?.set(id, this.#ids.length)
    this.#ids.push(id)
    this.#size++
  }

  /** Removes an id; answers whether it was there. */
  delete(id: string): boolean {
    const at = this.#positions()
    const position = at.get(id)
    if (position === undefined) return false
    at.delete(id)
    this.#ids[position] = undefined
    this.#size--
    const holes = this.#ids.length - this.#size
    if (holes > 32 && holes > this.#size) this.#squeeze()
    return true
  }

  /**
   * Calls `visit` with each id, oldest first (or newest first when
   * `newestFirst`), until `visit` answers `false`. Answers whether the walk
   * reached the end.
   */
  walk(newestFirst: boolean, visit: (id: string) => boolean | void): boolean {
    const ids = this.#ids
    if (newestFirst) {
      for (let i = ids.length - 1; i >= 0; i--) {
        const id = ids[i]
        if (id !== undefined && visit(id) === false) return false
      }
    } else {
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]
        if (id !== undefined && visit(id) === false) return false
      }
    }
    return true
  }

  /**
   * The ids as a dense array, oldest first. The list hands its own array
   * over when it has no hole, so it must not be changed afterwards: this is
   * for folding a table's changes into a new snapshot, after which the list
   * is dropped.
   */
  seal(): readonly string[] {
    if (this.#ids.length !== this.#size) this.#squeeze()
    return this.#ids as string[]
  }

  #positions(): Map<string, number> {
    if (!this.#at) {
      this.#at = new Map()
      this.#ids.forEach((id, position) => id !== undefined && this.#at?.set(id, position))
    }
    return this.#at
  }

  #squeeze(): void {
    const ids: string[] = []
    for (const id of this.#ids) if (id !== undefined) ids.push(id)
    this.#ids = ids
    if (this.#at) {
      this.#at.clear()
      ids.forEach((id, position) => this.#at?.set(id, position))
    }
  }
}
