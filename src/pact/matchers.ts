/** JSON as parsed: what a body holds. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A matcher of Pact's matching rules (V4): by type, a regular expression, a kind of number, or null. */
export type Matcher =
  | { match: 'type'; min?: number }
  | { match: 'regex'; regex: string }
  | { match: 'integer' }
  | { match: 'decimal' }
  | { match: 'number' }
  | { match: 'null' }

/** Rules by JSON path (`$.result.items[*].team_id`): all of the matchers, or one of them (a value that may be null). */
export type Rules = Record<string, { combine: 'AND' | 'OR'; matchers: Matcher[] }>

/**
 * Ids of the service are UUIDs (its times, ISO 8601 in UTC, have a pattern of their own below).
 * @example
 * new RegExp(UUID).test('b400fbbb-60b9-4e2a-9424-b516c6a72fb6') // true
 */
export const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
const TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$'
const uuid = new RegExp(UUID)
const time = new RegExp(TIME)

const isObject = (value: Json): value is { [key: string]: Json } => value !== null && typeof value === 'object' && !Array.isArray(value)

/** The matcher of one value that is neither null, an array nor an object. */
function leafMatcher(value: Json): Matcher {
  if (typeof value === 'string' && uuid.test(value)) return { match: 'regex', regex: UUID }
  if (typeof value === 'string' && time.test(value)) return { match: 'regex', regex: TIME }
  if (typeof value === 'number') return { match: Number.isInteger(value) ? 'integer' : 'decimal' }
  return { match: 'type' }
}

/** One matcher for values seen at one place: theirs when they agree, else the one they all pass. */
function commonMatcher(values: readonly Json[]): Matcher {
  const matchers = values.map(leafMatcher)
  const kinds = new Set(matchers.map((matcher) => JSON.stringify(matcher)))
  if (kinds.size === 1) return matchers[0]!
  if (matchers.every((matcher) => matcher.match === 'integer' || matcher.match === 'decimal')) return { match: 'number' }
  return { match: 'type' }
}

/**
 * The matchers of a body: every value by its type, ids and times by a
 * regular expression, numbers as integers or decimals, arrays by type (any
 * length) with their items' members matched over every item seen, and a
 * value seen both null and not null matched by either.
 * @example
 * bodyRules({ result: { team_id: '0f8c…', name: 'Docs' } })
 * // { '$.result.team_id': { combine: 'AND', matchers: [{ match: 'regex', regex: UUID }] }, '$.result.name': … }
 */
export function bodyRules(body: Json): Rules {
  const rules: Rules = {}
  const rule = (path: string, matcher: Matcher, orNull: boolean): void => {
    rules[path] = orNull ? { combine: 'OR', matchers: [matcher, { match: 'null' }] } : { combine: 'AND', matchers: [matcher] }
  }
  // Every value seen at one place: one in an object, one per item below an array.
  const walk = (values: readonly Json[], path: string): void => {
    const present = values.filter((value) => value !== null)
    const orNull = present.length < values.length
    if (!present.length) return
    if (present.every(Array.isArray)) {
      rule(path, { match: 'type', min: 0 }, orNull)
      walk(present.flat(), `${path}[*]`)
      return
    }
    if (present.every(isObject)) {
      if (orNull) rule(path, { match: 'type' }, true)
      const names = [...new Set(present.flatMap((value) => Object.keys(value)))]
      for (const name of names)
        walk(
          present.flatMap((value) => (name in value ? [value[name]!] : [])),
          /^[A-Za-z_]\w*$/.test(name) ? `${path}.${name}` : `${path}['${name}']`,
        )
      return
    }
    rule(path, commonMatcher(present), orNull)
  }
  walk([body], '$')
  return rules
}

/**
 * The shape of a body: its members' names and types, arrays by their first
 * item; two answers of one status with the same shape are one interaction.
 * @example
 * shapeOf({ result: { items: [{ name: 'a' }] } }) // '{result:{items:[{name:string}]}}'
 */
export function shapeOf(body: Json): string {
  if (body === null) return 'null'
  if (Array.isArray(body)) return `[${body.length ? shapeOf(body[0]!) : ''}]`
  if (typeof body === 'object')
    return `{${Object.keys(body)
      .sort()
      .map((name) => `${name}:${shapeOf(body[name]!)}`)
      .join(',')}}`
  return typeof body
}

/**
 * Whether a string is one of the service's ids (a UUID).
 * @example
 * isId('b400fbbb-60b9-4e2a-9424-b516c6a72fb6') // true
 */
export const isId = (value: string): boolean => uuid.test(value)
