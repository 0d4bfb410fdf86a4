/**
 * The answers' shapes on docs/contract-reference.md: under each operation, what its success answer's
 * `result` is and an example of the whole answer; at the end of the page, every shape a `result`
 * reaches (and the error envelopes), field by field: type, null or not, required or not, limits.
 */

export interface Schema {
  $ref?: string
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  description?: string
  default?: unknown
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  pattern?: string
}

/** The last segment of a `$ref`: `#/components/schemas/Team` → `Team`. */
export const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1)

/** A shape's anchor on the page: its heading is the name in code, so the anchor is the name in lower case. */
const link = (name: string): string => `[\`${name}\`](#${name.toLowerCase()})`

/** The largest integer JavaScript holds exactly: zod's bound of every `int()`, not a limit worth a word. */
const SAFE_MAX = Number.MAX_SAFE_INTEGER

/** A field's type in a few words, shapes linked: `string (uuid)`, `Team[]`, `"owner" or "admin"`; null is said in its own column. */
function typeWords(schema: Schema): string {
  if (schema.$ref) return link(refName(schema.$ref))
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' or ')
  const union = (schema.anyOf ?? schema.oneOf)?.filter((member) => member.type !== 'null')
  if (union && !schema.type) return union.map(typeWords).join(' or ')
  if (schema.type === 'array') return `${typeWords(schema.items ?? {})}[]`
  const types = [schema.type ?? 'any'].flat()
  const type = types.filter((name) => name !== 'null').join(' or ') || 'null'
  return schema.format ? `${type} (${schema.format})` : type
}

const nullable = (schema: Schema): boolean =>
  [schema.type].flat().includes('null') || Boolean((schema.anyOf ?? schema.oneOf)?.some((member) => member.type === 'null'))

/** The limits a field declares, in words: `1–120 characters`, `≥ 0`, `at least 1 item`. */
function limits(schema: Schema): string {
  const own = (schema.anyOf ?? schema.oneOf)?.find((member) => member.type !== 'null' && !member.$ref) ?? schema
  const words: string[] = []
  if (own.minLength !== undefined || own.maxLength !== undefined)
    words.push(
      own.maxLength === undefined
        ? `at least ${own.minLength} characters`
        : own.minLength
          ? `${own.minLength}–${own.maxLength} characters`
          : `at most ${own.maxLength} characters`,
    )
  const max = own.maximum !== undefined && own.maximum < SAFE_MAX ? own.maximum : undefined
  const lowest = own.minimum !== undefined && own.minimum > -SAFE_MAX ? own.minimum : undefined
  const min = own.exclusiveMinimum !== undefined ? `> ${own.exclusiveMinimum}` : lowest !== undefined ? `≥ ${lowest}` : undefined
  if (min && max !== undefined) words.push(`${lowest ?? own.exclusiveMinimum}–${max}`)
  else if (max !== undefined) words.push(`≤ ${max}`)
  else if (min) words.push(min)
  if (own.minItems) words.push(`at least ${own.minItems} item${own.minItems === 1 ? '' : 's'}`)
  if (own.pattern && own.format !== 'uuid' && own.format !== 'email') words.push(`matches \`${own.pattern}\``)
  return words.join(', ')
}

/** Every shape named from `start` on, depth first, each once: `TeamPage` → `Team` → `Role`. */
function reachable(start: readonly string[], schemas: Record<string, Schema>): string[] {
  const seen: string[] = []
  const visit = (schema: Schema | undefined): void => {
    if (!schema) return
    if (schema.$ref) {
      const name = refName(schema.$ref)
      if (seen.includes(name)) return
      seen.push(name)
      return visit(schemas[name])
    }
    for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), schema.items]) visit(member)
    for (const property of Object.values(schema.properties ?? {})) visit(property)
  }
  for (const name of start) visit({ $ref: `#/components/schemas/${name}` })
  return seen
}

/** A shape as a table of its fields, or, for an enum or a union, one line. */
function renderShape(name: string, schema: Schema): string[] {
  const out = ['', `### \`${name}\``]
  if (schema.description) out.push('', schema.description.replace(/\s*\n\s*/g, ' '))
  if (!schema.properties) return [...out, '', `One of: ${typeWords({ ...schema, description: undefined })}.`]
  out.push('', '| field | type | null | required | limits |', '|---|---|---|---|---|')
  for (const [field, property] of Object.entries(schema.properties))
    out.push(
      `| \`${field}\` | ${typeWords(property).replaceAll('|', '\\|')} | ${typeWords(property) === 'null' ? 'always' : nullable(property) ? 'null' : ''} | ${schema.required?.includes(field) ? 'yes' : 'no'} | ${limits(property).replaceAll('|', '\\|')} |`,
    )
  return out
}

/** The envelope schema of an operation's JSON success answer, when it has one: `TeamPageEnvelope`. */
export function successEnvelope(answer: { content?: Record<string, { schema?: Schema }> }): string | undefined {
  const ref = answer.content?.['application/json']?.schema?.$ref
  return ref && refName(ref).endsWith('Envelope') ? refName(ref) : undefined
}

/**
 * The lines under an operation for its success answer: what `result` is, linked to its shape, and the
 * document's example of the whole answer, folded.
 */
export function renderSuccess(status: string, envelope: string, example: unknown, schemas: Record<string, Schema>): string[] {
  const result = schemas[envelope]?.properties?.result
  const out = ['', `Answer \`${status}\`: the envelope with \`result\` a ${result ? typeWords(result) : 'value'}.`]
  if (example !== undefined)
    out.push('', '<details><summary>Example</summary>', '', '```json', JSON.stringify(example, null, 2), '```', '', '</details>')
  return out
}

/** The section at the end of the page: the envelopes, then every shape a success `result` reaches. */
export function renderShapes(envelopes: readonly string[], schemas: Record<string, Schema>): string[] {
  const results = envelopes.flatMap((envelope) => {
    const result = schemas[envelope]?.properties?.result
    return result?.$ref ? [refName(result.$ref)] : []
  })
  const errors = ['ErrorEnvelope', 'ValidationErrorEnvelope', 'ServerFaultEnvelope'].filter((name) => schemas[name])
  const out = [
    '',
    '## Answer shapes',
    '',
    'Every answer is the envelope `{ success, message, result, errors, except }`: a success carries its data in',
    '`result` (the shapes below), an error says what went wrong in `message`, with the fields in `errors` or the',
    'fault in `except`. "null" marks a field that may be `null` ("always": it is nothing else); "required", one always there.',
  ]
  for (const name of [...errors, ...reachable([...results, ...errors], schemas).filter((name) => !errors.includes(name))])
    out.push(...renderShape(name, schemas[name] ?? {}))
  return out
}
