/** The code under test: a small client of the service's teams, as an app would have it. */

export interface Team {
  team_id: string
  name: string
  description: string | null
  role: 'owner' | 'admin' | 'editor' | 'viewer'
}

/** An error answer of the service: its status and the envelope's message. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface TeamsClient {
  list(): Promise<{ items: Team[]; total: number }>
  create(name: string): Promise<Team>
}

export function createTeamsClient(baseUrl: string, token: string): TeamsClient {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
    const body = (await response.json()) as { success: boolean; message: string; result: T }
    if (!body.success) throw new ServiceError(response.status, body.message)
    return body.result
  }
  return {
    list: () => call('/teams'),
    create: (name) => call('/teams/create', { method: 'POST', body: JSON.stringify({ name }) }),
  }
}
