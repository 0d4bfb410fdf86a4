import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { createOpenApiDocument } from '../../src/openapi/document.js'

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
  /** The parsed JSON body; absent for an answer without a body (HEAD, 304) or one that is not JSON. */
  body?: unknown
}

function resolveResponse(operation: Json | undefined, status: number, base: string[]): { response: Json; at: string[] } | undefined {
  const declared = operation?.responses?.[String(status)] as Json | undefined
  if (!declared) return undefined
  const ref = declared.$ref as string | undefined
  if (!ref) return { response: declared, at: [...base, 'responses', String(status)] }
  const name = ref.replace('#/components/responses/', '')
  return { response: (document.components.responses as Json)[name], at: ['components', 'responses', name] }
}

const compiled = new Map<string, ValidateFunction>()
const validatorAt = (at: string[]): ValidateFunction => {
  const key = at.join(' ')
  let validate = compiled.get(key)
  if (!validate) {
    const schema = at.reduce<any>((node, token) => node?.[token], document)
    if (!schema) throw new Error(`No schema at ${key}`)
    compiled.set(key, (validate = ajv.compile(absolute(schema) as object)))
  }
  return validate
}

/**
 * Fails (throws) unless an answer fits the OpenAPI document: its status is one
 * the operation declares, its media type is the declared one, and a JSON body
 * validates against that status's schema. A path of no operation (the mock's
 * 404 for an unknown path, 405 for a wrong method) must answer the error envelope.
 * @example
 * assertFitsContract({ method: 'GET', path: '/teams', status: 200, contentType: 'application/json', body })
 */
export function assertFitsContract(exchange: Exchange): void {
  const path = exchange.path.split('?')[0]!.replace(/(.)\/+$/, '$1')
  const method = exchange.method.toLowerCase()
  const label = `${exchange.method} ${path} answered ${exchange.status}`
  const operation = (document.paths[path] as Json | undefined)?.[method] as Json | undefined
  const isJson = /^application\/json\b/i.test(exchange.contentType ?? '') && 'body' in exchange
  if (!operation) {
    if (exchange.status < 400 || !isJson) throw new Error(`${label}: no operation of the OpenAPI document is ${exchange.method} ${path}`)
    const name = exchange.status === 400 ? 'ValidationErrorEnvelope' : 'ErrorEnvelope'
    return check(ajv.getSchema(COMPONENTS + name)!, exchange.body, label)
  }
  const found = resolveResponse(operation, exchange.status, ['paths', path, method])
  if (!found) {
    const declared = Object.keys(operation.responses as Json).join(', ')
    throw new Error(`${label}, a status the OpenAPI document does not declare for ${operation.operationId} (declared: ${declared})`)
  }
  const mediaTypes = Object.keys((found.response.content ?? {}) as Json)
  if (!('body' in exchange) && (exchange.method === 'HEAD' || mediaTypes.length === 0)) return
  if (isJson) {
    if (!mediaTypes.includes('application/json')) throw new Error(`${label} with JSON; the OpenAPI document declares ${mediaTypes.join(', ') || 'no body'}`)
    return check(validatorAt([...found.at, 'content', 'application/json', 'schema']), exchange.body, label)
  }
  if (mediaTypes.length === 0 || mediaTypes.every((type) => type === 'application/json')) {
    throw new Error(`${label} with ${exchange.contentType ?? 'no Content-Type'}; the OpenAPI document declares JSON`)
  }
}

function check(validate: ValidateFunction, body: unknown, label: string): void {
  if (validate(body)) return
  const problems = (validate.errors ?? []).map((error) => `  ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
  throw new Error(`${label} with a body that does not fit the OpenAPI document:\n${problems.join('\n')}\n${JSON.stringify(body).slice(0, 500)}`)
}
