import type { ConditionInput } from '../conditions/schema.js'
import type { RecordOf, RecordTableName } from '../db/record-tables.js'
import type { Envelope } from '../http/envelope.js'
import type { JournalEntry } from '../journal/journal.js'
import { CONTROL_PREFIX, CONTROL_TOKEN_ENV, CONTROL_TOKEN_HEADER } from '../app/control-contract.js'
import type { ConditionsAnswer, RecordsAnswer, RequestsAnswer, ScenarioAnswer, SessionsAnswer } from '../app/control-contract.js'
import { SESSION_HEADER, SessionId, type SessionInfo } from '../sessions/schema.js'
import { execCommand, runningManager, spokenCommand } from '../package-managers/commands.js'
import { MockControlError } from './control-error.js'
import { recordQuery, type RecordFilter, type RecordPage } from './record-filter.js'

export { MockControlError } from './control-error.js'
export type { RecordField, RecordFilter, RecordPage } from './record-filter.js'
export type { ConditionsAnswer, ScenarioAnswer } from '../app/control-contract.js'
export type { RecordOf, RecordTableName } from '../db/record-tables.js'
export type { ConditionInput, ConditionSpec } from '../conditions/schema.js'
export type { JournalEntry } from '../journal/journal.js'
export type { SessionInfo } from '../sessions/schema.js'

/** The standalone server's address unless told otherwise, as `npx doc-workspace-mock serve` prints it. */
export const DEFAULT_SERVER_URL = 'http://127.0.0.1:4010'

/** Where the control client finds the server, and how it reaches it. */
export interface MockClientOptions {
  /** The standalone server: its control routes live at the root of this origin, whatever its base path. Default `http://127.0.0.1:4010`. */
  url?: string
  /** The session to act on; the server's default world when absent. */
  session?: string
  /**
   * The server's control token, sent as `X-Mock-Control-Token` (a server bound to an address other
   * than loopback needs it; it prints it at start). Default: `DOC_WORKSPACE_MOCK_CONTROL_TOKEN`, if set.
   */
  controlToken?: string
  /** The `fetch` to call. Default: the global one. */
  fetch?: typeof fetch
}

/** A running standalone server, controlled over HTTP: the same verbs as a mock in Node, each a promise. */
export interface MockClient {
  /** The server's origin. */
  readonly url: string
  /** The session this client acts on; null for the default world. */
  readonly sessionId: string | null
  /** The same client, acting on another session (made on first use, fresh from the seed). A bad id throws. */
  session(id: string): MockClient
  /** Returns this world to its start: scenario, conditions, every seed, no issued token, an empty journal. */
  reset(): Promise<ScenarioAnswer>
  /** The active scenario and the known ones. */
  scenario(): Promise<ScenarioAnswer>
  /** Switches the scenario (fresh from its seed) for every later request of this world. */
  useScenario(name: string): Promise<ScenarioAnswer>
  /** The conditions in force and the known ones. */
  conditions(): Promise<ConditionsAnswer>
  /** Replaces the conditions in force, by name or spec as `mock.useConditions(...)` takes them; none clears them. */
  useConditions(...conditions: ConditionInput[]): Promise<ConditionsAnswer>
  /** The requests this world answered, newest first; `clear()` answers how many it forgot. */
  readonly journal: { list(): Promise<JournalEntry[]>; clear(): Promise<number> }
  /**
   * Every session of the server, least recently used first; `end(id)` ends one (404 when unknown; its request names
   * the session, so a balancer takes it to that session's shard), `endAll()` every one. Behind a balancer `list()` and
   * `endAll()` speak to the one server the balancer picks: ask each shard by its own URL for all of them.
   */
  readonly sessions: { list(): Promise<SessionInfo[]>; end(id: string): Promise<void>; endAll(): Promise<number> }
  /** A table's records as stored, filtered by equality on any field, all of them or one page. */
  records<T extends RecordTableName>(table: T, filter?: RecordFilter<RecordOf<T>>, page?: RecordPage): Promise<Array<RecordOf<T>>>
}

