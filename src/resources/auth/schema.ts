import * as z from 'zod'
import { named } from '../../http/schema-names.js'

export const ApiKeyBody = named('ApiKeyRequest', z.object({ api_key: z.string().min(1, 'Must not be empty').max(512) }))
export type ApiKeyBody = z.infer<typeof ApiKeyBody>

export const AccessTokenView = named(
  'AccessToken',
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().positive(),
  }),
)
export type AccessTokenView = z.infer<typeof AccessTokenView>
