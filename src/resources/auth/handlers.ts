import { ok } from '../../http/envelope.js'
import { readJson } from '../../http/input.js'
import { definePublicRoute, type Route } from '../../http/route.js'
import { loginWithApiKey, TOKEN_LIFETIME_SECONDS } from './operations.js'
import { ApiKeyBody } from './schema.js'

/** The Authentication group (operation 1). */
export const authRoutes: Route[] = [
  definePublicRoute({
    method: 'POST',
    path: '/auth/api-key',
    operation: 'API key authentication',
    async handle({ request, state }) {
      const { api_key } = await readJson(request, ApiKeyBody)
      const token = loginWithApiKey(state, api_key)
      return ok('Authenticated', { access_token: token.access_token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS })
    },
  }),
]
