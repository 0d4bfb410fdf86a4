import { ok } from '../../http/envelope.js'
import { definePublicRoute, type Route } from '../../http/route.js'
import { loginWithApiKey, TOKEN_LIFETIME_SECONDS } from './operations.js'
import { AccessTokenView, ApiKeyBody } from './schema.js'

/** The Authentication group (operation 1). */
export const authRoutes: Route[] = [
  definePublicRoute({
    method: 'POST',
    path: '/auth/api-key',
    group: 'Authentication',
    operation: 'API key authentication',
    summary: 'Exchanges an API key for a bearer token. An unknown key answers 401 `Invalid API key`.',
    body: ApiKeyBody,
    result: AccessTokenView,
    handle({ body, state }) {
      const token = loginWithApiKey(state, body.api_key)
      return ok('Authenticated', {
        access_token: token.access_token,
        token_type: 'Bearer',
        expires_in: TOKEN_LIFETIME_SECONDS,
      } satisfies AccessTokenView)
    },
  }),
]
