import autocannon, { type AutocannonRequest } from 'autocannon'
import type { ChildServer } from './child.js'

/**
 * Requests per second of one autocannon run against a server the benchmark
 * started; any error, time-out or non-2xx answer voids the figure.
 * @example
 * const rps = await load(server, [{ path: '/documents/info?document_id=…' }], { connections: 10, duration: 2 })
 */
export async function load(server: ChildServer, requests: AutocannonRequest[], run: { connections: number; duration?: number; amount?: number }): Promise<number> {
  const result = await autocannon({ url: server.url, connections: run.connections, ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? 1 }), requests })
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${server.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers under load`)
  }
  return result.requests.average
}
