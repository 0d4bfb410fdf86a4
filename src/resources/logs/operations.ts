import { isoNow } from '../../db/clock.js'
import { teamActionKey } from '../../db/db.js'
import type { TeamLogRecord } from '../../db/schema.js'
import type { State } from '../../db/state.js'
import type { Caller } from '../../http/auth.js'
import { pageBounds, type PageQuery } from '../../http/pagination.js'

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

/**
 * One page of a team's log, newest first, optionally of one action only,
 * and its total: reads the entries of the page and no more (the `team` and
 * `teamAction` indexes are walked from their newest end and counted without
 * reading), so page 1 of 100k entries costs what it costs for 1k.
 * @example
 * const { items, total } = listLogs(state, team_id, 'team.updated', { page: 1, page_size: 20 })
 */
export function listLogs(
  state: State,
  teamId: string,
  action: string | undefined,
  page: PageQuery,
): { items: TeamLogRecord[]; total: number } {
  const { teamLogs } = state.db
  const [index, key] = action === undefined ? (['team', teamId] as const) : (['teamAction', teamActionKey(teamId, action)] as const)
  const { start, end } = pageBounds(page)
  return { items: teamLogs.sliceReverse(index, key, start, end), total: teamLogs.countBy(index, key) }
}
