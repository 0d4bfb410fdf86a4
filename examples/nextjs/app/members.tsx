'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { describe, loadMembers, type ListState, type Member, type Team } from './api'

/** The members of the team picked (the first at first), read in the browser. */
export function Members({ teams }: { teams: Team[] }): ReactNode {
  const [teamId, setTeamId] = useState(teams[0]!.team_id)
  const [state, setState] = useState<ListState<Member>>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    setState({ kind: 'loading' })
    void loadMembers(teamId).then((next) => current && setState(next))
    return () => {
      current = false
    }
  }, [teamId])
  return (
    <section aria-labelledby="members">
      <h2 id="members">Members</h2>
      <label htmlFor="team">Team</label>{' '}
      <select id="team" value={teamId} onChange={(event) => setTeamId(event.target.value)}>
        {teams.map((team) => (
          <option key={team.team_id} value={team.team_id}>
            {team.name}
          </option>
        ))}
      </select>
      <p role="status">{describe(state, 'members')}</p>
      {state.kind === 'loaded' && (
        <ul>
          {state.items.map((member) => (
            <li key={member.member_id}>
              {member.name} ({member.role})
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
