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
 * const errors = runSteps(collectFindingsInSteps(check))
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
 * Resolves once the host's event loop has had a turn: pending I/O handled, other requests answered.
 * @example
 * await nextTurn()
 */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => later(resolve))
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

/**
 * Visits every item of a list, yielding every `every` items: a loop of
 * `runSteps` or `runInSlices` work.
 * @example
 * yield* eachInSteps(tables.documents, (document, i) => check(document, i))
 */
export function* eachInSteps<T>(items: readonly T[], visit: (item: T, index: number) => void, every = 256): Steps<void> {
  for (let i = 0; i < items.length; i++) {
    visit(items[i] as T, i)
    if (i % every === every - 1) yield
  }
}
