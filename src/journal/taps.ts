import type { Capture } from './capture.js'
import type { JournalEntry } from './entry.js'

/** Shared through `globalThis`, so that every copy of this package loaded in one process feeds the same taps. */
const KEY = Symbol.for('doc-workspace-mock.journal-taps')

/** Who listens to every journal of the process, and the capture they need for it. */
export interface JournalTaps {
  readonly listeners: ReadonlySet<(entry: JournalEntry) => void>
  /** The headers and bodies the listeners read; a journal with a capture of its own keeps using it. */
  readonly capture: Capture
}

interface Holder {
  listeners: Set<(entry: JournalEntry) => void>
  capture: Capture
}

const holder = globalThis as { [KEY]?: Holder }

/**
 * The taps on, or undefined (then a journal pays one property read per request).
 * @example
 * const taps = journalTaps()
 * for (const listener of taps?.listeners ?? []) listener(entry)
 */
export function journalTaps(): JournalTaps | undefined {
  const taps = holder[KEY]
  return taps && taps.listeners.size > 0 ? taps : undefined
}

/**
 * Hands every entry of every journal in this process (of any mock, made
 * before or after) to `listener`, each with its headers and bodies as
 * `capture` reads them, until the answered function is called. A journal
 * that captures with its own settings keeps them.
 * @example
 * const untap = tapJournals((entry) => interactions.add(entry), createCapture())
 * untap()
 */
export function tapJournals(listener: (entry: JournalEntry) => void, capture: Capture): () => void {
  const taps = (holder[KEY] ??= { listeners: new Set(), capture })
  taps.listeners.add(listener)
  return () => {
    taps.listeners.delete(listener)
  }
}
