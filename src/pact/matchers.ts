/** JSON as parsed: what a body holds. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A matcher of Pact's matching rules (V4): by type, or a regular expression. */
export type Matcher = { match: 'type'; min?: number } | { match: 'regex'; regex: string } | { match: 'integer' } | { match: 'decimal' }

/** Rules by JSON path (`$.result.items[*].team_id`). */
export type Rules = Record<string, { combine: 'AND'; matchers: Matcher[] }>

/** Ids of the service are UUIDs; its times ISO 8601 in UTC. */
export const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
const TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$'
const uuid = new RegExp(UUID)
const time = new RegExp(TIME)

/**
 * The matchers of a body: every value by its type, ids and times by a
 * regular expression, numbers as integers or decimals, arrays by the type of
 * their first item (any length); `null` stays as it is.
 * @example
 * bodyRules({ result: { team_id: '0f8c…', name: 'Docs' } })
 * // { '$.result.team_id': { combine: 'AND', matchers: [{ match: 'regex', regex: UUID }] }, '$.result.name': … }
 */
export function bodyRules(body: Json): Rules {
  const rules: Rules = {}
  const rule = (path: string, matcher: Matcher): void => {
    rules[path] = { combine: 'AND', matchers: [matcher] }
  }
  const walk = (value: Json, path: string): void => {
    if (value === null) return
    if (Array.isArray(value)) {
      rule(path, { match: 'type', min: 0 })
      if (value.length) walk(value[0]!, `${path}[*]`)
      return
    }
    if (typeof value === 'object') {
      for (const [name, member] of Object.entries(value))
        walk(member, /^[A-Za-z_][\w]*$/.test(name) ? `${path}.${name}` : `${path}['${name}']`)
      return
    }
    if (typeof value === 'string' && uuid.test(value)) return rule(path, { match: 'regex', regex: UUID })
    if (typeof value === 'string' && time.test(value)) return rule(path, { match: 'regex', regex: TIME })
    if (typeof value === 'number') return rule(path, { match: Number.isInteger(value) ? 'integer' : 'decimal' })
    rule(path, { match: 'type' })
  }
  walk(body, '$')
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
