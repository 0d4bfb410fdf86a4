import { createCapture } from '../journal/capture.js'
import { tapJournals } from '../journal/taps.js'
import { interactionOf } from './interaction.js'
import type { PactInteraction, PactPart } from './schema.js'

/** Shared through `globalThis`, so that every copy of this package loaded in one process feeds the same collection. */
const KEY = Symbol.for('doc-workspace-mock.pact')

/** Distinct interactions kept at most: a suite's operations × answers × shapes stay far below it. */
const MAX_INTERACTIONS = 2000

interface Collection {
  interactions: Map<string, PactInteraction>
  leftOut: Map<string, number>
  collectors: number
  untap: (() => void) | undefined
}

const holder = globalThis as { [KEY]?: Collection }

/** What every mock of the process answered while collecting, as Pact interactions. */
export interface PactCollection {
  /** The interactions since the last `take()` (or since collecting began), and a fresh start. */
  take(): PactPart
  /** Stops this collection; mocks stop capturing bodies for it once no collection is on. */
  stop(): void
}

/**
 * Keeps one interaction per key: the first seen, or of two the one whose
 * text sorts first, so that the order in which workers hand theirs in never
 * changes the file.
 * @example
 * keepInteraction(map, interaction)
 */
export function keepInteraction(map: Map<string, PactInteraction>, interaction: PactInteraction): void {
  const known = map.get(interaction.key)
  if (!known || JSON.stringify(interaction) < JSON.stringify(known)) map.set(interaction.key, interaction)
}

/**
 * Starts collecting the interactions every mock in this process answers (any
 * test file, any transport), one per operation, answer and shape of body,
 * for a test runner's setup file to hand on at the end of each file. While it
 * is on, the mocks read each request's and answer's bodies.
 * @example
 * const collection = collectPact()
 * afterAll(() => writeFileSync(`pact-${process.pid}.json`, JSON.stringify(collection.take())))
 */
export function collectPact(): PactCollection {
  const collection = (holder[KEY] ??= {
    interactions: new Map<string, PactInteraction>(),
    leftOut: new Map<string, number>(),
    collectors: 0,
    untap: undefined,
  })
  collection.collectors++
  collection.untap ??= tapJournals((entry) => {
    const made = interactionOf(entry)
    if (typeof made === 'string') collection.leftOut.set(made, (collection.leftOut.get(made) ?? 0) + 1)
    else if (collection.interactions.size < MAX_INTERACTIONS || collection.interactions.has(made.key))
      keepInteraction(collection.interactions, made)
    else
      collection.leftOut.set(
        'over the limit of distinct interactions',
        (collection.leftOut.get('over the limit of distinct interactions') ?? 0) + 1,
      )
  }, createCapture())
  let stopped = false
  return {
    take() {
      const part: PactPart = {
        format: 1,
        kind: 'pact-interactions',
        interactions: [...collection.interactions.values()],
        leftOut: Object.fromEntries(collection.leftOut),
      }
      collection.interactions.clear()
      collection.leftOut.clear()
      return part
    },
    stop() {
      if (stopped) return
      stopped = true
      if (--collection.collectors === 0) {
        collection.untap?.()
        collection.untap = undefined
      }
    },
  }
}
