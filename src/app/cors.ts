import { implementedMethods } from '../http/route.js'
import { routes } from '../resources/routes.js'

/** Headers a browser script on another origin may read from an answer. */
const EXPOSED = [
  'Accept-Ranges',
  'Allow',
  'Content-Disposition',
  'Content-Length',
  'Content-Range',
  'ETag',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'WWW-Authenticate',
]

const EXPOSED_LIST = EXPOSED.join(', ')

/** The service's methods and none other: what the server answers, the OpenAPI document states and a preflight allows agree. */
const METHODS = implementedMethods(routes).join(', ')

/**
 * CORS headers of an ordinary answer: any origin may call the mock (it holds
 * no cookies, so the caller's origin is echoed without credentials).
 * @example
 * corsHeaders('http://localhost:5173') // { 'Access-Control-Allow-Origin': 'http://localhost:5173', … }
 */
export function corsHeaders(origin: string | null): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Expose-Headers': EXPOSED_LIST,
    Vary: 'Origin',
  }
}

/**
 * The answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`):
 * every method of the service, and whichever headers the browser asks for
 * (`Authorization`, `Content-Type`, `Range`, `X-Mock-Scenario`, `X-Mock-Conditions`…).
 * @example
 * preflightHeaders('http://localhost:5173', 'authorization, content-type')
 */
export function preflightHeaders(origin: string | null, requestHeaders: string | null): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': METHODS,
    'Access-Control-Allow-Headers':
      requestHeaders?.trim() ||
      'Authorization, Content-Type, Range, If-None-Match, If-Range, X-Mock-Scenario, X-Mock-Conditions, X-Mock-Session',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin, Access-Control-Request-Headers',
  }
}

/**
 * Whether a request is a CORS preflight rather than an `OPTIONS` call of its own.
 * @example
 * isPreflight('OPTIONS', 'PUT') // true
 */
export function isPreflight(method: string, requestMethod: string | null): boolean {
  return method === 'OPTIONS' && requestMethod !== null
}
