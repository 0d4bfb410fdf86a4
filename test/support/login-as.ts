import type { MockServer } from '../../src/adapters/node/node.js'
import type { Client } from './client.js'

/**
 * Signs in any user of the canned data by email: gives the user an API key in
 * the active scenario (gone again at the next reset) and logs in with it, so a
 * test can act as Bob (admin), Carol (editor) or Dana (invited).
 * @example
 * const bob = await loginAs(mock, login, 'bob@acme.test')
 */
export async function loginAs(mock: MockServer, login: (apiKey: string) => Promise<Client>, email: string): Promise<Client> {
  const [user] = mock.db.users.by('email', email.toLowerCase())
  if (!user) throw new Error(`No user ${email}`)
  const apiKey = `test-key-${user.user_id}`
  if (!mock.db.apiKeys.has(apiKey)) mock.db.apiKeys.insert({ api_key: apiKey, user_id: user.user_id, label: `${user.name}'s test key` })
  return login(apiKey)
}
