import { createCoverageCounter, type CoverageCounter } from './counter.js'
import type { CoverageCounts } from './schema.js'

/** Shared through `globalThis`, so that every copy of this package loaded in one process feeds the same counts. */
const KEY = Symbol.for('doc-workspace-mock.api-coverage')

interface Collection {
  readonly counter: CoverageCounter
  collectors: number
}

const holder = globalThis as { [KEY]?: Collection }

/**
 * The counter every mock of this process also feeds while a collection is
 * on; `undefined` otherwise (then a request pays one property read).
 * @example
 * processCounter()?.record(entry)
 */
export function processCounter(): CoverageCounter | undefined {
  const collection = holder[KEY]
  return collection && collection.collectors > 0 ? collection.counter : undefined
}

/** What every mock of the process counted while collecting. */
export interface CoverageCollection {
  /** The counts since the last `take()` (or since collecting began), and a fresh start. */
  take(): CoverageCounts
  /** Stops this collection; mocks stop feeding it once no collection is on. */
  stop(): void
}

/**
 * Starts collecting the API coverage of every mock in this process (made
 * before or after, in any test file, through any transport), for a test
 * runner's setup file to hand on at the end of each file. Collections share
 * one count: `take()` from one of them takes it for all.
 * @example
 * const collection = collectCoverage()
 * afterAll(() => writeFileSync(`coverage-${process.pid}.json`, JSON.stringify(collection.take())))
 */
export function collectCoverage(): CoverageCollection {
  const collection = (holder[KEY] ??= { counter: createCoverageCounter(), collectors: 0 })
  collection.collectors++
  let stopped = false
  return {
    take() {
      const counts = collection.counter.counts()
      collection.counter.clear()
      return { format: 1, kind: 'counts', counts }
    },
    stop() {
      if (stopped) return
      stopped = true
      collection.collectors--
    },
  }
}
