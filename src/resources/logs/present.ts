import type { TeamLogRecord } from '../../db/schema.js'

/** A log entry as the service sends it. */
export function presentLog(entry: TeamLogRecord) {
  return {
    log_id: entry.log_id,
    team_id: entry.team_id,
    action: entry.action,
    actor: { user_id: entry.actor.user_id, email: entry.actor.email },
    target: { type: entry.target.type, id: entry.target.id, name: entry.target.name },
    created_at: entry.created_at,
  }
}
export type LogView = ReturnType<typeof presentLog>
