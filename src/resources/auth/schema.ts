import { z } from 'zod'

export const ApiKeyBody = z.object({ api_key: z.string().min(1, 'Must not be empty').max(512) })
export type ApiKeyBody = z.infer<typeof ApiKeyBody>
