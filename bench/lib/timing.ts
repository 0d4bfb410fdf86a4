import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import { summarize } from './stats.js'

/** Bounds of one timed loop: it stops at `maxOps` operations or after `maxMs`, whichever comes first. */
export interface LoopBounds {
  readonly maxOps: number
  /** Wall-clock budget of the loop; at least `minOps` run regardless. */
  readonly maxMs: number
  readonly minOps?: number
}

/**
 * Runs `op` sequentially (awaiting each) within the bounds and answers the
 * mean microseconds per operation of that loop: one sample of one round.
 * @example
 * const us = await timeLoop(() => fetch(url).then((r) => r.text()), { maxOps: 500, maxMs: 300 })
 */
export async function timeLoop(op: (i: number) => unknown, bounds: LoopBounds): Promise<number> {
  const minOps = bounds.minOps ?? 3
  const start = performance.now()
  const deadline = start + bounds.maxMs
  let i = 0
  while (i < bounds.maxOps) {
    const result = op(i)
    if (result instanceof Promise) await result
    i++
    if (i >= minOps && performance.now() > deadline) break
  }
  return ((performance.now() - start) * 1000) / i
}

/**
 * Mean microseconds per call of a synchronous operation over `count` calls.
 * @example
 * const us = timeLoopSync(() => counter.record(entry), 10_000)
 */
export function timeLoopSync(op: () => unknown, count: number): number {
  const start = performance.now()
  for (let i = 0; i < count; i++) op()
  return ((performance.now() - start) * 1000) / count
}

/** One round of a loop, per operation, in µs. */
export interface CpuSample {
  /**
   * The median CPU time (user + system) of one operation: an operation that
   * met a garbage collection or ran on caches another process had emptied
   * does not move it.
   */
  readonly cpu: number
  /** The mean wall time of one operation, as `timeLoop` reads it. */
  readonly wall: number
}

/**
 * Runs `op` sequentially (awaiting each) within the bounds, reading the
 * process's CPU time around each: CPU time leaves out the time the process
 * waits for a core, which is most of the wall time on a busy machine.
 * Answers the median per operation, and the mean wall time beside it.
 * @example
 * const { cpu, wall } = await cpuLoop(() => mock.handle(request()), { maxOps: 20, maxMs: 1000 })
 */
export async function cpuLoop(op: (i: number) => unknown, bounds: LoopBounds): Promise<CpuSample> {
  const minOps = bounds.minOps ?? 3
  const cpu: number[] = []
  const wallStart = performance.now()
  const deadline = wallStart + bounds.maxMs
  for (let i = 0; i < bounds.maxOps; i++) {
    const start = process.cpuUsage()
    const result = op(i)
    if (result instanceof Promise) await result
    const { user, system } = process.cpuUsage(start)
    cpu.push(user + system)
    if (i + 1 >= minOps && performance.now() > deadline) break
  }
  return { cpu: summarize(cpu).median, wall: ((performance.now() - wallStart) * 1000) / cpu.length }
}

/**
 * Runs every subject once per round, in an order that rotates each round,
 * so a slow moment of the machine does not fall on one subject only. The
 * first `warmup` rounds are run and thrown away.
 * @example
 * const samples = await interleave({ floor: () => timeLoop(a, b), mock: () => timeLoop(c, b) }, { rounds: 15, warmup: 2 })
 */
export async function interleave<K extends string, T = number>(
  subjects: Record<K, () => Promise<T> | T>,
  options: { rounds: number; warmup?: number; between?: () => void | Promise<void>; onWarmup?: (name: K, value: T) => void },
): Promise<Record<K, T[]>> {
  const names = Object.keys(subjects) as K[]
  const samples = Object.fromEntries(names.map((name) => [name, [] as T[]])) as Record<K, T[]>
  const warmup = options.warmup ?? 1
  for (let round = 0; round < warmup + options.rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length] as K
      await options.between?.()
      const value = await subjects[name]()
      if (round >= warmup) samples[name].push(value)
      else options.onWarmup?.(name, value)
    }
  }
  return samples
}

let gcFn: (() => void) | undefined

/**
 * A full garbage collection, available without starting node with
 * `--expose-gc` (the flag is set at run time).
 * @example
 * collectGarbage(); const before = process.memoryUsage().heapUsed
 */
export function collectGarbage(): void {
  if (!gcFn) {
    const existing = (globalThis as { gc?: () => void }).gc
    if (existing) gcFn = existing
    else {
      setFlagsFromString('--expose-gc')
      gcFn = runInNewContext('gc') as () => void
    }
  }
  gcFn()
  gcFn()
}
