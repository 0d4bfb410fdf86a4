import { useEffect, useState } from 'react'
import { loadTeams, type TeamsState } from './api.ts'

/** The account's teams, or the state that stands in for them. */
export function Teams() {
  const [state, setState] = useState<TeamsState>({ kind: 'loading' })
  useEffect(() => {
    loadTeams().then(setState, () => setState({ kind: 'failed', status: 0 }))
  }, [])
  return (
    <main>
      <h1>Teams</h1>
      <p role="status">{describe(state)}</p>
      {state.kind === 'teams' && (
        <ul>
          {state.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </main>
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
      return state.status ? `The service answered ${state.status}` : 'The service cannot be reached'
  }
}
