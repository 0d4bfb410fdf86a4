/**
 * The time source of a mock. Every timestamp and every token expiry reads it,
 * so a test can move time forward instead of waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Moves a manual clock forward; a system clock cannot be moved. */
  advance(ms: number): void
  /** Sets a manual clock to an instant. */
  set(time: Date | string | number): void
}

/** The instant every manual clock starts at, unless told otherwise. */
export const DEFAULT_START = '2026-01-15T09:00:00.000Z'

/**
 * A clock that stands still until moved, so the same requests give the same
 * bytes on every run.
 * @example
 * const clock = createManualClock()
 * clock.advance(3_600_000) // an hour later: a fresh token has expired
 */
export function createManualClock(start: Date | string | number = DEFAULT_START): Clock {
  let current = toMillis(start)
  return {
    now: () => current,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Cannot advance the clock by ${ms} ms`)
      current += ms
    },
    set(time) {
      current = toMillis(time)
    },
  }
}

/**
 * The machine's own time, for a dev server or a demo where tokens should
 * expire as they would against the real service.
 * @example
 * setupMockServer({ clock: createSystemClock() })
 */
export function createSystemClock(): Clock {
  return {
    now: () => Date.now(),
    advance() {
      throw new Error('The system clock cannot be moved; pass createManualClock() instead')
    },
    set() {
      throw new Error('The system clock cannot be set; pass createManualClock() instead')
    },
  }
}

function toMillis(time: Date | string | number): number {
  const ms = time instanceof Date ? time.getTime() : typeof time === 'string' ? Date.parse(time) : time
  if (!Number.isFinite(ms)) throw new RangeError(`Not a point in time: ${String(time)}`)
  return ms
}

/** An ISO 8601 UTC string of the clock's current time. */
export const isoNow = (clock: Clock): string => new Date(clock.now()).toISOString()

/**
 * Orders two ISO 8601 UTC timestamps, oldest first: in that format, time
 * order is text order. (`localeCompare` gives the same order but loads the
 * ICU collator on its first call, which a test file's first answer paid.)
 * @example
 * teams.sort((a, b) => compareTimes(a.created_at, b.created_at))
 */
export const compareTimes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
