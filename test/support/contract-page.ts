import { readFileSync } from 'node:fs'
import { refName, renderShapes, renderSuccess, successEnvelope, type Schema } from './contract-shapes.js'

/**
 * docs/contract-reference.md, written from the OpenAPI document (src/openapi/openapi.json) by
 * `npm run readme:figures`: every operation by group, with its parameters, its body and its
 * answers (status, description, the message of its example, the headers it declares).
 * test/docs-pages.test.ts fails when the committed page is not what this renders.
 */

type Json = Record<string, unknown>
interface Parameter {
  name: string
  in: string
  required?: boolean
  description?: string
  schema?: Schema
}
interface Media {
  schema?: Schema
  example?: unknown
}
interface Answer {
  description: string
  headers?: Record<string, { required?: boolean; $ref?: string }>
  content?: Record<string, Media>
}
interface Operation {
  tags: string[]
  summary: string
  description?: string
  operationId: string
  security?: unknown[]
  parameters?: Array<Parameter | { $ref: string }>
  requestBody?: { required?: boolean; content: Record<string, Media> }
  responses: Record<string, Answer | { $ref: string }>
}
interface Document {
  info: { version: string }
  tags: Array<{ name: string; description: string }>
  paths: Record<string, Record<string, Operation>>
  components: Json
}

const METHODS = ['get', 'head', 'post', 'put', 'delete']

/** A cell of a table: on one line, its pipes escaped, and no `<` outside code Vue would read as a tag. */
export const cell = (text: string): string =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('|', '\\|')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replaceAll('<', '&lt;')))
    .join('')

/** A schema's type in a few words: `string (uuid)`, `"inline" \| "attachment"`, `Team[]`, `string \| null`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return ''
  if (schema.$ref) return refName(schema.$ref)
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' or ')
  const union = schema.anyOf ?? schema.oneOf
  if (union && !schema.type) return union.map(typeOf).join(' or ')
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any')
  return schema.format ? `${type} (${schema.format})` : type
}

export function renderContractPage(document: Document): string {
  const resolve = <T>(value: T | { $ref: string }): T => {
    if (!value || typeof value !== 'object' || !('$ref' in value)) return value
    const [, , kind = '', name = ''] = value.$ref.split('/')
    return (document.components[kind] as Record<string, T>)[name] as T
  }
  const out = [
    '# Contract reference',
    '',
    '<!-- Written from src/openapi/openapi.json by `npm run readme:figures`; test/docs-pages.test.ts fails when it is stale. -->',
    '',
    `Every operation of the OpenAPI document (\`src/openapi/openapi.json\`, version ${document.info.version}), by group:`,
    "its parameters, its body, its answers with the message of each one's example, and what a success holds, with an",
    "example; [the answers' shapes](#answer-shapes), field by field, close the page. [The contract](contract.md)",
    'says the rules in prose; [OpenAPI](openapi.md) what the document holds and where it is served. Any answer may',
    'carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` while a rate limit is in force (not listed below).',
    '',
    '## Shared answers',
    '',
    'The answers many operations declare alike (`components.responses`), named in their tables in italics.',
    '',
    '| answer | description | message | headers |',
    '|---|---|---|---|',
    ...Object.entries(document.components.responses as Record<string, Answer>).map(
      ([name, answer]) => `| _${name}_ | ${answerCells(answer, resolve)} |`,
    ),
  ]
  const schemas = document.components.schemas as Record<string, Schema>
  const envelopes = new Set<string>()
  for (const tag of document.tags) {
    out.push('', `## ${tag.name}`, '', tag.description)
    for (const [path, item] of Object.entries(document.paths))
      for (const method of METHODS) {
        const operation = item[method]
        if (!operation?.tags.includes(tag.name)) continue
        out.push(...renderOperation(method, path, operation, resolve))
        for (const [status, declared] of Object.entries(operation.responses)) {
          const answer = resolve<Answer>(declared)
          const envelope = status.startsWith('2') ? successEnvelope(answer) : undefined
          if (!envelope) continue
          envelopes.add(envelope)
          out.push(...renderSuccess(status, envelope, answer.content?.['application/json']?.example, schemas))
        }
      }
  }
  out.push(...renderShapes([...envelopes], schemas))
  return `${out.join('\n')}\n`
}

function renderOperation(method: string, path: string, operation: Operation, resolve: <T>(value: T | { $ref: string }) => T): string[] {
  const bearer = operation.security?.length === 0 ? 'no bearer token' : 'bearer token'
  const out = ['', `### ${operation.summary}`, '', `\`${method.toUpperCase()} ${path}\` · \`${operation.operationId}\` · ${bearer}`]
  if (operation.description) out.push('', cell(operation.description))
  const parameters = (operation.parameters ?? []).map((parameter) => resolve<Parameter>(parameter))
  if (parameters.length) {
    out.push('', '| parameter | in | type | required | description |', '|---|---|---|---|---|')
    for (const parameter of parameters)
      out.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${cell(typeOf(parameter.schema))} | ${parameter.required ? 'yes' : 'no'} | ${cell(parameter.description ?? '')} |`,
      )
  }
  for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
    const schema = resolve<Schema>(media.schema ?? {})
    const name = media.schema?.$ref ? ` (\`${refName(media.schema.$ref)}\`)` : ''
    out.push('', `Body: \`${type}\`${name}${operation.requestBody?.required ? '' : ', optional'}.`)
    const fields = Object.entries(schema.properties ?? {})
    if (fields.length) {
      out.push('', '| field | type | required |', '|---|---|---|')
      for (const [field, property] of fields)
        out.push(`| \`${field}\` | ${cell(typeOf(property))} | ${schema.required?.includes(field) ? 'yes' : 'no'} |`)
    }
  }
  out.push('', '| status | answer | message | headers |', '|---|---|---|---|')
  for (const [status, declared] of Object.entries(operation.responses))
    out.push(`| ${status} | ${'$ref' in declared ? `_${refName(declared.$ref)}_ | | ` : answerCells(declared, resolve)} |`)
  return out
}

/** An answer's description, the message of its example (or what its bytes are) and its headers, as table cells. */
function answerCells(answer: Answer, resolve: <T>(value: T | { $ref: string }) => T): string {
  const headers = Object.entries(answer.headers ?? {})
    .filter(([name]) => !name.startsWith('RateLimit-'))
    .map(([name, header]) => `\`${name}\`${resolve(header).required ? '' : '?'}`)
  const types = Object.keys(answer.content ?? {})
  const json = answer.content?.['application/json']?.example as { message?: string } | undefined
  const message = json?.message ? `\`${cell(json.message)}\`` : types.length > 3 ? `the bytes, as any of ${types.length} media types` : ''
  return `${cell(answer.description)} | ${message} | ${headers.join(', ')}`
}

/** The page as it should be today. */
export function contractPage(file = new URL('../../src/openapi/openapi.json', import.meta.url)): string {
  return renderContractPage(JSON.parse(readFileSync(file, 'utf8')) as Document)
}
