import { fetchResponseOf } from '../http/envelope.js'
import type { Exchange, Layer } from '../http/exchange.js'
import { markOf } from '../http/request-of.js'
import type { Capture } from './capture.js'
import type { ExchangeDetail } from './detail.js'
import type { JournalEntry } from './entry.js'
import type { AnswerSource } from './source.js'
import { TAP, type TapHolder } from './taps.js'

export type { JournalEntry } from './entry.js'

/** The requests one world answered, newest first, up to a size. */
export interface Journal {
  /** Newest first. */
  list(): JournalEntry[]
  /** Forgets every entry; answers how many there were. */
  clear(): number
  readonly size: number
  /** How many requests arrived and are not answered yet (held, hung, delayed or running). */
  readonly inFlight: number
  /** Calls `listener` with every entry as it is recorded; answers an unsubscribe function. */
  subscribe(listener: (entry: JournalEntry) => void): () => void
  /** The layer that records each answer, once it is known (outside the conditions, so it sees their faults). */
  readonly layer: Layer
  /**
   * Records an answer the transport gave on its own, before any handler saw
   * the request (the standalone server's 413 for a body over its limit, 414,
   * 431): what the client met is in the journal and the API coverage too.
   */
  note(answer: TransportAnswer): void
  /** Replaces every entry with those of a state file (newest first), telling no listener: no request was answered. */
  restore(entries: readonly JournalEntry[]): void
}

/** An answer given outside the handlers: no scenario or condition acted on it. */
export interface TransportAnswer {
  readonly method: string
  readonly path: string
  readonly query: string
  readonly status: number
  /** The envelope's message of an error answer; null for a success. */
  readonly message: string | null
  readonly operation: string | null
  /** The session the request named, where it is not the journal's own (a session evicted, whose own journal is gone). */
  readonly session?: string | null
  /** Who answered, where the mock stands in front of the real service (see `AnswerSource`). */
  readonly source?: AnswerSource
  /** The headers and bodies, where the answerer captured them (already redacted). */
  readonly detail?: ExchangeDetail
}

export interface JournalOptions {
  /** How many entries it keeps; the oldest goes first. Default 500. */
  capacity?: number
  /** The session it belongs to, as entries name it; null for the default one. */
  session?: string | null
  /** The scenario to name when no layer noted one (an unknown path). */
  scenario(): string
  /** Keeps each request's and answer's headers and bodies too (`createCapture()`); none by default, at no cost. */
  capture?: Capture
}

let lastMs = Number.NaN
let lastIso = ''
/** The time now as ISO 8601, made once per millisecond however many requests arrive in it. */
function isoNow(): string {
  const now = Date.now()
  if (now !== lastMs) {
    lastMs = now
    lastIso = new Date(now).toISOString()
  }
  return lastIso
}

/**
 * A bounded journal of answered requests and the layer that fills it.
 * @example
 * const journal = createJournal({ capacity: 100, scenario: () => 'default' })
 * const answer = composeLayers([journal.layer], operate)
 * journal.list()[0]?.status // 200
 */
export function createJournal(options: JournalOptions): Journal {
  const capacity = options.capacity ?? 500
  const session = options.session ?? null
  const listeners = new Set<(entry: JournalEntry) => void>()
  let entries: JournalEntry[] = []
  let nextId = 1
  let inFlight = 0

  const keep = (entry: JournalEntry): void => {
    entries.push(entry)
    if (entries.length > capacity) entries.shift()
    for (const listener of listeners) listener(entry)
  }

  const record = (exchange: Exchange, status: number, time: string, captured?: ExchangeDetail): void => {
    const { request, url, route, notes } = exchange
    // A request marked with its source is answered in front of the real service: its credentials are real ones.
    const mark = markOf(request)
    const detail = mark && captured ? mark.redact(captured) : captured
    keep({
      id: nextId++,
      method: request.method,
      path: url.pathname,
      query: url.search,
      status,
      operation: route?.operation ?? null,
      message: notes.message ?? null,
      scenario: notes.scenario ?? options.scenario(),
      session,
      conditions: [...(notes.conditions ?? [])],
      delayMs: notes.delayMs ?? 0,
      fault: notes.fault ?? null,
      time,
      ...(detail && { detail }),
      ...(mark && { source: mark.source }),
    })
  }

  const layer: Layer = async (exchange, next) => {
    const time = isoNow()
    // The process's tap (a Pact file being written) reads the bodies too, and gives them to keep only with a capture of our own.
    const detailOf = ((globalThis as TapHolder)[TAP] ?? options.capture)?.prepare(exchange, options.capture)
    inFlight++
    try {
      const response = await next(exchange)
      const failed = response.type === 'error'
      const detail = await detailOf?.(failed ? null : fetchResponseOf(response), exchange.notes.fault)
      inFlight--
      // Recorded before the answer leaves: a client that reads the journal right after must find it.
      record(exchange, failed ? 0 : response.status, time, detail)
      return response
    } catch (error) {
      inFlight--
      record(exchange, 0, time, await detailOf?.(null, exchange.notes.fault))
      throw error
    }
  }

  return {
    layer,
    note: ({ source, detail, ...answer }) =>
      keep({
        id: nextId++,
        ...answer,
        scenario: options.scenario(),
        session: answer.session ?? session,
        conditions: [],
        delayMs: 0,
        fault: null,
        time: isoNow(),
        ...(detail && { detail }),
        ...(source && { source }),
      }),
    list: () => entries.slice().reverse(),
    restore(saved) {
      entries = saved.slice(0, capacity).reverse()
      // Numbered on from the journal restored, as the world it came from numbers its next entry.
      if (entries.length) nextId = Math.max(...entries.map((entry) => entry.id)) + 1
    },
    clear() {
      const cleared = entries.length
      entries = []
      return cleared
    },
    get size() {
      return entries.length
    },
    get inFlight() {
      return inFlight
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
