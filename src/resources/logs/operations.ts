import { isoNow } from '../../db/clock.js'
import type { TeamLogRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import type { Caller } from '../../http/auth.js'

/**
 * Appends one entry to a team's log; every successful write in a team calls it.
 * @example
 * appendLog(state, caller, team.team_id, 'team.updated', { type: 'team', id: team.team_id, name: team.name })
 */
export function appendLog(state: State, caller: Caller, teamId: string, action: string, target: TeamLogRecord['target']): TeamLogRecord {
  return state.db.teamLogs.insert({
    log_id: state.random.uuid(),
    team_id: teamId,
    action,
    actor: { user_id: caller.user.user_id, email: caller.user.email },
    target,
    created_at: isoNow(state.clock),
  })
}

/** A team's log, newest first, optionally only one action. */
export function listLogs(state: State, teamId: string, action?: string): TeamLogRecord[] {
  const entries = state.db.teamLogs.by('team', teamId)
  const chosen = action ? entries.filter((entry) => entry.action === action) : entries
  return chosen.reverse()
}
