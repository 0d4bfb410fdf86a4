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
}
