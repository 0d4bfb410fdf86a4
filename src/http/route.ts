import type { State } from '../db/state.js'
import { ApiError } from './api-error.js'
import type { Caller } from './auth.js'
import { errorResponse } from './envelope.js'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface PublicContext {
  readonly request: Request
  readonly url: URL
  readonly state: State
}

export interface ProtectedContext extends PublicContext {
  readonly caller: Caller
}

interface RouteBase {
  readonly method: Method
  /** The path below the base URL, e.g. `/teams/info`. */
  readonly path: string
  /** The service's own name of the operation, e.g. `Get Team Details`. */
  readonly operation: string
}

export interface ProtectedRoute extends RouteBase {
  readonly public: false
  handle(context: ProtectedContext): Promise<Response> | Response
}

export interface PublicRoute extends RouteBase {
  readonly public: true
  handle(context: PublicContext): Promise<Response> | Response
}

/** One operation of the service: where it is and how it answers. */
export type Route = ProtectedRoute | PublicRoute

/**
 * An operation behind a bearer token: the pipeline authenticates before
 * `handle` runs, so `caller` is always there.
 * @example
 * defineRoute({ method: 'GET', path: '/teams/info', operation: 'Get Team Details', handle: ({ url, state, caller }) => … })
 */
export function defineRoute(route: Omit<ProtectedRoute, 'public'>): Route {
  return { ...route, public: false }
}

/**
 * An operation that needs no token (only API key authentication).
 * @example
 * definePublicRoute({ method: 'POST', path: '/auth/api-key', operation: 'API key authentication', handle: … })
 */
export function definePublicRoute(route: Omit<PublicRoute, 'public'>): Route {
  return { ...route, public: true }
}

/**
 * Finds an operation by method and path with one map lookup, so the cost of
 * a request does not grow with the number of operations.
 * @example
 * const router = createRouter(routes)
 * router.match('GET', '/teams/info')
 */
export function createRouter(routes: readonly Route[]): { match(method: string, path: string): Route; readonly routes: readonly Route[] } {
  const byPath = new Map<string, Map<string, Route>>()
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Map<string, Route>()
    if (methods.has(route.method)) throw new Error(`Two routes for ${route.method} ${route.path}`)
    methods.set(route.method, route)
    byPath.set(route.path, methods)
  }
  return {
    routes,
    match(method, path) {
      const methods = byPath.get(path)
      if (!methods) throw new ApiError(404, `No operation at ${path}`)
      const route = methods.get(method)
      if (!route) throw ApiError.methodNotAllowed([...methods.keys()])
      return route
    },
  }
}

/**
 * The one place that turns a thrown error into a response: an `ApiError`
 * becomes its envelope, anything else a logged 500 envelope.
 * @example
 * try { … } catch (error) { return toErrorResponse(error) }
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error)
  console.error('[doc-workspace-mock] unexpected error', error)
  const name = error instanceof Error ? error.name : 'Error'
  const message = error instanceof Error ? error.message : String(error)
  return errorResponse(ApiError.serverFault({ name, message }))
}
