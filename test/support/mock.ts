import { afterAll, afterEach, beforeAll } from 'vitest'
import type { MockOptions } from '../../src/mock/create-mock.js'
import { setupMockServer } from '../../src/runtimes/node.js'
import { createClient, type Client } from './client.js'

export const BASE = 'https://api.example.test/v1'

/**
 * A mock that intercepts `fetch` for the whole file and is back at its
 * seed before every test, plus clients for the documented credentials.
 */
export function useMock(options: MockOptions = {}) {
  const mock = setupMockServer({ baseUrl: BASE, ...options })
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => mock.reset())
  afterAll(() => mock.close())
  const anonymous = createClient(BASE)
  return {
    mock,
    anonymous,
    /** Logs in with an API key and answers a client carrying the token. */
    async login(apiKey = 'demo-api-key'): Promise<Client> {
      const { status, body } = await anonymous.post('/auth/api-key', { api_key: apiKey })
      if (status !== 200) throw new Error(`login with ${apiKey} answered ${status}`)
      return createClient(BASE, body.result.access_token)
    },
  }
}
