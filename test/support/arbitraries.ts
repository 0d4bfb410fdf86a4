import fc from 'fast-check'
import acme from '../../fixtures/acme.json' with { type: 'json' }
import globex from '../../fixtures/globex.json' with { type: 'json' }

type Json = Record<string, any>

/** Canned ids by field name, so generated requests reach real records (and another account's, and none). */
const IDS: Record<string, string[]> = {
  team_id: [...acme.teams, ...globex.teams].map((r) => r.team_id),
  workspace_id: [...acme.workspaces, ...globex.workspaces].map((r) => r.workspace_id),
  folder_id: acme.folders.map((r) => r.folder_id),
  parent_id: acme.folders.map((r) => r.folder_id),
  document_id: [...acme.documents, ...globex.documents].map((r) => r.document_id),
}
const EMAILS = [...acme.users, ...globex.users].map((r) => r.email)

/** Values of the wrong kind, for any field. */
const ODD: fc.Arbitrary<unknown> = fc.constantFrom(null, 0, -1, 1.5, true, [], {}, '', ' ', 'x'.repeat(300), '\u0000', '../x', 'root')

const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 24 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''))

/** The document's schemas, to resolve `$ref`s with. */
export interface SchemaContext {
  readonly components: Record<string, Json>
}

const resolve = (schema: Json, context: SchemaContext): Json =>
  typeof schema.$ref === 'string' ? resolve(context.components[schema.$ref.replace('#/components/schemas/', '')]!, context) : schema

function stringArbitrary(schema: Json, field: string): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') {
    const known = IDS[field]
    return known ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() }) : fc.uuid()
  }
  if (schema.format === 'email') return fc.oneof(fc.constantFrom(...EMAILS), fc.emailAddress())
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  const examples = schema.example === undefined ? [] : [fc.constant(schema.example as string)]
  const sized = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) })
  return examples.length ? fc.oneof(...examples, sized) : sized
}

/**
 * A fast-check arbitrary of the values a JSON Schema of the OpenAPI document
 * allows, read from the document itself: ids drawn mostly from the canned
 * data (by field name), enums, bounds and nested objects honoured; optional
 * fields sometimes left out.
 * @example
 * fc.sample(fromSchema(document.components.schemas.CreateTeamRequest, context), 3)
 */
export function fromSchema(input: Json, context: SchemaContext, field = ''): fc.Arbitrary<unknown> {
  const schema = resolve(input, context)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (options && !schema.properties) return fc.oneof(...options.map((option) => fromSchema(option, context, field)))
  switch (schema.type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -5, -5), max: Math.min(schema.maximum ?? 120, 120) })
    case 'number':
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 })
    case 'string':
      return stringArbitrary(schema, field)
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, context, field), { maxLength: 3 })
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>
      const model = Object.fromEntries(Object.entries(properties).map(([name, inner]) => [name, fromSchema(inner, context, name)]))
      return fc.record(model, { requiredKeys: (schema.required ?? []) as string[] })
    }
    default:
      return fc.anything({ maxDepth: 1 })
  }
}

/**
 * Mostly what the schema allows, now and then with one field of the wrong
 * kind or missing: the inputs a client gets wrong.
 * @example
 * const body = sometimesWrong(fromSchema(schema, context) as fc.Arbitrary<Record<string, unknown>>)
 */
export function sometimesWrong(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const broken = fc.tuple(valid, fc.nat(), ODD, fc.boolean()).map(([value, pick, odd, drop]) => {
    const keys = Object.keys(value)
    if (keys.length === 0) return { unexpected: odd }
    const key = keys[pick % keys.length]!
    const { [key]: _dropped, ...rest } = value
    return drop ? rest : { ...value, [key]: odd }
  })
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: broken })
}

/** A request header value: its documented example, a few meaningful ones, or printable noise. */
export function headerValue(example: unknown, meaningful: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...(typeof example === 'string' ? [example] : []), ...meaningful), printable)
}
