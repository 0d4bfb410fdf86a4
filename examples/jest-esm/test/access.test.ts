import { createMembersClient } from '../src/members.js'
import { API_URL, ENGINEERING, mock } from './mock.js'

async function signIn(apiKey: string): Promise<string> {
  const response = await fetch(`${API_URL}/auth/api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  })
  return ((await response.json()) as { result: { access_token: string } }).result.access_token
}

describe('the members client, by who calls and what the service is like', () => {
  it('is forbidden to add a member as a viewer', async () => {
    const asViewer = createMembersClient(API_URL, await signIn('viewer-api-key'))
    await expect(asViewer.add(ENGINEERING, 'erin@example.test', 'viewer')).rejects.toMatchObject({ status: 403, message: 'Forbidden' })
    expect(mock.db.members.by('team', ENGINEERING)).toHaveLength(5)
  })

  it('does not find the team of another account', async () => {
    const asGlobex = createMembersClient(API_URL, await signIn('globex-api-key'))
    await expect(asGlobex.list(ENGINEERING)).rejects.toMatchObject({ status: 404, message: 'Team not found' })
  })

  it('does not find the team in the empty-teams scenario', async () => {
    mock.useScenario('empty-teams') // this test only: reset() returns to the scenario the mock started with
    await expect(createMembersClient(API_URL, 'demo-token').list(ENGINEERING)).rejects.toMatchObject({ status: 404 })
  })

  it('loses the connection when the service is offline', async () => {
    mock.useConditions('offline')
    // By its message: on msw 3 the TypeError comes from Node's realm, which Jest's instanceof does not take for its own.
    await expect(createMembersClient(API_URL, 'demo-token').list(ENGINEERING)).rejects.toThrow('fetch failed')
  })
})
