import { toErrorResponse } from '../http/error-response.js'
import type { Exchange } from '../http/exchange.js'
import { statusFault } from './faults.js'
import type { HoldFault } from './schema.js'

/** How a parked request goes on: to its operation, or straight to an answer. */
type Outcome = { readonly go: true } | { readonly go: false; readonly answer: () => Response; readonly fault: string }

/**
 * Requests held by a test until it lets them go: assert the spinner, then
 * release. No timers: `arrived()` resolves when the requests are there.
 */
export interface Hold {
  /** How many requests are held now. */
  readonly pending: number
  /** Resolves once `count` requests (default 1) are held at the same time. */
  arrived(count?: number): Promise<void>
  /** Lets every held request go on to its operation, and holds no more. */
  release(): void
  /** Answers every held request with `answer()` (the operation never runs), and holds no more. */
  respond(answer: () => Response): void
  /** Fails every held request (the operation never runs) with a network error or a status envelope, and holds no more. */
  fail(fault?: HoldFault): void
}

interface Parked {
  readonly settle: (outcome: Outcome) => void
}

/** One set of parked requests: a hold of a test, or those a `hang` condition keeps. */
export interface Pen {
  /** Parks a request until the pen lets it go or the client aborts (then it answers a network error). */
  park(exchange: Exchange): Promise<Outcome>
  /** Settles every parked request with `outcome`. */
  settle(outcome: Outcome): void
  readonly size: number
}

const GO: Outcome = { go: true }
const ABORTED: Outcome = { go: false, answer: () => Response.error(), fault: 'aborted' }

/**
 * A pen of parked requests.
 * @example
 * const pen = createPen(() => refresh())
 * const outcome = await pen.park(exchange)
 */
export function createPen(onChange: () => void = () => undefined): Pen {
  const parked = new Set<Parked>()
  return {
    park(exchange) {
      const signal = exchange.request.signal
      if (signal.aborted) return Promise.resolve(ABORTED)
      return new Promise<Outcome>((resolve) => {
        const entry: Parked = {
          settle: (outcome) => {
            if (!parked.delete(entry)) return
            signal.removeEventListener('abort', onAbort)
            resolve(outcome)
            onChange()
          },
        }
        const onAbort = (): void => entry.settle(ABORTED)
        signal.addEventListener('abort', onAbort, { once: true })
        parked.add(entry)
        onChange()
      })
    },
    settle(outcome) {
      for (const entry of [...parked]) entry.settle(outcome)
    },
    get size() {
      return parked.size
    },
  }
}

/** A hold with its pen, as the conditions layer keeps it. */
export interface ActiveHold {
  readonly hold: Hold
  readonly pen: Pen
  /** Whether it still holds new requests (until released, answered or failed). */
  readonly open: boolean
}

/**
 * Creates a hold; `close` is called once it lets go, so the layer forgets it.
 * @example
 * const { hold, pen } = createHold(() => holds.delete(active))
 */
export function createHold(close: () => void): ActiveHold {
  const waiters: Array<{ count: number; resolve: () => void }> = []
  let open = true
  const pen = createPen(() => {
    for (const waiter of [...waiters]) {
      if (pen.size >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  })
  const finish = (outcome: Outcome): void => {
    open = false
    close()
    pen.settle(outcome)
  }
  const hold: Hold = {
    get pending() {
      return pen.size
    },
    arrived: (count = 1) => (pen.size >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    release: () => finish(GO),
    respond: (answer) => finish({ go: false, answer, fault: 'hold' }),
    fail: (fault = 'network') =>
      finish({
        go: false,
        fault: fault === 'network' ? 'network' : `status:${fault}`,
        answer: () => (fault === 'network' ? Response.error() : toErrorResponse(statusFault(fault, 'hold'))),
      }),
  }
  return {
    hold,
    pen,
    get open() {
      return open
    },
  }
}

export type { Outcome }
export { GO }
