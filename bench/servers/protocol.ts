/** Messages between the benchmark and a server it started in a child process. */
export type ToServer = { type: 'heap' } | { type: 'stop' }
export type FromServer =
  | { type: 'ready'; url: string }
  /** Heap in use after two full collections, in bytes. */
  | { type: 'heap'; used: number }
  | { type: 'failed'; message: string }

/** Two full collections and the heap left in use (the child runs with `--expose-gc`). */
export function retainedHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('start the server with --expose-gc')
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

/** Answers the benchmark's messages until told to stop. */
export function serveMessages(stop: () => Promise<void> | void): void {
  process.on('message', (message: ToServer) => {
    if (message.type === 'heap') process.send?.({ type: 'heap', used: retainedHeap() } satisfies FromServer)
    if (message.type === 'stop') void Promise.resolve(stop()).then(() => process.exit(0))
  })
  process.on('disconnect', () => process.exit(0))
}
