import { ApiError } from './api-error.js'

/**
 * One segment of a request path, its percent-escapes decoded. A malformed
 * escape (`%E0%A4%A`) is the client's mistake: the 400 envelope naming it,
 * never a `URIError` that would surface as a 500.
 * @example
 * decodePathSegment('worker%2D1', 'session') // 'worker-1'
 * decodePathSegment('%E0%A4%A', 'session') // throws ApiError 400
 */
export function decodePathSegment(segment: string, field: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw ApiError.badRequest(`Malformed percent-escape in the path: "${segment.slice(0, 100)}"`, field)
  }
}
