/** What a list from the service gives the page: its items, or the state that stands in for them. */
export type ListState<T> =
  | { kind: 'loading' }
  | { kind: 'loaded'; items: T[] }
  | { kind: 'signed-out' }
  | { kind: 'failed'; status: number }

export interface Team {
  team_id: string
  name: string
}

export interface Member {
  member_id: string
  name: string
  role: string
}

// The mock's never-expiring token; a real app takes it from its sign-in.
const TOKEN = 'demo-token'

/** Where the service is: API_URL on the server, NEXT_PUBLIC_API_URL (built into the page) in the browser. */
function serviceUrl(): string | undefined {
  return typeof window === 'undefined' ? process.env.API_URL : process.env.NEXT_PUBLIC_API_URL
}

/** Reads one list from the service, on the server or in the browser alike. */
async function loadList<T>(path: string): Promise<ListState<T>> {
  let response: Response
  try {
    response = await fetch(`${serviceUrl()}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } })
  } catch {
    return { kind: 'failed', status: 0 }
  }
  if (response.status === 401) return { kind: 'signed-out' }
  if (!response.ok) return { kind: 'failed', status: response.status }
  const { result } = (await response.json()) as { result: { items: T[] } }
  return { kind: 'loaded', items: result.items }
}

/** The account's teams. */
export function loadTeams(): Promise<ListState<Team>> {
  return loadList<Team>('/teams')
}

/** The members of one team. */
export function loadMembers(teamId: string): Promise<ListState<Member>> {
  return loadList<Member>(`/teams/members?team_id=${encodeURIComponent(teamId)}`)
}

/** What the page says of a list's state, e.g. "3 teams". */
export function describe(state: ListState<unknown>, noun: string): string {
  switch (state.kind) {
    case 'loading':
      return 'Loading…'
    case 'loaded':
      return state.items.length ? `${state.items.length} ${noun}` : `No ${noun} yet`
    case 'signed-out':
      return 'Your session has ended: sign in again'
    case 'failed':
      return state.status ? `The service answered ${state.status}` : 'The service cannot be reached'
  }
}
