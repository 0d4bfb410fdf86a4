import type { Clock } from './clock.js'
import type { Db } from './db.js'
import type { Random } from './random.js'

/**
 * Everything an operation reads or changes: the data, the clock that stamps
 * it, and the generator of its ids.
 */
export interface State {
  readonly db: Db
  readonly clock: Clock
  readonly random: Random
  readonly limits: Limits
}

/** Limits of the simulated service, set per mock. */
export interface Limits {
  /** The largest upload accepted, in bytes (default 25 MiB); larger answers 413. */
  readonly maxUploadBytes: number
}

export const DEFAULT_LIMITS: Limits = { maxUploadBytes: 25 * 1024 * 1024 }
