import type { TokenRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import { ApiError } from '../../http/api-error.js'

/** How long an access token lives, in seconds. */
export const TOKEN_LIFETIME_SECONDS = 3600

/**
 * Exchanges an API key for a bearer token that expires after
 * `TOKEN_LIFETIME_SECONDS` on the mock's clock.
 * @example
 * const token = loginWithApiKey(state, 'demo-api-key')
 */
export function loginWithApiKey(state: State, apiKey: string): TokenRecord {
  const key = state.db.apiKeys.get(apiKey)
  if (!key || !state.db.users.has(key.user_id)) throw ApiError.invalidApiKey()
  const now = state.clock.now()
  // Tokens outlive a scenario switch, which rewinds the generator: skip any already issued.
  let accessToken: string
  do accessToken = `dwm_${state.random.hex(24)}`
  while (state.db.tokens.has(accessToken))
  return state.db.tokens.insert({
    access_token: accessToken,
    user_id: key.user_id,
    issued_at: new Date(now).toISOString(),
    expires_at: new Date(now + TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
  })
}
