import type { UserRecord } from '../db/schema.js'
import type { State } from '../db/state.js'
import { ApiError } from './api-error.js'

/** Who is calling: the user behind the bearer token. */
export interface Caller {
  readonly user: UserRecord
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i

/**
 * Finds the caller of a protected operation. A missing, malformed, unknown or
 * expired token, or one whose user is gone, throws the fixed `Invalid token`.
 * @example
 * const caller = authenticate(request, state)
 */
export function authenticate(request: Request, state: State): Caller {
  const match = BEARER.exec(request.headers.get('authorization') ?? '')
  const token = match ? state.db.tokens.get(match[1] as string) : undefined
  if (!token || Date.parse(token.expires_at) <= state.clock.now()) throw ApiError.invalidToken()
  const user = state.db.users.get(token.user_id)
  if (!user) throw ApiError.invalidToken()
  return { user }
}
