import type { z } from 'zod'
import type { Limits, State } from '../db/state.js'
import { ApiError, type ErrorStatus } from './api-error.js'
import type { Caller } from './auth.js'

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The request headers of the service an operation may read, beside `Authorization` and `Content-Type`. */
export type RequestHeader = 'Range' | 'If-None-Match' | 'If-Range'

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined

/** What an operation's `handle` receives: inputs already validated. */
export interface RouteContext<Q, B, Authed extends boolean> {
  readonly request: Request
  readonly url: URL
  readonly state: State
  /** The query string, validated by the route's `query` schema. */
  readonly query: Q
  /** The JSON body, validated by the route's `body` schema. */
  readonly body: B
  readonly caller: Authed extends true ? Caller : undefined
}

/**
 * The declaration of one operation. Its schemas drive the pipeline's
 * validation and the OpenAPI document alike, so the two cannot drift.
 */
export interface RouteSpec<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, Authed extends boolean> {
  readonly method: Method
  /** The path below the base URL, e.g. `/teams/info`. */
  readonly path: string
  /** The service's group, e.g. `Teams`. */
  readonly group: string
  /** The service's own name of the operation, e.g. `Get Team Details`. */
  readonly operation: string
  /** One line on what it does, for the OpenAPI document. */
  readonly summary?: string
  /** Validated query string; a GET never needs a body, and one sent (such as `{}`) is ignored. */
  readonly query?: Q
  /** Validated JSON body. */
  readonly body?: B
  /** For documentation: a body of another kind, read by `handle` itself. */
  readonly rawBody?: { readonly contentType: string; readonly schema: z.ZodType }
  /** The schema of the success envelope's `result`; omit for a non-JSON answer. */
  readonly result?: z.ZodType
  /** For documentation: a non-JSON success answer (e.g. a file stream), every media type it can have, and its statuses. */
  readonly rawResult?: { readonly contentTypes: readonly string[]; readonly statuses: readonly number[] }
  /** For documentation: the request headers it reads besides `Authorization` (e.g. `Range`). */
  readonly headers?: readonly RequestHeader[]
  /** Error statuses this operation may answer, besides 400/401 and those of the pipeline. */
  readonly errors?: readonly ErrorStatus[]
  /** The reasons of its 409 answers, as their `message` says them (409 must be among `errors`). */
  readonly conflicts?: readonly string[]
  /**
   * A body limit of its own, below the app's: a transport that reads bodies itself (the standalone
   * server) stops reading there and answers 413 with `message`, before the operation runs.
   */
  readonly bodyLimit?: BodyLimit
  handle(context: RouteContext<Parsed<Q>, Parsed<B>, Authed>): Promise<Response> | Response
}

/** An operation's own limit on the bytes of a request body, under the mock's limits, and the 413's message past it. */
export interface BodyLimit {
  bytes(limits: Limits): number
  readonly message: string
}

/** One operation of the service, as the router and the OpenAPI generator see it. */
export interface Route extends Omit<RouteSpec<z.ZodType | undefined, z.ZodType | undefined, boolean>, 'handle'> {
  /** True for the one operation without a bearer token (API key authentication). */
  readonly public: boolean
  handle(context: RouteContext<unknown, unknown, boolean>): Promise<Response> | Response
}

/**
 * An operation behind a bearer token: the pipeline authenticates, then
 * validates `query` and `body`, before `handle` runs.
 * @example
 * defineRoute({
 *   method: 'GET', path: '/teams/info', group: 'Teams', operation: 'Get Team Details',
 *   query: TeamIdQuery, result: TeamView,
 *   handle: ({ query, state, caller }) => ok('Team retrieved', presentTeam(getTeam(state, caller, query.team_id))),
 * })
 */
export function defineRoute<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<Q, B, true>,
): Route {
  return { ...spec, public: false }
}

/**
 * An operation that needs no bearer token.
 * @example
 * definePublicRoute({ method: 'POST', path: '/auth/api-key', group: 'Authentication', operation: 'API key authentication', body: ApiKeyBody, handle })
 */
export function definePublicRoute<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<Q, B, false>,
): Route {
  return { ...spec, public: true }
}

/** Finds the operation of a request by method and path. */
export interface Router {
  readonly routes: readonly Route[]
  /** The operation at this method and path, or `undefined`. */
  find(method: string, path: string): Route | undefined
  /** The operation at this method and path; throws 501 (a method no route has), 404 (no such path) or 405 (with `Allow`) otherwise. */
  match(method: string, path: string): Route
  /** Whether some route answers this method (`OPTIONS` always: CORS preflights). */
  implements(method: string): boolean
}

/**
 * Every method the service has, in one order: those of its routes, and
 * OPTIONS (CORS). Any other (PATCH, TRACE, CONNECT, an unknown one) answers
 * 501 everywhere; the OpenAPI document, the CORS preflight and the server
 * all read this list.
 * @example
 * implementedMethods(routes) // ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']
 */
export function implementedMethods(routes: readonly Route[]): string[] {
  const used = new Set(routes.map((route) => route.method))
  return [...['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => used.has(method as Method)), 'OPTIONS']
}

/**
 * Finds an operation by method and path with one map lookup, so the cost of
 * a request does not grow with the number of operations.
 * @example
 * const router = createRouter(routes)
 * router.match('GET', '/teams/info')
 */
export function createRouter(routes: readonly Route[]): Router {
  const byPath = new Map<string, Map<string, Route>>()
  for (const route of routes) {
    if (Boolean(route.conflicts?.length) !== Boolean(route.errors?.includes(409))) {
      throw new Error(`${route.operation}: a route that answers 409 declares its reasons in \`conflicts\`, and only such a route`)
    }
    const methods = byPath.get(route.path) ?? new Map<string, Route>()
    if (methods.has(route.method)) throw new Error(`Two routes for ${route.method} ${route.path}`)
    methods.set(route.method, route)
    byPath.set(route.path, methods)
  }
  const implemented = new Set(implementedMethods(routes))
  return {
    routes,
    implements: (method) => implemented.has(method),
    find: (method, path) => byPath.get(path)?.get(method),
    match(method, path) {
      if (!implemented.has(method)) throw ApiError.notImplemented(method)
      const methods = byPath.get(path)
      if (!methods) throw ApiError.noOperation(path)
      const route = methods.get(method)
      if (!route) throw ApiError.methodNotAllowed([...methods.keys()])
      return route
    },
  }
}
