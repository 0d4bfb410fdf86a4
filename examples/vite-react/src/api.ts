/** What the teams list shows: one state per answer the service can give. */
export type TeamsState =
  | { kind: 'loading' }
  | { kind: 'teams'; names: string[] }
  | { kind: 'signed-out' }
  | { kind: 'failed'; status: number }

interface TeamsEnvelope {
  result: { items: Array<{ team_id: string; name: string }>; total: number }
}

// The mock's never-expiring token; a real app takes it from its sign-in.
const TOKEN = 'demo-token'

/** Asks the service for the account's teams. */
export async function loadTeams(): Promise<TeamsState> {
  const response = await fetch(`${import.meta.env.VITE_API_URL}/teams`, { headers: { authorization: `Bearer ${TOKEN}` } })
  if (response.status === 401) return { kind: 'signed-out' }
  if (!response.ok) return { kind: 'failed', status: response.status }
  const { result } = (await response.json()) as TeamsEnvelope
  return { kind: 'teams', names: result.items.map((team) => team.name) }
}
