import { useEffect, useState } from 'react'
import { loadTeams, type TeamsState } from './api.ts'

/** The account's teams, or the state that stands in for them. */
export function Teams({ token }: { token: string }) {
  const [state, setState] = useState<TeamsState>({ kind: 'loading' })
  useEffect(() => {
    loadTeams(token).then(setState, () => setState({ kind: 'failed', status: 0 }))
  }, [token])
  return (
    <section>
      <h2>Teams</h2>
      <p role="status">{describe(state)}</p>
      {state.kind === 'teams' && (
        <ul>
          {state.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

function describe(state: TeamsState): string {
  switch (state.kind) {
    case 'loading':
      return 'Loading…'
    case 'teams':
      return state.names.length ? `${state.names.length} teams` : 'No teams yet'
    case 'signed-out':
      return 'Your session has ended: sign in again'
    case 'failed':
      if (state.status === 0) return 'The service cannot be reached'
      return state.status === 503 ? 'The service is down for maintenance' : `The service answered ${state.status}`
  }
}
