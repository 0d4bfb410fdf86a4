import { isObject, type Resolve } from './their-document.js'

/** One place in a body, as both sides are compared there. */
export interface Field {
  /** The JSON types it may hold (`integer` apart from `number`, `null` when nullable); empty when the schema says none. */
  readonly types: ReadonlySet<string>
  /** The values it is limited to, each as JSON text; undefined when any value of its types goes. */
  readonly enum: readonly string[] | undefined
  /** Whether its object always holds it (the body itself: true). */
  readonly required: boolean
  /** An object whose members the schema leaves open (no `properties`): what is below it is not described. */
  readonly open: boolean
}

/** Every place in a body, by path: `''` the body, `result.name` a member, `result.items[]` an array's items. */
export type Fields = ReadonlyMap<string, Field>

interface Node {
  types: Set<string>
  enum: string[] | undefined
  properties: Map<string, unknown>
  required: Set<string>
  items: unknown[]
}

/** How deep a body is followed: a tree of folders refers to itself, and its first levels say all there is. */
const MAX_DEPTH = 8

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'])

/** One schema, its references followed and `allOf`, `oneOf` and `anyOf` folded into one node. */
function nodeOf(schema: unknown, resolve: Resolve, hops = 0): Node {
  const node: Node = { types: new Set(), enum: undefined, properties: new Map(), required: new Set(), items: [] }
  const value = resolve(schema)
  if (!isObject(value) || hops > 16) return node
  const types = Array.isArray(value.type) ? value.type : value.type === undefined ? [] : [value.type]
  for (const type of types) if (typeof type === 'string' && TYPES.has(type)) node.types.add(type)
  if (value.nullable === true) node.types.add('null')
  if (Array.isArray(value.enum)) node.enum = value.enum.map((item) => JSON.stringify(item))
  if ('const' in value) node.enum = [JSON.stringify(value.const)]
  if (isObject(value.properties)) for (const [name, property] of Object.entries(value.properties)) node.properties.set(name, property)
  if (Array.isArray(value.required)) for (const name of value.required) if (typeof name === 'string') node.required.add(name)
  if (value.items !== undefined) node.items.push(value.items)
  if (!node.types.size && node.properties.size) node.types.add('object')
  if (!node.types.size && node.items.length) node.types.add('array')
  if (Array.isArray(value.allOf)) {
    for (const part of value.allOf.map((item) => nodeOf(item, resolve, hops + 1))) {
      for (const type of part.types) node.types.add(type)
      if (part.enum) node.enum = node.enum ? node.enum.filter((item) => part.enum!.includes(item)) : part.enum
      for (const [name, property] of part.properties) if (!node.properties.has(name)) node.properties.set(name, property)
      for (const name of part.required) node.required.add(name)
      node.items.push(...part.items)
    }
  }
  const branches = [value.oneOf, value.anyOf].flatMap((list): unknown[] => (Array.isArray(list) ? (list as unknown[]) : []))
  if (branches.length) {
    const parts = branches.map((item) => nodeOf(item, resolve, hops + 1))
    for (const part of parts) {
      for (const type of part.types) node.types.add(type)
      for (const [name, property] of part.properties) if (!node.properties.has(name)) node.properties.set(name, property)
      node.items.push(...part.items)
    }
    // A member is always there only when every branch that is an object requires it.
    const objects = parts.filter((part) => part.properties.size)
    for (const name of objects[0]?.required ?? []) if (objects.every((part) => part.required.has(name))) node.required.add(name)
    const enums = parts.map((part) => part.enum)
    if (enums.every((list) => list !== undefined)) node.enum = [...new Set([...(node.enum ?? []), ...enums.flat()])]
  }
  return node
}

/**
 * Every place of a body that a schema describes, with its types, enum,
 * nullability and whether its object always holds it. Arrays' items are at
 * `path[]`; several items schemas (a union) are walked each.
 * @example
 * fieldsOf({ $ref: '#/components/schemas/TeamEnvelope' }, resolve).get('result.team_id')
 * // { types: Set { 'string' }, enum: undefined, required: true, open: false }
 */
export function fieldsOf(schema: unknown, resolve: Resolve): Fields {
  const fields = new Map<string, Field>()
  const walk = (value: unknown, path: string, required: boolean, depth: number): void => {
    const node = nodeOf(value, resolve)
    const open = node.types.has('object') && node.properties.size === 0
    const known = fields.get(path)
    // A path walked twice (an array of a union of schemas): its types and values add up.
    fields.set(
      path,
      known
        ? {
            types: new Set([...known.types, ...node.types]),
            enum: known.enum && node.enum ? [...new Set([...known.enum, ...node.enum])] : undefined,
            required: known.required && required,
            open: known.open || open,
          }
        : { types: node.types, enum: node.enum, required, open },
    )
    if (depth >= MAX_DEPTH) return
    for (const [name, property] of node.properties) walk(property, path ? `${path}.${name}` : name, node.required.has(name), depth + 1)
    for (const items of node.items) walk(items, `${path}[]`, true, depth + 1)
  }
  walk(schema, '', true, 0)
  return fields
}
