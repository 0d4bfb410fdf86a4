import { ApiError } from '../http/api-error.js'
import { decodePathSegment } from '../http/path-segment.js'
import { SESSION_HEADER, SESSION_PREFIX, SessionId } from './schema.js'

const badId = (): ApiError => ApiError.badRequest('Session ids are 1 to 64 of A-Z a-z 0-9 _ -', 'X-Mock-Session')

/**
 * The session a request names with `X-Mock-Session`; null for none. A bad
 * id throws the 400 envelope.
 * @example
 * sessionOf(new Request(url, { headers: { 'x-mock-session': 'worker-1' } })) // 'worker-1'
 */
export function sessionOf(request: Request): string | null {
  const id = request.headers.get(SESSION_HEADER)
  if (id !== null && !SessionId.safeParse(id).success) throw badId()
  return id
}

/**
 * Splits the `/_s/<id>` prefix off a path, for clients that can only be
 * given a base URL. A bad id throws the 400 envelope.
 * @example
 * splitSessionPrefix('/_s/worker-1/api/teams') // { session: 'worker-1', path: '/api/teams' }
 * splitSessionPrefix('/api/teams') // { session: null, path: '/api/teams' }
 */
export function splitSessionPrefix(path: string): { session: string | null; path: string } {
  if (!path.startsWith(SESSION_PREFIX)) return { session: null, path }
  const end = path.indexOf('/', SESSION_PREFIX.length)
  const id = decodePathSegment(path.slice(SESSION_PREFIX.length, end === -1 ? undefined : end), 'X-Mock-Session')
  if (!SessionId.safeParse(id).success) throw badId()
  return { session: id, path: end === -1 ? '/' : path.slice(end) }
}
