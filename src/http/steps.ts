/**
 * Long work written once as a generator that yields between small steps,
 * run either at once (`runSteps`) or in slices of a few milliseconds with
 * the host's event loop free between them (`runInSlices`): a state file of
 * tens of megabytes is read and checked that way on a server, while its
 * other clients go on being answered.
 */

/** Work that yields between steps and returns `T` at its end. */
export type Steps<T> = Generator<void, T, void>

/**
 * Runs steps to their end at once.
 * @example
 * const value = runSteps(parseJsonInSteps(text))
 */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** How long one slice of work runs before the host gets the event loop back, in ms. */
const SLICE_MS = 8

/**
 * The host's way to run a callback once pending I/O is handled, read as this
 * module loads: `setImmediate` where there is one (Node, Bun), else
 * `setTimeout`. Read once, so that a test's fake timers, installed later,
 * cannot hold an import still.
 */
const later: (callback: () => void) => unknown =
  typeof (globalThis as { setImmediate?: unknown }).setImmediate === 'function'
    ? (globalThis as unknown as { setImmediate: (callback: () => void) => unknown }).setImmediate
    : (callback) => setTimeout(callback, 0)

/**
 * Resolves once the host's event loop has had a turn: I/O that came meanwhile handled, other requests
 * answered. Twice `later`: once only, from an I/O callback, would run before the next poll for I/O.
 * @example
 * await nextTurn()
 */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => later(() => later(resolve)))
}

/**
 * Runs steps in slices of about 8 ms, giving the event loop back between
 * them; work that ends within its first slice never waits at all.
 * @example
 * const value = await runInSlices(parseJsonInSteps(text))
 */
export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const end = performance.now() + SLICE_MS
    for (;;) {
      const step = steps.next()
      if (step.done) return step.value
      if (performance.now() >= end) break
    }
    await nextTurn()
  }
}
