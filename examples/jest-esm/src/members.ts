/** The code under test: a small client of a team's members, as an app would have it. */

export type Role = 'owner' | 'admin' | 'editor' | 'viewer'

export interface Member {
  member_id: string
  email: string
  name: string
  role: Role
  status: 'active' | 'invited'
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

export interface MembersClient {
  list(teamId: string): Promise<Member[]>
  add(teamId: string, email: string, role: Role): Promise<Member>
}

interface Envelope<T> {
  success: boolean
  message: string
  result: T
}

export function createMembersClient(baseUrl: string, token: string): MembersClient {
  const send = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    })
    const envelope = (await response.json()) as Envelope<T>
    if (envelope.success) return envelope.result
    throw new ServiceError(response.status, envelope.message)
  }
  return {
    list: async (teamId) => (await send<{ items: Member[] }>('GET', `/teams/members?team_id=${teamId}`)).items,
    add: (teamId, email, role) => send('POST', '/teams/members/add', { team_id: teamId, email, role }),
  }
}
