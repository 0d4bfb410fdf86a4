import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createDb, restoreDb, snapshotDb } from '../src/db/db.js'
import { cannedFixtures, loadFixtures } from '../src/db/fixture-set.js'
import { createRandom } from '../src/db/random.js'
import { defineTable, type TableSnapshot } from '../src/db/table.js'

/**
 * The table under every scenario, world and session: a snapshot is restored
 * into the table that took it or into a fresh one of the same definition,
 * and nothing written afterwards reaches the snapshot or another table
 * restored from it.
 */
const Item = z.object({ id: z.string(), group: z.string(), flag: z.boolean(), n: z.number().int() })
type Item = z.infer<typeof Item>
const defineItems = () =>
  defineTable({ schema: Item, key: 'id', indexes: { group: (i) => i.group, flagged: (i) => (i.flag ? i.group : undefined) } })

/** What the table must behave as: a map of records and a set of ids per index key, copied whole on snapshot. */
class Model {
  rows = new Map<string, Item>()
  index = { group: new Map<string, Set<string>>(), flagged: new Map<string, Set<string>>() }
  keys(item: Item) {
    return { group: item.group, flagged: item.flag ? item.group : undefined }
  }
  put(item: Item, previous?: Item) {
    this.rows.set(item.id, item)
    for (const name of ['group', 'flagged'] as const) {
      const before = previous && this.keys(previous)[name]
      const after = this.keys(item)[name]
      if (previous && before === after) continue
      if (before !== undefined) this.index[name].get(before)?.delete(item.id)
      if (after !== undefined) this.index[name].set(after, (this.index[name].get(after) ?? new Set()).add(item.id))
    }
  }
  remove(item: Item) {
    this.rows.delete(item.id)
    for (const name of ['group', 'flagged'] as const) {
      const key = this.keys(item)[name]
      if (key !== undefined) this.index[name].get(key)?.delete(item.id)
    }
  }
  by(name: 'group' | 'flagged', key: string): Item[] {
    return [...(this.index[name].get(key) ?? [])].map((id) => this.rows.get(id) as Item)
  }
  copy(): Model {
    const out = new Model()
    out.rows = new Map(this.rows)
    for (const name of ['group', 'flagged'] as const) out.index[name] = new Map([...this.index[name]].map(([k, ids]) => [k, new Set(ids)]))
    return out
  }
}

type Items = ReturnType<typeof defineItems>
const GROUPS = ['a', 'b', 'c']

function expectSame(table: Items, model: Model, pick: () => number): void {
  expect(table.all()).toEqual([...model.rows.values()])
  expect(table.count()).toBe(model.rows.size)
  for (const name of ['group', 'flagged'] as const) {
    for (const key of GROUPS) {
      const list = model.by(name, key)
      expect(table.by(name, key)).toEqual(list)
      expect(table.countBy(name, key)).toBe(list.length)
      const [start, end] = [Math.floor(pick() * 6), Math.floor(pick() * 12)]
      expect(table.slice(name, key, start, end)).toEqual(list.slice(start, Math.max(start, end)))
      expect(table.sliceReverse(name, key, start, end)).toEqual([...list].reverse().slice(start, Math.max(start, end)))
      const even = (i: Item) => i.n % 2 === 0
      expect(table.slice(name, key, start, end, even)).toEqual(list.filter(even).slice(start, Math.max(start, end)))
      expect(table.sliceReverse(name, key, start, end, even)).toEqual([...list].reverse().filter(even).slice(start, Math.max(start, end)))
    }
  }
}

