import autocannon, { type AutocannonRequest } from 'autocannon'
import type { ChildServer } from './child.js'

/**
 * Requests per second of one autocannon run against a server the benchmark
 * started; any error, time-out or non-2xx answer voids the figure.
 * autocannon counts requests per sample (a second by default) and ends a run
 * only at a sample's end, so a run shorter than a second needs shorter
 * samples (`sampleMs`); the figure is scaled to a second.
 * @example
 * const rps = await load(server, [{ path: '/documents/info?document_id=…' }], { connections: 10, duration: 2 })
 */
export async function load(server: ChildServer, requests: AutocannonRequest[], run: { connections: number; duration?: number; amount?: number; sampleMs?: number }): Promise<number> {
  const sampleMs = run.sampleMs ?? 1000
  const result = await autocannon({
    url: server.url,
    connections: run.connections,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? 1 }),
    ...(sampleMs === 1000 ? {} : { sampleInt: sampleMs }),
    requests,
  })
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${server.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers under load`)
  }
  return sampleMs === 1000 ? result.requests.average : (result.requests.average * 1000) / sampleMs
}
