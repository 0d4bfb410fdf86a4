/**
 * The query builder of `findMany` and `findFirst`: the same `where`, `and`,
 * `or` and `test`, matching the same records with the same types, as the
 * `Query` of `@msw/data` 1.x. It is this package's own because importing that
 * one class from `@msw/data` shipped its whole collection engine (and
 * `mutative`) with the browser entry.
 */

/**
 * What `where` accepts for a record: some of its fields, each a value to
 * equal or a predicate; a nested object field takes a condition of its own,
 * and an array field a condition that every item must meet.
 */
export type Condition<T> =
  NonNullable<T> extends Array<infer V>
    ? Condition<V> | PredicateFunction<T> | Extract<V, null | undefined>
    : T extends object
      ? {
          [K in keyof T]?: NonNullable<T[K]> extends Array<infer V>
            ? Condition<V> | PredicateFunction<T[K]> | Extract<T[K], null | undefined>
            : NonNullable<T[K]> extends object
              ? Condition<T[K]> | Extract<T[K], null | undefined>
              : T[K] | PredicateFunction<T[K]>
        }
      : never

/** A test of a whole record (or of one field's value, inside a condition); any truthy answer is a match. */
export type PredicateFunction<T> = (value: T) => unknown

type Predicate = (value: unknown) => unknown

/**
 * A query over records of type `T`; each call answers a new query and leaves
 * this one as it was. A query with no condition at all matches nothing.
 * @example
 * db.members.findMany((q) => q.where({ team_id: teamId }).and({ role: 'owner' }, (m) => m.status === 'active'))
 * db.teams.findMany((q) => q.where({ name: (name) => name.startsWith('Eng') }).or({ name: 'Design' }))
 */
export class Query<T> {
  readonly #predicate: Predicate | undefined

  constructor(predicate?: PredicateFunction<NoInfer<T>>) {
    this.#predicate = predicate as Predicate | undefined
  }

  /** Whether a record matches. */
  test(value: T): boolean {
    return !!this.#predicate?.(value)
  }

  /** Records matching this query and `condition`. */
  where(condition: Condition<T> | PredicateFunction<T>): Query<T> {
    return new Query<T>(everyOf([this.#predicate, Query.#toPredicate(condition)]))
  }

  /** Records matching this query and every one of `conditions`. */
  and(...conditions: Array<Query<T> | Condition<T> | PredicateFunction<T>>): Query<T> {
    return new Query<T>(everyOf([this.#predicate, ...conditions.map(Query.#toPredicate)]))
  }

  /** Records matching this query or any one of `conditions`. */
  or(...conditions: Array<Query<T> | Condition<T> | PredicateFunction<T>>): Query<T> {
    return new Query<T>(someOf([this.#predicate, ...conditions.map(Query.#toPredicate)]))
  }

  static #toPredicate(condition: unknown): Predicate | undefined {
    if (condition instanceof Query) return condition.#predicate
    if (typeof condition === 'function') return condition as Predicate
    if (isPlainObject(condition)) return compile(condition)
    throw new TypeError('Invalid condition type')
  }
}

const everyOf = (predicates: Array<Predicate | undefined>): Predicate => {
  const given = predicates.filter((p): p is Predicate => !!p)
  return (value) => given.every((p) => p(value))
}

const someOf = (predicates: Array<Predicate | undefined>): Predicate => {
  const given = predicates.filter((p): p is Predicate => !!p)
  return (value) => given.some((p) => p(value))
}

/** A plain object (not an array, a class instance such as a `Uint8Array`, or a value of another kind). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(value)
  return (
    (proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null) &&
    Object.prototype.toString.call(value) === '[object Object]'
  )
}

/**
 * A condition object as a predicate: every field named must be present and
 * match; an array (the record, or a field's value) matches when every item
 * does; a plain object value is matched by the nested condition.
 */
function compile(condition: unknown): Predicate {
  const test = (record: unknown): boolean => {
    if (Array.isArray(record)) return record.every(test)
    const fields = record as Record<string, unknown>
    // Read at each test, after the array case: a nested selector that is no object only fails once it is used.
    return Object.entries(condition as object).every(([key, selector]) => {
      const actual = fields[key]
      if (actual === undefined) return false
      if (Array.isArray(actual)) return actual.every((item) => compile(selector)(item))
      if (isPlainObject(actual)) return compile(selector)(actual)
      if (typeof selector === 'function') return !!(selector as Predicate)(actual)
      return actual === selector
    })
  }
  return test
}

/**
 * The query a builder makes, for `findMany` and `findFirst`; an object in
 * its place (`{ where: … }`, @msw/data 0.x's form) is refused with the form to use.
 * @example
 * const query = queryOf((q) => q.where({ role: 'owner' }), 'findMany')
 */
export const queryOf = <T>(build: (query: Query<T>) => Query<T>, method: string): Query<T> => {
  if (typeof build !== 'function')
    throw new TypeError(
      `${method} takes a function of the query, as in @msw/data 1.x: ${method}((q) => q.where({ name: 'Notes' })), not { where: … } (@msw/data 0.x)`,
    )
  return build(new Query<T>())
}