describe('a table and its snapshots', () => {
  it('behaves as a plain map with index sets through any mix of writes, snapshots, restores and forks', () => {
    const random = createRandom('table-snapshot')
    const pick = (): number => parseInt(random.hex(4), 16) / 2 ** 32
    const tables = [defineItems(), defineItems(), defineItems()]
    const models = [new Model(), new Model(), new Model()]
    const snapshots: Array<[TableSnapshot, Model]> = []
    for (let step = 0; step < 1500; step++) {
      const t = Math.floor(pick() * tables.length)
      const [table, model] = [tables[t] as Items, models[t] as Model]
      const id = `id-${Math.floor(pick() * 40)}`
      const existing = model.rows.get(id)
      const roll = pick()
      if (roll < 0.35 && !existing) {
        const item = { id, group: GROUPS[Math.floor(pick() * 3)] as string, flag: pick() < 0.5, n: step }
        table.insert(item)
        model.put(item)
      } else if (roll < 0.65 && existing) {
        const patch =
          pick() < 0.5 ? { group: GROUPS[Math.floor(pick() * 3)] as string } : pick() < 0.5 ? { flag: !existing.flag } : { n: step }
        table.update(id, patch)
        model.put({ ...existing, ...patch }, existing)
      } else if (roll < 0.8 && existing) {
        expect(table.delete(id)).toBe(true)
        model.remove(existing)
      } else if (roll < 0.88) {
        snapshots.push([table.snapshot(), model.copy()])
      } else if (roll < 0.96 && snapshots.length) {
        const [snapshot, at] = snapshots[Math.floor(pick() * snapshots.length)] as [TableSnapshot, Model]
        table.restore(snapshot)
        models[t] = at.copy()
      } else if (roll < 0.98) {
        table.insertMany(
          [0, 1, 2]
            .map((k) => ({ id: `bulk-${step}-${k}`, group: GROUPS[k] as string, flag: k === 1, n: step }))
            .filter((item) => !model.rows.has(item.id)),
        )
        for (let k = 0; k < 3; k++) model.put({ id: `bulk-${step}-${k}`, group: GROUPS[k] as string, flag: k === 1, n: step })
      } else {
        table.clear()
        models[t] = new Model()
      }
      expectSame(table, models[t] as Model, pick)
    }
    // Every snapshot still holds exactly what it held when taken, restored into a fresh table.
    expect(snapshots.length).toBeGreaterThan(50)
    for (const [snapshot, at] of snapshots) {
      const fresh = defineItems()
      fresh.restore(snapshot)
      expectSame(fresh, at, pick)
    }
  })

  it('keeps an updated record in its place and puts a deleted and re-inserted one last', () => {
    const items = defineItems()
    items.insertMany(['x', 'y', 'z'].map((id, n) => ({ id, group: 'a', flag: false, n })))
    const seed = items.snapshot()
    items.update('x', { n: 10 })
    items.delete('y')
    items.insert({ id: 'y', group: 'a', flag: false, n: 11 })
    items.update('z', { group: 'b' })
    items.update('z', { group: 'a' })
    expect(items.all().map((i) => `${i.id}${i.n}`)).toEqual(['x10', 'z2', 'y11'])
    expect(items.by('group', 'a').map((i) => i.id)).toEqual(['x', 'y', 'z'])
    expect(items.sliceReverse('group', 'a', 0, 2).map((i) => i.id)).toEqual(['z', 'y'])
    items.restore(seed)
    expect(items.all().map((i) => `${i.id}${i.n}`)).toEqual(['x0', 'y1', 'z2'])
  })

  it("restores into a fresh table of the same definition, and two forks never see each other's writes", () => {
    const seeded = defineItems()
    seeded.insertMany(Array.from({ length: 50 }, (_, n) => ({ id: `id-${n}`, group: GROUPS[n % 3] as string, flag: n % 5 === 0, n })))
    const seed = seeded.snapshot()
    const [one, two] = [defineItems(), defineItems()]
    one.restore(seed)
    two.restore(seed)
    one.update('id-0', { group: 'c', n: 100 })
    one.delete('id-1')
    one.insert({ id: 'one', group: 'a', flag: true, n: 1 })
    two.update('id-0', { flag: false, n: 200 })
    two.insert({ id: 'two', group: 'a', flag: false, n: 2 })
    expect([one.get('id-0')?.n, two.get('id-0')?.n, seeded.get('id-0')?.n]).toEqual([100, 200, 0])
    expect([one.has('two'), two.has('one'), two.has('id-1'), one.has('id-1')]).toEqual([false, false, true, false])
    expect(one.countBy('group', 'a')).toBe(17 - 1 + 1) // id-0 left for c, 'one' joined
    expect(two.countBy('group', 'a')).toBe(17 + 1)
    expect(two.countBy('flagged', 'a')).toBe(seeded.countBy('flagged', 'a') - 1)
    const third = defineItems()
    third.restore(seed)
    expect(third.all()).toEqual(seeded.all())
    expect(Object.isFrozen(third.get('id-0'))).toBe(true)
  })

  it('refuses a snapshot of another definition', () => {
    const other = defineTable({ schema: Item, key: 'id', indexes: { group: (i) => i.group } })
    expect(() => defineItems().restore(other.snapshot())).toThrow(/another table definition/)
  })

  it('forks a whole seeded data model into fresh tables: createDb() then restoreDb()', () => {
    const seeded = createDb()
    loadFixtures(seeded, cannedFixtures())
    const seed = snapshotDb(seeded)
    const before = JSON.stringify(seeded.documents.all())
    const [one, two] = [createDb(), createDb()]
    restoreDb(one, seed)
    restoreDb(two, seed)
    const [document] = one.documents.all()
    one.documents.update(document!.document_id, { name: 'Only in one.pdf' })
    two.documents.delete(document!.document_id)
    expect(one.documents.get(document!.document_id)?.name).toBe('Only in one.pdf')
    expect(two.documents.get(document!.document_id)).toBeUndefined()
    expect(JSON.stringify(seeded.documents.all())).toBe(before)
    const three = createDb()
    restoreDb(three, seed)
    expect(JSON.stringify(three.documents.all())).toBe(before)
    expect(three.documents.by('workspace', document!.workspace_id)).toEqual(seeded.documents.by('workspace', document!.workspace_id))
  })
})
