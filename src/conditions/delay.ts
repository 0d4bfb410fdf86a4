import type { Delay } from './schema.js'

/**
 * Draws one delay, in whole milliseconds, from a seeded source of fractions
 * in [0, 1). A spec draws the same count of fractions every time (none for
 * a fixed delay, one uniform, two lognormal), so the sequence of draws, and
 * with it every later delay and fault, depends only on the seed and the
 * order of the requests.
 * @example
 * sampleDelay({ kind: 'lognormal', median: 300, sigma: 0.6 }, random.fraction) // 241, 517, 288…
 */
export function sampleDelay(delay: Delay, fraction: () => number): number {
  if (typeof delay === 'number') return delay
  switch (delay.kind) {
    case 'fixed':
      return delay.ms
    case 'uniform':
      return Math.round(delay.min + fraction() * (delay.max - delay.min))
    case 'lognormal': {
      // Box–Muller: two uniform draws give one standard normal one.
      const u = 1 - fraction()
      const v = fraction()
      const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
      const ms = Math.round(delay.median * Math.exp(delay.sigma * normal))
      return delay.max === undefined ? ms : Math.min(ms, delay.max)
    }
  }
}

/** The reason a wait ended early: the client gave up on its request. */
export class AbortedError extends Error {
  override readonly name = 'AbortedError'
}

/**
 * Waits `ms` milliseconds, or rejects with `AbortedError` as soon as `signal`
 * aborts (the client gave up). Resolves at once for 0.
 * @example
 * await sleep(300, request.signal)
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(new AbortedError('The client aborted the request'))
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer)
      reject(new AbortedError('The client aborted the request'))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
