import type { ReactNode } from 'react'
import { connection } from 'next/server'
import { describe, loadTeams } from './api'
import { Members } from './members'

/** The account's teams, read on the server; a team's members, read in the browser. */
export default async function Home(): Promise<ReactNode> {
  // Read for every request, never prerendered by `next build` (no service answers there).
  await connection()
  const teams = await loadTeams()
  return (
    <main>
      <section aria-labelledby="teams">
        <h1 id="teams">Teams</h1>
        <p role="status">{describe(teams, 'teams')}</p>
        {teams.kind === 'loaded' && (
          <ul>
            {teams.items.map((team) => (
              <li key={team.team_id}>{team.name}</li>
            ))}
          </ul>
        )}
      </section>
      {teams.kind === 'loaded' && teams.items.length > 0 && <Members teams={teams.items} />}
    </main>
  )
}