/** A bad session id fails here, as the server would answer it, before any request. */
function checkSession(id: string): string {
  const checked = SessionId.safeParse(id)
  if (checked.success) return checked.data
  throw new MockControlError(
    400,
    'Validation failed',
    [{ field: 'X-Mock-Session', message: checked.error.issues[0]?.message ?? 'Invalid' }],
    'session',
  )
}

/** A variable of Node's environment, where there is one: the client also runs in browsers and Workers, which have none. */
function environmentOf(name: string): string | undefined {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name]
}

/**
 * A typed client of a running standalone server's control routes
 * (`/__mock/…`): reset, scenario, conditions, journal, sessions and
 * records, for one session or the default world. It needs only `fetch`, so
 * it runs in Node, in a browser and in any test runner. An error answer
 * throws a `MockControlError` with the status and the field errors.
 * @example
 * const mock = createMockClient({ url: 'http://127.0.0.1:4010' }).session('checkout-test')
 * await mock.reset()
 * await mock.useConditions('slow')
 * const [team] = await mock.records('teams', { name: 'Engineering' }) // TeamRecord
 */
export function createMockClient(options: MockClientOptions = {}): MockClient {
  const url = new URL(options.url ?? DEFAULT_SERVER_URL).origin
  const session = options.session === undefined ? null : checkSession(options.session)
  const fetcher = options.fetch ?? ((input: Request | string | URL, init?: RequestInit) => globalThis.fetch(input, init))

  const controlToken = options.controlToken ?? environmentOf(CONTROL_TOKEN_ENV)

  // `about`: the session a call is about, named in its header so that a balancer hashing on it routes the call there.
  const call = async <T>(method: string, path: string, body?: unknown, about: string | null = session): Promise<T> => {
    const route = `${method} ${CONTROL_PREFIX}${path.split('?')[0]!}`
    const headers: Record<string, string> = about === null ? {} : { [SESSION_HEADER]: about }
    if (controlToken) headers[CONTROL_TOKEN_HEADER] = controlToken
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetcher(`${url}${CONTROL_PREFIX}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (cause) {
      const serve = spokenCommand(runningManager(), (manager) => execCommand(manager, ['doc-workspace-mock', 'serve']))
      const reason = `no server at ${url} (${(cause as Error).message}); start one with ${serve}`
      throw new MockControlError(0, reason, null, route, { cause })
    }
    const envelope = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null
    if (response.ok && envelope?.success === true) return envelope.result as T
    const reason = envelope?.message ?? `not a doc-workspace-mock answer (${response.headers.get('content-type') ?? 'no content type'})`
    throw new MockControlError(response.status, reason, envelope?.errors ?? null, route)
  }

  return {
    url,
    sessionId: session,
    session: (id) => createMockClient({ ...options, session: id }),
    reset: () => call('POST', '/reset'),
    scenario: () => call('GET', '/scenario'),
    useScenario: (name) => call('PUT', '/scenario', { name }),
    conditions: () => call('GET', '/conditions'),
    useConditions: (...conditions) => call('PUT', '/conditions', { conditions }),
    journal: {
      list: async () => (await call<RequestsAnswer>('GET', '/requests')).items,
      clear: async () => (await call<{ cleared: number }>('DELETE', '/requests')).cleared,
    },
    sessions: {
      list: async () => (await call<SessionsAnswer>('GET', '/sessions')).items,
      end: async (id) => {
        await call('DELETE', `/sessions/${encodeURIComponent(checkSession(id))}`, undefined, id)
      },
      endAll: async () => (await call<{ ended: number }>('DELETE', '/sessions')).ended,
    },
    records: async <T extends RecordTableName>(table: T, filter?: RecordFilter<RecordOf<T>>, page?: RecordPage) =>
      (await call<RecordsAnswer<T>>('GET', `/records/${encodeURIComponent(table)}${recordQuery(filter, page)}`)).items,
  }
}
