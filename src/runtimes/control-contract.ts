import type { ConditionSpec } from '../conditions/schema.js'
import type { RecordOf, RecordTableName } from '../db/record-tables.js'
import type { JournalEntry } from '../journal/journal.js'
import type { SessionInfo } from '../sessions/schema.js'

/**
 * What the control routes answer in the envelope's `result`: the routes
 * build these and the control client reads them, so the two cannot drift.
 */

/** Where the control routes live, outside the service's base path and every scenario. */
export const CONTROL_PREFIX = '/__mock'

/** `GET`/`PUT /__mock/scenario` and `POST /__mock/reset`. */
export interface ScenarioAnswer {
  /** The active scenario of the world the request named. */
  readonly name: string
  /** That world's session; null for the default one. */
  readonly session: string | null
  /** Every scenario the mock knows. */
  readonly scenarios: ReadonlyArray<{ readonly name: string; readonly description: string }>
}

/** `GET`/`PUT /__mock/conditions`. */
export interface ConditionsAnswer {
  /** The conditions in force, as specs. */
  readonly conditions: readonly ConditionSpec[]
  readonly session: string | null
  /** Every condition the mock knows by name. */
  readonly available: readonly ConditionSpec[]
}

/** A list of everything there is: `items` and how many. */
export interface ListAnswer<T> {
  readonly items: T[]
  readonly total: number
}

/** `GET /__mock/requests`: the journal, newest first. */
export type RequestsAnswer = ListAnswer<JournalEntry>

/** `GET /__mock/sessions`: least recently used first. */
export type SessionsAnswer = ListAnswer<SessionInfo>

/** `GET /__mock/records/<table>`: the records that match, in the order they were written (one page of them when asked). */
export type RecordsAnswer<T extends RecordTableName> = ListAnswer<RecordOf<T>>
