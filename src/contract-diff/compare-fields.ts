import type { Field, Fields } from './schema-fields.js'

/**
 * A field's types as text, `null` apart: `string`, `integer`, `any`.
 * @example
 * typeText(field) // 'integer'
 */
export const typeText = (field: Field): string => [...field.types].filter((type) => type !== 'null').join(' | ') || 'any'

/**
 * A field's values as text, or `any value`.
 * @example
 * enumText(['"admin"', '"viewer"']) // '"admin", "viewer"'
 */
export const enumText = (values: readonly string[] | undefined): string => (values ? values.join(', ') : 'any value')

const within = (type: string, types: ReadonlySet<string>): boolean => types.has(type) || (type === 'integer' && types.has('number'))

/**
 * Whether every value `inner` admits is one `outer` admits too, by type
 * (`integer` within `number`; a schema with no type admits anything).
 * @example
 * typesWithin(integerField, numberField) // true
 */
export function typesWithin(inner: Field, outer: Field): boolean {
  const outerTypes = new Set([...outer.types].filter((type) => type !== 'null'))
  if (!outerTypes.size) return true
  const innerTypes = [...inner.types].filter((type) => type !== 'null')
  return innerTypes.length > 0 && innerTypes.every((type) => within(type, outerTypes))
}

/**
 * Values of `values` that `allowed` leaves out: none when `allowed` admits any value, undefined when
 * `values` is any value and `allowed` is not.
 * @example
 * valuesOutside(['"a"', '"b"'], ['"a"']) // ['"b"']
 */
export const valuesOutside = (values: readonly string[] | undefined, allowed: readonly string[] | undefined): string[] | undefined => {
  if (!allowed) return []
  if (!values) return undefined
  return values.filter((value) => !allowed.includes(value))
}

/**
 * The parent path of a field.
 * @example
 * parentOf('result.items[].name') // 'result.items[]'
 */
export const parentOf = (path: string): string => path.replace(/(\.[^.[\]]+|\[\])$/, '').replace(/^[^.[\]]+$/, '')

/**
 * Whether the other side's description reaches the place: no ancestor of it is an object left open there.
 * @example
 * described('result.meta.color', serviceFields) // false when `result.meta` is a free-form object
 */
export function described(path: string, fields: Fields): boolean {
  for (let parent = parentOf(path); ; parent = parentOf(parent)) {
    if (fields.get(parent)?.open) return false
    if (parent === '') return true
  }
}

/**
 * The topmost of a set of paths: a field whose ancestor is in the set is said with it.
 * @example
 * topmost(['result', 'result.name']) // ['result']
 */
export function topmost(paths: readonly string[]): string[] {
  const set = new Set(paths)
  return paths.filter((path) => {
    for (let parent = parentOf(path); parent !== ''; parent = parentOf(parent)) if (set.has(parent)) return false
    return true
  })
}
