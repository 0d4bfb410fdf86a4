import type { Exchange } from '../http/exchange.js'
import { markOf } from '../http/request-of.js'
import type { Capture } from './capture.js'
import type { ExchangeDetail } from './detail.js'
import type { JournalEntry } from './entry.js'

/**
 * Where the process's tap lives while one is on, shared through `globalThis`
 * so that every copy of this package loaded in one process feeds it; absent
 * otherwise, so a journal pays one property read per request (and the
 * browser's bundle a few bytes).
 * @example
 * const tap = (globalThis as TapHolder)[TAP]
 */
export const TAP = Symbol.for('doc-workspace-mock.tap')

/**
 * What a journal asks of the tap for each request: the tap reads the
 * request's and answer's headers and bodies (with the journal's own capture
 * when it has one), hands the answered exchange to its listeners, and gives
 * the journal the detail to keep only when it captures on its own.
 */
export interface JournalTap {
  prepare(exchange: Exchange, own?: Capture): (response: Response | null, fault: string | undefined) => Promise<ExchangeDetail | undefined>
}

/** The listeners of the tap, beside it on `globalThis`. */
const LISTENERS = Symbol.for('doc-workspace-mock.tap-listeners')

/** `globalThis`, as it holds the tap. */
export type TapHolder = { [TAP]?: JournalTap }

/** An answered exchange as a journal entry, for the listeners (its journal numbers and times its own). */
function entryOf(exchange: Exchange, response: Response | null, detail: ExchangeDetail): JournalEntry {
  const { request, url, route, notes } = exchange
  const source = markOf(request)?.source
  return {
    id: 0,
    method: request.method,
    path: url.pathname,
    query: url.search,
    status: response?.status ?? 0,
    operation: route?.operation ?? null,
    message: notes.message ?? null,
    scenario: notes.scenario ?? '',
    session: null,
    conditions: [...(notes.conditions ?? [])],
    delayMs: notes.delayMs ?? 0,
    fault: notes.fault ?? null,
    time: '',
    detail,
    ...(source && { source }),
  }
}

/**
 * Hands every exchange answered by every journal in this process (of any
 * mock, made before or after) to `listener`, with its headers and bodies as
 * `capture` reads them, until the answered function is called. A journal
 * that captures on its own reads with its own settings and keeps what it
 * read; the others keep nothing of it.
 * @example
 * const untap = tapJournals((entry) => interactions.add(entry), createCapture())
 * untap()
 */
export function tapJournals(listener: (entry: JournalEntry) => void, capture: Capture): () => void {
  const holder = globalThis as TapHolder & { [LISTENERS]?: Set<(entry: JournalEntry) => void> }
  const listeners = (holder[LISTENERS] ??= new Set())
  listeners.add(listener)
  holder[TAP] ??= {
    prepare(exchange, own) {
      const read = (own ?? capture).prepare(exchange)
      return async (response, fault) => {
        const detail = await read(response, fault)
        // The journal's own redaction (an answer through a proxy) is not applied here: such an entry is marked `proxied`.
        const entry = entryOf(exchange, response, detail)
        for (const each of listeners) each(entry)
        return own ? detail : undefined
      }
    },
  }
  return () => {
    listeners.delete(listener)
    if (!listeners.size) holder[TAP] = undefined
  }
}
