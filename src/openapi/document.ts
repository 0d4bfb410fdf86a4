import { implementedMethods, type Route } from '../http/route.js'
import { routes as allRoutes } from '../resources/routes.js'
import capturedExamples from './examples.json' with { type: 'json' }
import { applyExample, type CapturedExamples } from './examples.js'
import { headerComponents, parameterComponents } from './headers.js'
import { addLinks } from './links.js'
import { operationIdOf, toOperation, type ComponentsDraft, type OperationObject } from './operation.js'
import { errorResponseComponents } from './responses.js'
import { envelopeComponents, type SchemaComponents } from './schemas.js'

/** An OpenAPI 3.1 document as plain JSON data. */
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string; contact: { name: string }; license: { name: string; identifier: string } }
  servers: Array<{ url: string; description?: string; variables?: Record<string, { default: string; description?: string }> }>
  security: Array<Record<string, string[]>>
  tags: Array<{ name: string; description: string }>
  paths: Record<string, Record<string, OperationObject>>
  components: {
    schemas: SchemaComponents
    responses: Record<string, unknown>
    parameters: Record<string, unknown>
    headers: Record<string, unknown>
    securitySchemes: Record<string, unknown>
  }
}

export interface OpenApiOptions {
  /** The operations to describe. Default: every operation the mock serves. */
  routes?: readonly Route[]
  /** Where the service is reached. Default: the standalone server on `http://localhost:4010`. */
  servers?: OpenApiDocument['servers']
  /** What the mock answered to each operation's example request. Default: the examples captured with `npm run openapi`. */
  examples?: CapturedExamples
}

/** The version of the contract the document describes (not of this package). */
export const CONTRACT_VERSION = '1.0.0'

const TAGS: Record<string, string> = {
  Authentication: 'Exchange an API key for a bearer token.',
  Teams: 'Teams of the account, their data, workspaces and logs.',
  'Team members': 'Who belongs to a team, and with which role.',
  Workspaces: "Team workspaces and the caller's own account drive.",
  Folders: 'Folders of a workspace, as a tree.',
  Documents: 'Documents: metadata, archive and restore, moves, upload and download.',
}

const describe = (routes: readonly Route[]): string =>
  [
    'The Document Workspace Service. Paths are relative to the base URL, with no version segment.',
    '',
    'Every JSON answer, success or error, is an envelope with the five members `success`, `message`, `result`, `errors` and `except`.',
    'Success is HTTP 200 (206 for a partial stream); `result` carries the payload. Lists take `page` (1-based) and `page_size` (1–100)',
    'and answer `{ items, page, page_size, total, total_pages }`. Field names are snake_case, ids are UUIDs, times are ISO 8601 UTC.',
    'A 400 names each bad field once in `errors`, at its deepest path, e.g. `{ "field": "name", "message": "Expected a string, got a number" }`.',
    '',
    'Every operation but API key authentication takes `Authorization: Bearer <ACCESS_TOKEN>`; a missing, malformed, unknown or',
    'expired token answers 401 with exactly `{"success":false,"message":"Invalid token","result":null,"errors":null,"except":null}`.',
    'Another method on a known path answers 405 `Method not allowed` with an `Allow` header and the error envelope; a method no operation',
    `has (anything but ${implementedMethods(routes).join(', ')}: PATCH, TRACE, CONNECT…) answers 501 \`Method … is not implemented\`.`,
    '',
    'Any operation may answer 429 `Too many requests` (with `Retry-After`), 500 `Internal server error` (with `except: { name, message }`)',
    'or 503 `Service unavailable` (with `Retry-After` when known); while a rate limit is in force, every answer carries',
    '`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
    '',
    'The mock has headers of its own, which are not part of the service: `X-Mock-Scenario: <name>` serves one request from the named',
    'scenario (an unknown name answers 400); `X-Mock-Session: <id>` one from an isolated world of that id, and 410 when the mock',
    'evicted that session; and the standalone server keeps its control routes under `/__mock/`.',
  ].join('\n')

const DEFAULT_SERVER = {
  url: 'http://{host}:{port}',
  description: 'The standalone mock: `npx doc-workspace-mock serve [--host 127.0.0.1] [--port 4010]`',
  variables: { host: { default: '127.0.0.1' }, port: { default: '4010' } },
}

/** The shared pieces that some operation refers to, and only those. */
function used<T>(all: Record<string, T>, kind: string, text: string): Record<string, T> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => text.includes(`"#/components/${kind}/${name}"`)))
}

/**
 * Generates the OpenAPI 3.1 document of the contract from the routes' own zod
 * schemas (the ones the pipeline validates with), so the two cannot drift.
 * @example
 * const document = createOpenApiDocument()
 * document.paths['/teams/info']?.get?.operationId // 'teamsInfo'
 */
export function createOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const routes = options.routes ?? allRoutes
  const examples: CapturedExamples = options.examples ?? capturedExamples
  const components: ComponentsDraft = { schemas: envelopeComponents(), responses: {} }
  const paths: OpenApiDocument['paths'] = {}
  const methodsOf = new Map<string, number>()
  for (const route of routes) methodsOf.set(route.path, (methodsOf.get(route.path) ?? 0) + 1)
  const groups: string[] = []
  for (const route of routes) {
    if (!groups.includes(route.group)) groups.push(route.group)
    const operationId = operationIdOf(route, (methodsOf.get(route.path) ?? 0) > 1)
    const item = (paths[route.path] ??= {})
    const operation = toOperation(route, operationId, components)
    applyExample(operation, examples[`${route.method} ${route.path}`])
    item[route.method.toLowerCase()] = operation
  }
  addLinks(paths, components.schemas)
  const responses = { ...used(errorResponseComponents(), 'responses', JSON.stringify(paths)), ...components.responses }
  const referring = JSON.stringify([paths, responses])
  return {
    openapi: '3.1.0',
    info: {
      title: 'Document Workspace Service',
      version: CONTRACT_VERSION,
      description: describe(routes),
      contact: { name: 'doc-workspace-mock' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: options.servers ?? [DEFAULT_SERVER],
    security: [{ bearerAuth: [] }],
    tags: groups.map((name) => ({ name, description: TAGS[name] ?? `The ${name} operations.` })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses,
      parameters: used(parameterComponents(), 'parameters', referring),
      headers: used(headerComponents(), 'headers', referring),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token from `POST /auth/api-key` (or a long-lived token issued with the account).',
        },
      },
    },
  }
}
