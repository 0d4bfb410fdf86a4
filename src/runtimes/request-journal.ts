/** One request the server answered, as `GET /__mock/requests` lists it. */
export interface JournalEntry {
  /** Increases by one per request, so entries keep their order across a clear. */
  readonly id: number
  readonly method: string
  /** The path as requested, base path included, without the query string. */
  readonly path: string
  /** The query string, with its `?`, or `''`. */
  readonly query: string
  /** The HTTP status answered; 0 when the answer was a network error (the connection was closed). */
  readonly status: number
  /** The scenario that served it. */
  readonly scenario: string
  /** When it arrived, ISO 8601 UTC, by the wall clock. */
  readonly time: string
}

/** The requests a server answered, newest first, up to a size. */
export interface RequestJournal {
  record(entry: Omit<JournalEntry, 'id'>): JournalEntry
  /** Newest first. */
  list(): JournalEntry[]
  /** Forgets every entry; answers how many there were. */
  clear(): number
  readonly size: number
}

/**
 * A bounded journal of served requests: once full, the oldest entry goes.
 * @example
 * const journal = createRequestJournal(100)
 * journal.record({ method: 'GET', path: '/teams', query: '', status: 200, scenario: 'default', time: new Date().toISOString() })
 * journal.list()[0]?.path // '/teams'
 */
export function createRequestJournal(capacity = 500): RequestJournal {
  let entries: JournalEntry[] = []
  let nextId = 1
  return {
    record(entry) {
      const recorded = Object.freeze({ id: nextId++, ...entry })
      entries.push(recorded)
      if (entries.length > capacity) entries.shift()
      return recorded
    },
    list: () => entries.slice().reverse(),
    clear() {
      const cleared = entries.length
      entries = []
      return cleared
    },
    get size() {
      return entries.length
    },
  }
}
