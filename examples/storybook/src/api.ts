/** Where the component calls the service; the mock answers there in Storybook. */
export const API_URL = 'https://api.example.test'

/** What the teams list shows: one state per answer the service can give. */
export type TeamsState =
  | { kind: 'loading' }
  | { kind: 'teams'; names: string[] }
  | { kind: 'signed-out' }
  | { kind: 'failed'; status: number }

interface TeamsEnvelope {
  result: { items: Array<{ team_id: string; name: string }>; total: number }
}

/** Asks the service for the account's teams with a bearer token. */
export async function loadTeams(token: string): Promise<TeamsState> {
  const response = await fetch(`${API_URL}/teams`, { headers: { authorization: `Bearer ${token}` } })
  if (response.status === 401) return { kind: 'signed-out' }
  if (!response.ok) return { kind: 'failed', status: response.status }
  const { result } = (await response.json()) as TeamsEnvelope
  return { kind: 'teams', names: result.items.map((team) => team.name) }
}
