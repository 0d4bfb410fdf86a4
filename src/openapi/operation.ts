import type { ErrorStatus } from '../http/api-error.js'
import type { Route } from '../http/route.js'
import { bytesResponse, headBytesResponse } from './bytes-response.js'
import { requestHeaderRef, responseHeaders } from './headers.js'
import { errorResponseRef, headErrorResponse, type ResponseObject } from './responses.js'
import { successEnvelope, toJsonSchema, type JsonSchema, type SchemaComponents } from './schemas.js'

/** An OpenAPI operation object. */
export type OperationObject = { [key: string]: unknown }

/** The parts of `components` that operations add to as they are described. */
export interface ComponentsDraft {
  readonly schemas: SchemaComponents
  readonly responses: Record<string, ResponseObject>
}

/**
 * Statuses any operation may answer: bad input (or an unknown scenario
 * named by the mock's header), a bad token, a session the mock evicted, and
 * the rate limits, faults and outages that the mock's conditions simulate.
 */
export const ALWAYS: readonly ErrorStatus[] = [400, 401, 410, 429, 500, 503]

/**
 * The `operationId` of a route, from its path (and its method when the path
 * has several): `/teams/info` → `teamsInfo`. The service's own operation names
 * are not unique (`Get Team workspaces` and `Get Team Workspaces`), paths are.
 * @example
 * operationIdOf({ method: 'POST', path: '/auth/api-key' }, false) // 'authApiKey'
 */
export function operationIdOf(route: Pick<Route, 'method' | 'path'>, withMethod: boolean): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean)
  if (withMethod) words.unshift(route.method.toLowerCase())
  return words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('')
}

/**
 * The query string of a route as OpenAPI parameters, one per property of its
 * zod object schema.
 * @example
 * queryParameters(TeamIdQuery, components) // [{ name: 'team_id', in: 'query', required: true, schema: {…} }]
 */
export function queryParameters(query: Route['query'], components: SchemaComponents): OperationObject[] {
  if (!query) return []
  const schema = toJsonSchema(query, 'input', components)
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema: property,
  }))
}

function requestBody(route: Route, components: SchemaComponents): OperationObject | undefined {
  if (route.body) {
    return { required: true, content: { 'application/json': { schema: toJsonSchema(route.body, 'input', components) } } }
  }
  if (route.rawBody) {
    return { required: true, content: { [route.rawBody.contentType]: { schema: toJsonSchema(route.rawBody.schema, 'input', components) } } }
  }
  return undefined
}

/** The error statuses of a route, in order: those of every operation, 413 where a body is taken, 414 where a query is, and its own. */
export function errorStatuses(route: Route): ErrorStatus[] {
  const withBody: ErrorStatus[] = route.body || route.rawBody ? [413] : []
  // Any query string may be longer than the standalone server reads.
  const withQuery: ErrorStatus[] = route.query ? [414] : []
  return [...new Set([...ALWAYS, ...withBody, ...withQuery, ...(route.errors ?? [])])].sort((a, b) => a - b)
}

function responses(route: Route, components: ComponentsDraft): Record<string, ResponseObject> {
  const head = route.method === 'HEAD'
  const out: Record<string, ResponseObject> = {}
  if (route.rawResult) {
    for (const status of route.rawResult.statuses) {
      if (head) {
        out[String(status)] = headBytesResponse(status)
        continue
      }
      const { name, response } = bytesResponse(status, route.rawResult.contentTypes)
      components.responses[name] = response
      out[String(status)] = { $ref: `#/components/responses/${name}` }
    }
  } else {
    const result = route.result ? toJsonSchema(route.result, 'output', components.schemas) : {}
    out['200'] = {
      description: `OK: ${route.operation}.`,
      headers: responseHeaders(),
      content: { 'application/json': { schema: successEnvelope(result, components.schemas) } },
    }
  }
  for (const status of errorStatuses(route)) {
    out[String(status)] = head ? headErrorResponse(status, route.public) : errorResponseRef(status, route.public)
  }
  return out
}

/**
 * The OpenAPI operation of one route, from its declarations: the service's
 * operation name as `summary`, its query and headers as parameters, its
 * body, the success envelope around its `result` (or the bytes it streams),
 * and every error status it may answer.
 * @example
 * const operation = toOperation(route, 'teamsInfo', { schemas: {}, responses: {} })
 */
export function toOperation(route: Route, operationId: string, components: ComponentsDraft): OperationObject {
  const parameters = [...queryParameters(route.query, components.schemas), ...(route.headers ?? []).map(requestHeaderRef)]
  const body = requestBody(route, components.schemas)
  return {
    tags: [route.group],
    summary: route.operation,
    description: route.summary ?? route.operation,
    operationId,
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, components),
  }
}
