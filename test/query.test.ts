import { Query as MswDataQuery } from '@msw/data'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMock } from '../src/index.js'
import { Query } from '../src/db/query.js'

/** Fixed, so every run tries the same conditions. */
const SEED = 20_260_115

/** `mock.db` queries: `findMany` and `findFirst` with the `where` / `and` / `or` builder the README documents. */
describe('state queries', () => {
  it('finds records by a field predicate, as the README shows', () => {
    const { db } = createMock()
    const found = db.teams.findMany((q) => q.where({ name: (name) => name.startsWith('Eng') }))
    expect(found.map((team) => team.name)).toEqual(['Engineering'])
    expect(db.accounts.findFirst((q) => q.where({ name: 'Acme' }))?.name).toBe('Acme')
  })

  it('matches every field named, and a null field by null', () => {
    const { db } = createMock()
    const [owner] = db.members.all().filter((m) => m.role === 'owner')
    const found = db.members.findMany((q) => q.where({ team_id: owner!.team_id, role: 'owner' }))
    expect(found).toEqual(db.members.all().filter((m) => m.team_id === owner!.team_id && m.role === 'owner'))
    const atRoot = db.folders.findMany((q) => q.where({ parent_id: null }))
    expect(atRoot.length).toBeGreaterThan(0)
    expect(atRoot).toEqual(db.folders.all().filter((f) => f.parent_id === null))
  })

  it('matches a nested object field by a condition of its own', () => {
    const { db } = createMock()
    const byAlice = db.teamLogs.findMany((q) =>
      q.where({ actor: { email: 'alice@acme.test' }, target: { type: (type) => type === 'team' } }),
    )
    expect(byAlice.length).toBeGreaterThan(0)
    expect(byAlice).toEqual(db.teamLogs.all().filter((l) => l.actor.email === 'alice@acme.test' && l.target.type === 'team'))
  })

  it('combines conditions with and, or, whole-record predicates and other queries', () => {
    const { db } = createMock()
    const names = (records: ReadonlyArray<{ name: string }>) => records.map((r) => r.name).sort()
    expect(names(db.teams.findMany((q) => q.where({ name: 'Design' }).or({ name: 'Marketing' }, (t) => t.name === 'Engineering')))).toEqual(
      ['Design', 'Engineering', 'Marketing'],
    )
    expect(names(db.teams.findMany((q) => q.where((t) => t.name.length > 6).and({ name: (n) => n.includes('g') })))).toEqual([
      'Engineering',
      'Marketing',
    ])
    expect(names(db.teams.findMany((q) => q.where({ name: 'Design' }).or(q.where({ name: 'Marketing' }))))).toEqual(['Design', 'Marketing'])
  })

  it('matches nothing with a query of no condition, and everything with no query', () => {
    const { db } = createMock()
    expect(db.teams.findMany((q) => q)).toEqual([])
    expect(db.teams.findFirst((q) => q)).toBeUndefined()
    expect(db.teams.findMany()).toEqual(db.teams.all())
    expect(db.teams.findMany((q) => q.where({}))).toEqual(db.teams.all())
  })

  it('refuses a condition that is neither an object, a predicate nor a query', () => {
    const { db } = createMock()
    expect(() => db.teams.findMany((q) => q.where('Design' as never))).toThrow(TypeError)
  })

  it('matches exactly the records that the @msw/data query builder matches, for any records and conditions', () => {
    class Box {
      a = 1
    }
    const value = fc.oneof(
      fc.constantFrom(null, undefined, 0, 1, '', 'a', true, false, new Box(), new Uint8Array([1])),
      fc.integer({ min: -2, max: 2 }),
    )
    const keys = fc.constantFrom('a', 'b', 'c')
    const record = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, value, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
      object: fc.dictionary(keys, tie('value'), { maxKeys: 3, noNullPrototype: false }),
    })).object
    const predicates = [(v: unknown) => v === 1, (v: unknown) => typeof v === 'string', (v: unknown) => (Array.isArray(v) ? v.length : v)]
    const selector = fc.letrec((tie) => ({
      selector: fc.oneof({ depthSize: 'small' }, value, fc.constantFrom(...predicates), tie('condition')),
      condition: fc.dictionary(keys, tie('selector'), { maxKeys: 2, noNullPrototype: false }),
    }))
    // A condition may also be a query of the same builder: one with no condition, or one of a condition of its own.
    const EMPTY = Symbol('an empty query')
    type Step = { kind: 'where' | 'and' | 'or'; conditions: unknown[] }
    const condition = fc.oneof(
      selector.condition,
      fc.constantFrom(...predicates, EMPTY),
      selector.condition.map((c) => ({ query: c })),
    )
    const step: fc.Arbitrary<Step> = fc.record({
      kind: fc.constantFrom('where', 'and', 'or'),
      conditions: fc.array(condition, { minLength: 1, maxLength: 2 }),
    })
    // Both builders, seen alike: the conditions generated fit no record type.
    interface Builder {
      where(c: unknown): Builder
      and(...c: unknown[]): Builder
      or(...c: unknown[]): Builder
      test(value: unknown): boolean
    }
    const outcome = (fresh: () => Builder, steps: Step[], value: unknown): string => {
      const resolve = (c: unknown) => (c === EMPTY ? fresh() : c && typeof c === 'object' && 'query' in c ? fresh().where(c.query) : c)
      try {
        const query = steps.reduce<Builder>(
          (q, { kind, conditions }) => (kind === 'where' ? q.where(resolve(conditions[0])) : q[kind](...conditions.map(resolve))),
          fresh(),
        )
        return String(query.test(value))
      } catch (error) {
        return (error as Error).name
      }
    }
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 5 }), fc.array(step, { maxLength: 3 }), (records, steps) => {
        for (const value of [...records, records]) {
          const ours = outcome(() => new Query<unknown>(), steps, value)
          expect(ours).toBe(outcome(() => new MswDataQuery<unknown>() as unknown as Builder, steps, value))
        }
      }),
      { seed: SEED, numRuns: 2_000 },
    )
  })
})
