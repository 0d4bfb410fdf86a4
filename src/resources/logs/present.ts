import * as z from 'zod'
import { LogActor, LogTarget, TeamLogRecord } from '../../db/schema.js'
import { named } from '../../http/schema-names.js'

named('LogActor', LogActor)
named('LogTarget', LogTarget)

/** A log entry as the service sends it. */
export const LogView = named('TeamLogEntry', TeamLogRecord)
export type LogView = z.infer<typeof LogView>

export function presentLog(entry: TeamLogRecord): LogView {
  return {
    log_id: entry.log_id,
    team_id: entry.team_id,
    action: entry.action,
    actor: { user_id: entry.actor.user_id, email: entry.actor.email },
    target: { type: entry.target.type, id: entry.target.id, name: entry.target.name },
    created_at: entry.created_at,
  }
}
