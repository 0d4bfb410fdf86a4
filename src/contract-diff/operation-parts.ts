import { isObject, type OpenApiDocument, type Resolve } from './their-document.js'
import { fieldsOf, type Field, type Fields } from './schema-fields.js'

/** A parameter of an operation: where it goes, whether it must be sent, and what it holds. */
export interface Parameter {
  readonly name: string
  /** `query`, `header`, `path` or `cookie`. */
  readonly in: string
  readonly required: boolean
  readonly field: Field
}

/** A body, by media type, and whether one must be sent. */
export interface Body {
  readonly required: boolean
  readonly content: ReadonlyMap<string, Fields>
}

/** A header an answer declares. */
export interface Header {
  readonly name: string
  readonly required: boolean
}

/** One answer an operation declares, by status (`200`, `4XX`, `default`). */
export interface Answer {
  readonly status: string
  /** By lower-case name. */
  readonly headers: ReadonlyMap<string, Header>
  readonly content: ReadonlyMap<string, Fields>
}

/** What one operation of a document promises, in the terms both sides are compared in. */
export interface Operation {
  readonly method: string
  readonly path: string
  readonly operationId: string | undefined
  /** Its summary (the service's name of it), else its operationId, else `METHOD /path`. */
  readonly name: string
  /** True when it takes no credential (`security: []`, or no security anywhere). */
  readonly public: boolean
  /** By `in:name` (a header's name in lower case). */
  readonly parameters: ReadonlyMap<string, Parameter>
  readonly body: Body | undefined
  readonly answers: ReadonlyMap<string, Answer>
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const

/**
 * The key of a parameter: where it goes and its name, a header's in lower case (HTTP's headers ignore case).
 * @example
 * parameterKey('header', 'If-None-Match') // 'header:if-none-match'
 */
export const parameterKey = (where: string, name: string): string => `${where}:${where === 'header' ? name.toLowerCase() : name}`

/**
 * A path with its templates' names left out, so that `/teams/{id}` and `/teams/{team_id}` are one path.
 * @example
 * pathKey('/teams/{team_id}/members') // '/teams/{}/members'
 */
export const pathKey = (path: string): string => path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '') || '/'

function contentOf(content: unknown, resolve: Resolve): Map<string, Fields> {
  const map = new Map<string, Fields>()
  if (!isObject(content)) return map
  for (const [type, media] of Object.entries(content)) {
    const schema = isObject(media) ? media.schema : undefined
    map.set(type.toLowerCase().split(';')[0]!.trim(), fieldsOf(schema ?? {}, resolve))
  }
  return map
}

function parametersOf(lists: unknown[], resolve: Resolve): Map<string, Parameter> {
  const parameters = new Map<string, Parameter>()
  for (const list of lists) {
    if (!Array.isArray(list)) continue
    for (const raw of list) {
      const parameter = resolve(raw)
      if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue
      // A parameter described by `content` (a JSON query value) is compared by its first media type's schema.
      const media = isObject(parameter.content) ? Object.values(parameter.content)[0] : undefined
      const schema = parameter.schema ?? (isObject(media) ? media.schema : undefined) ?? {}
      const field = fieldsOf(schema, resolve).get('')!
      parameters.set(parameterKey(parameter.in, parameter.name), {
        name: parameter.name,
        in: parameter.in,
        required: parameter.required === true || parameter.in === 'path',
        field,
      })
    }
  }
  return parameters
}

function answersOf(responses: unknown, resolve: Resolve): Map<string, Answer> {
  const answers = new Map<string, Answer>()
  if (!isObject(responses)) return answers
  for (const [status, raw] of Object.entries(responses)) {
    const response = resolve(raw)
    if (!isObject(response)) continue
    const headers = new Map<string, Header>()
    if (isObject(response.headers)) {
      for (const [name, header] of Object.entries(response.headers)) {
        const resolved = resolve(header)
        headers.set(name.toLowerCase(), { name, required: isObject(resolved) && resolved.required === true })
      }
    }
    answers.set(status.toUpperCase(), { status: status.toUpperCase(), headers, content: contentOf(response.content, resolve) })
  }
  return answers
}

/**
 * Every operation of a document, its parameters (the path's and its own),
 * request body, answers, their headers and bodies, flattened for comparing.
 * @example
 * operationsOf(document, createResolver(document)).find((operation) => operation.path === '/teams/info')?.name // 'Get Team Details'
 */
export function operationsOf(document: OpenApiDocument, resolve: Resolve): Operation[] {
  const operations: Operation[] = []
  const paths = isObject(document.paths) ? document.paths : {}
  const security = Array.isArray(document.security) ? document.security : []
  for (const [path, raw] of Object.entries(paths)) {
    const item = resolve(raw)
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const operation = item[method]
      if (!isObject(operation)) continue
      const requirements = Array.isArray(operation.security) ? operation.security : security
      // `[{}]` is one requirement that asks for nothing: a public operation too.
      const isPublic = requirements.every((requirement) => isObject(requirement) && Object.keys(requirement).length === 0)
      const body = resolve(operation.requestBody)
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId,
        name:
          typeof operation.summary === 'string' && operation.summary
            ? operation.summary
            : (operationId ?? `${method.toUpperCase()} ${path}`),
        public: isPublic,
        parameters: parametersOf([item.parameters, operation.parameters], resolve),
        body: isObject(body) ? { required: body.required === true, content: contentOf(body.content, resolve) } : undefined,
        answers: answersOf(operation.responses, resolve),
      })
    }
  }
  return operations
}
