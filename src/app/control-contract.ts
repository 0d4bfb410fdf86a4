import type { ConditionSpec } from '../conditions/schema.js'
import type { RecordOf, RecordTableName } from '../db/record-tables.js'
import type { JournalEntry } from '../journal/journal.js'
import type { EvictedSession, SessionInfo } from '../sessions/schema.js'

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

/** The header that carries a server's control token: `X-Mock-Control-Token: <token>`. */
export const CONTROL_TOKEN_HEADER = 'x-mock-control-token'

/** The environment variable that sets the control token when no option does (the server and its clients). */
export const CONTROL_TOKEN_ENV = 'DOC_WORKSPACE_MOCK_CONTROL_TOKEN'

/** A list of everything there is: `items` and how many. */
export interface ListAnswer<T> {
  readonly items: T[]
  readonly total: number
}

/** `GET /__mock/requests`: the journal, newest first. */
export type RequestsAnswer = ListAnswer<JournalEntry>

/** `GET /__mock/sessions`: least recently used first, and the sessions evicted lately. */
export interface SessionsAnswer extends ListAnswer<SessionInfo> {
  /** The last sessions evicted (at most 100), newest first: a request under one of them answers 410 until it is reset. */
  readonly evicted: EvictedSession[]
  /** How many evicted ids the mock remembers (every one, up to its `maxEvicted`: `serve --max-evicted`). */
  readonly evictedTotal: number
}

/** `GET /__mock/records/<table>`: the records that match, in the order they were written (one page of them when asked). */
export type RecordsAnswer<T extends RecordTableName> = ListAnswer<RecordOf<T>>
