import type { AnswerMark } from '../journal/source.js'

/**
 * What a light request (the standalone server's `ServedRequest`) has beside a
 * `Request`. Read by its members, so that the layers and the browser's
 * bundle, which never meet one, do not load its class.
 */
interface LightRequest {
  toRequest(): Request
  readonly mark?: AnswerMark | undefined
}

const isLight = (request: Request): request is Request & LightRequest =>
  typeof (request as Request & Partial<LightRequest>).toRequest === 'function'

/**
 * The request as the runtime's own `Request`, for code outside the mock (a
 * scenario's `intercept`, which may pass it to `fetch`).
 * @example
 * scenario.intercept?.({ request: fetchRequestOf(request), route, state })
 */
export function fetchRequestOf(request: Request): Request {
  return isLight(request) ? request.toRequest() : request
}

/**
 * The mark a request served in front of the real service carries (its source, its redaction); `undefined` for any other.
 * @example
 * const source = markOf(exchange.request)?.source
 */
export function markOf(request: Request): AnswerMark | undefined {
  return isLight(request) ? request.mark : undefined
}
