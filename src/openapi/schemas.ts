import * as z from 'zod'
import { contractSchemas } from '../http/schema-names.js'

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown }

/** Named schemas shared by the whole document: `components.schemas`. */
export type SchemaComponents = Record<string, JsonSchema>

const COMPONENT_REF = '#/components/schemas/'

/**
 * Converts a zod schema to the JSON Schema of an OpenAPI 3.1 document with
 * zod's own converter. Request schemas are read as `input` (what a client may
 * send, defaults optional), result schemas as `output` (what the mock sends).
 * A schema named in the contract (`named('Team', …)`) becomes a component
 * of `components`, referenced by `$ref`, wherever it appears.
 * @example
 * const components = {}
 * toJsonSchema(TeamView, 'output', components) // { type: 'object', properties: { team_id: … } }
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', components: SchemaComponents): JsonSchema {
  // Files and other runtime-only types have no JSON form; they read as "anything" rather than failing the document.
  const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', metadata: contractSchemas }) as JsonSchema
  const { $schema: _dialect, $defs, ...rest } = converted
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    addComponent(components, name, relink(definition) as JsonSchema)
  }
  return relink(rest) as JsonSchema
}

/**
 * Adds a named schema, refusing a second, different schema under the same name.
 * @example
 * addComponent(components, 'FieldError', { type: 'object' })
 */
export function addComponent(components: SchemaComponents, name: string, schema: JsonSchema): void {
  const existing = components[name]
  if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
    throw new Error(`Two different schemas are named "${name}" in the OpenAPI document`)
  }
  components[name] = schema
}

/**
 * Rewrites zod's local `#/$defs/X` references to the document's components,
 * and drops two keywords zod writes that say nothing a client needs:
 * the long regular expression beside `format: date-time` (the format says it;
 * the mock only ever sends UTC times), and `contentEncoding: binary` beside a
 * file's `format: binary`. Generators read any `contentEncoding` as text
 * carrying encoded bytes (orval types such a part `string`), while
 * `type: string, format: binary` alone is a file to them all (`Blob | File`).
 */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  const { format, contentEncoding } = value as JsonSchema
  for (const [key, inner] of Object.entries(value)) {
    if (format === 'date-time' && key === 'pattern') continue
    if (format === 'binary' && contentEncoding === 'binary' && key === 'contentEncoding') continue
    out[key] = key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/') ? COMPONENT_REF + inner.slice(8) : relink(inner)
  }
  return out
}

/**
 * A reference to a named schema of the document.
 * @example
 * ref('FieldError') // { $ref: '#/components/schemas/FieldError' }
 */
export function ref(name: string): JsonSchema {
  return { $ref: COMPONENT_REF + name }
}

const NULL: JsonSchema = { type: 'null' }

/**
 * The success envelope of one operation, its `result` typed by the route.
 * A named result gets a named envelope (`TeamEnvelope` for `Team`), shared
 * by every operation that answers it.
 * @example
 * successEnvelope(ref('Team'), components) // { $ref: '#/components/schemas/TeamEnvelope' }
 */
export function successEnvelope(result: JsonSchema, components: SchemaComponents): JsonSchema {
  const envelope: JsonSchema = {
    type: 'object',
    properties: {
      success: { type: 'boolean', const: true },
      message: { type: 'string' },
      result,
      errors: NULL,
      except: NULL,
    },
    required: ['success', 'message', 'result', 'errors', 'except'],
    additionalProperties: false,
  }
  const target = typeof result.$ref === 'string' && Object.keys(result).length === 1 ? result.$ref : undefined
  if (!target?.startsWith(COMPONENT_REF)) return envelope
  const item = target.slice(COMPONENT_REF.length)
  addComponent(components, `${item}Envelope`, { description: `The envelope of a success: \`result\` holds the \`${item}\`.`, ...envelope })
  return ref(`${item}Envelope`)
}

function errorEnvelope(description: string, errors: JsonSchema, except: JsonSchema, message: JsonSchema = { type: 'string' }): JsonSchema {
  return {
    description,
    type: 'object',
    properties: { success: { type: 'boolean', const: false }, message, result: NULL, errors, except },
    required: ['success', 'message', 'result', 'errors', 'except'],
    additionalProperties: false,
  }
}

/** The fixed body of every rejected bearer token, byte for byte. */
export const INVALID_TOKEN_BODY = { success: false, message: 'Invalid token', result: null, errors: null, except: null } as const

/**
 * The schemas of the envelope that every operation shares.
 * @example
 * const components = envelopeComponents()
 */
export function envelopeComponents(): SchemaComponents {
  return {
    FieldError: {
      description: "One field's complaint: `field` is a dotted path (`body` for the body as a whole).",
      type: 'object',
      properties: { field: { type: 'string' }, message: { type: 'string' } },
      required: ['field', 'message'],
      additionalProperties: false,
    },
    Except: {
      description: 'What a simulated server fault carries.',
      type: 'object',
      properties: { name: { type: 'string' }, message: { type: 'string' } },
      required: ['name', 'message'],
      additionalProperties: false,
    },
    ErrorEnvelope: errorEnvelope('The envelope of an error: `message` says what went wrong.', NULL, NULL),
    ValidationErrorEnvelope: errorEnvelope(
      'A rejected input: `errors` names every field that does not fit.',
      { type: 'array', items: ref('FieldError'), minItems: 1 },
      NULL,
    ),
    InvalidTokenEnvelope: {
      ...errorEnvelope('The fixed answer to a missing, malformed, unknown, expired or revoked bearer token.', NULL, NULL, {
        type: 'string',
        const: 'Invalid token',
      }),
      examples: [INVALID_TOKEN_BODY],
    },
    ServerFaultEnvelope: errorEnvelope('A server fault: `except` carries its name and message.', NULL, ref('Except')),
  }
}
