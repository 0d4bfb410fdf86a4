import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { createOpenApiDocument } from '../../src/openapi/document.js'
import { checkHeaders, ContractError, type HeaderSource } from './contract-headers.js'

export { ContractError, EXEMPT_HEADERS } from './contract-headers.js'

/** The document every response of the suite is checked against: generated from the routes, equal to the committed file. */
export const document = createOpenApiDocument()

type Json = Record<string, any>

const COMPONENTS = 'https://doc-workspace-mock.invalid/components/schemas/'
const ajv = new Ajv2020({ allErrors: true, strict: true })
// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
type AddFormats = (ajv: Ajv2020) => unknown
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats
addFormats(ajv)
ajv.addFormat('binary', true)

/** The document's local `#/components/schemas/X` references as absolute ones, so each schema compiles on its own. */
const absolute = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(absolute)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', COMPONENTS) : absolute(inner),
    ]),
  )
}
for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(absolute(schema) as object, COMPONENTS + name)

/** What the suite received, for one check against the document. */
export interface Exchange {
  method: string
  /** The path below the base URL, e.g. `/teams/info` (a query string is ignored). */
  path: string
  status: number
  contentType: string | null
  /** The answer's headers; without them, headers are not checked. */
  headers?: HeaderSource
  /** The parsed JSON body; absent for an answer without a body (HEAD, 304) or one that is not JSON. */
  body?: unknown
}

function resolveResponse(operation: Json, status: number): Json | undefined {
  const declared = operation.responses?.[String(status)] as Json | undefined
  const ref = declared?.$ref as string | undefined
  return ref ? (document.components.responses as Json)[ref.replace('#/components/responses/', '')] : declared
}

const compiled = new WeakMap<object, ValidateFunction>()
const validatorOf = (schema: Json): ValidateFunction => {
  let validate = compiled.get(schema)
  if (!validate) compiled.set(schema, (validate = ajv.compile(absolute(schema) as object)))
  return validate
}

/** Whether a media type (`text/csv; charset=utf-8`) falls in a declared one or range (`text/*`, `*\/*`). */
function mediaTypeFits(actual: string, declared: string): boolean {
  const [type, sub] = actual.split(';')[0]!.trim().toLowerCase().split('/')
  const [wantType, wantSub] = declared.toLowerCase().split('/')
  return (wantType === '*' || wantType === type) && (wantSub === '*' || wantSub === sub)
}

/** The answer to a path or method of no operation: 404 for an unknown path, 405 (with `Allow`) for another method. */
function checkOutsideOperations(exchange: Exchange, label: string, isJson: boolean): void {
  if (exchange.status < 400 || !isJson)
    throw new ContractError(`${label}: no operation of the OpenAPI document is ${exchange.method} ${exchange.path}`)
  const seconds = { schema: { type: 'integer', minimum: 0 } }
  const declared = {
    Allow: { required: exchange.status === 405 },
    'Retry-After': seconds,
    'RateLimit-Limit': seconds,
    'RateLimit-Remaining': seconds,
    'RateLimit-Reset': seconds,
  }
  checkHeaders(exchange.headers, declared, label)
  const name = exchange.status === 400 ? 'ValidationErrorEnvelope' : 'ErrorEnvelope'
  return check(ajv.getSchema(COMPONENTS + name)!, exchange.body, label)
}

/**
 * Fails (throws a `ContractError`) unless an answer fits the OpenAPI
 * document: its status is one the operation declares; every header it sends
 * is declared, every required one is sent, and each value fits its schema;
 * its media type is a declared one; and a JSON body validates against that
 * status's schema. A path of no operation (404) or a method of none (405,
 * with `Allow`) must answer the error envelope.
 * @example
 * assertFitsContract({ method: 'GET', path: '/teams', status: 200, contentType: 'application/json', headers, body })
 */
export function assertFitsContract(exchange: Exchange): void {
  const path = exchange.path.split('?')[0]!.replace(/(.)\/+$/, '$1')
  const method = exchange.method.toLowerCase()
  const label = `${exchange.method} ${path} answered ${exchange.status}`
  const operation: Json | undefined = document.paths[path]?.[method]
  const isJson = /^application\/json\b/i.test(exchange.contentType ?? '') && 'body' in exchange
  if (!operation) return checkOutsideOperations({ ...exchange, path }, label, isJson)
  const response = resolveResponse(operation, exchange.status)
  if (!response) {
    const declared = Object.keys(operation.responses as Json).join(', ')
    throw new ContractError(`${label}, a status the OpenAPI document does not declare for ${operation.operationId} (declared: ${declared})`)
  }
  checkHeaders(exchange.headers, (response.headers ?? {}) as Json, label, document.components.headers)
  const content = (response.content ?? {}) as Json
  const mediaTypes = Object.keys(content)
  if (!('body' in exchange) && (exchange.method === 'HEAD' || mediaTypes.length === 0 || exchange.contentType === null)) return
  const fits = mediaTypes.find((type) => exchange.contentType !== null && mediaTypeFits(exchange.contentType, type))
  if (!fits) {
    throw new ContractError(
      `${label} with ${exchange.contentType ?? 'no Content-Type'}; the OpenAPI document declares ${mediaTypes.join(', ') || 'no body'}`,
    )
  }
  const schema = content[fits].schema as Json
  // Bytes are bytes: a stored JSON document streams as the document's own JSON, not as an envelope.
  if (isJson && schema.format !== 'binary') check(validatorOf(schema), exchange.body, label)
}

function check(validate: ValidateFunction, body: unknown, label: string): void {
  if (validate(body)) return
  const problems = (validate.errors ?? []).map(
    (error) => `  ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  )
  throw new ContractError(
    `${label} with a body that does not fit the OpenAPI document:\n${problems.join('\n')}\n${JSON.stringify(body).slice(0, 500)}`,
  )
}
