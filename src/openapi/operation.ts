import type { ErrorStatus } from '../http/api-error.js'
import type { Route } from '../http/route.js'
import { errorResponseRef, rawSuccess, type ResponseObject } from './responses.js'
import { successEnvelope, toJsonSchema, type JsonSchema, type SchemaComponents } from './schemas.js'

/** An OpenAPI operation object. */
export type OperationObject = { [key: string]: unknown }

/** Statuses any operation may answer: bad input, and a rate limit, a fault or an outage simulated by a scenario or a condition. */
const ALWAYS: readonly ErrorStatus[] = [400, 401, 429, 500, 503]

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

function responses(route: Route, components: SchemaComponents): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {}
  if (route.rawResult) {
    for (const status of route.rawResult.statuses) out[String(status)] = rawSuccess(route.rawResult.contentType, status)
  } else {
    const result = route.result ? toJsonSchema(route.result, 'output', components) : {}
    out['200'] = { description: `OK: ${route.operation}.`, content: { 'application/json': { schema: successEnvelope(result) } } }
  }
  // Any body may be over the server's limit, not only an upload.
  const withBody: ErrorStatus[] = route.body || route.rawBody ? [413] : []
  // And any query string may be longer than the standalone server accepts.
  const withQuery: ErrorStatus[] = route.query ? [414] : []
  const statuses = [...new Set([...ALWAYS, ...withBody, ...withQuery, ...(route.errors ?? [])])].sort((a, b) => a - b)
  for (const status of statuses) out[String(status)] = errorResponseRef(status, route.public)
  return out
}

/**
 * The OpenAPI operation of one route, from its declarations: the service's
 * operation name as `summary`, its query as parameters, its body, the success
 * envelope around its `result`, and every error status it may answer.
 * @example
 * const operation = toOperation(route, 'teamsInfo', components)
 */
export function toOperation(route: Route, operationId: string, components: SchemaComponents): OperationObject {
  const parameters = queryParameters(route.query, components)
  const body = requestBody(route, components)
  return {
    tags: [route.group],
    summary: route.operation,
    ...(route.summary ? { description: route.summary } : {}),
    operationId,
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, components),
  }
}
