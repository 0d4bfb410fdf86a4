import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon'
import type { ChildServer } from './child.js'

/** One autocannon run: for so many seconds, or so many requests in all. */
export interface LoadRun {
  readonly connections: number
  readonly duration?: number
  /** Requests in all, shared evenly by the connections (autocannon gives each its share). */
  readonly amount?: number
  /** Milliseconds per autocannon sample (default 1000). */
  readonly sampleMs?: number
  /**
   * Each connection walks the request list from a place of its own, where
   * autocannon would start every connection at the list's first request:
   * by `amount`, connection k starts where connection k − 1's share ends
   * (k × amount / connections, around the list), so that the run asks the
   * list from one end to the other, `amount / length` times over, each
   * request as often as the next; for a duration, at k × length / connections.
   */
  readonly spread?: boolean
}

/**
 * Requests per second of one autocannon run against a server the benchmark
 * started; any error, time-out or non-2xx answer voids the figure.
 * For a duration: autocannon counts requests per sample and ends a run only
 * at a sample's end, so a run shorter than a second needs shorter samples
 * (`sampleMs`); the figure is scaled to a second. For an `amount`: the
 * requests over the time from the run's start to its last answer (a run
 * ends at the sample after it: short samples end it sooner, and do not
 * change the figure).
 * @example
 * const rps = await load(server, [{ path: '/documents/info?document_id=…' }], { connections: 10, duration: 2 })
 * const even = await load(server, requests, { connections: 10, amount: 5 * requests.length, spread: true, sampleMs: 10 })
 */
export async function load(server: ChildServer, requests: AutocannonRequest[], run: LoadRun): Promise<number> {
  const sampleMs = run.sampleMs ?? 1000
  if (run.spread && run.amount && run.amount % run.connections)
    throw new Error(`a spread run of ${run.amount} requests cannot be shared evenly by ${run.connections} connections`)
  const lists = run.spread ? spreadLists(requests, run) : []
  let connection = 0
  const instance = autocannon({
    url: server.url,
    connections: run.connections,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? 1 }),
    ...(sampleMs === 1000 ? {} : { sampleInt: sampleMs }),
    // Spread, each connection is given its list as it is made; the run's is one request, as autocannon copies it for every
    // connection and builds the bytes of each of its requests.
    ...(run.spread
      ? { requests: requests.slice(0, 1), setupClient: (client: AutocannonClient) => client.setRequests(lists[connection++] ?? []) }
      : { requests }),
  })
  let started = 0
  let answered = 0
  let lastAnswer = 0
  if (run.amount) {
    instance.on('start', () => (started = performance.now()))
    instance.on('response', () => {
      answered++
      lastAnswer = performance.now()
    })
  }
  const result = await instance
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${server.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers under load`)
  }
  if (run.amount) return (answered * 1000) / (lastAnswer - started)
  return sampleMs === 1000 ? result.requests.average : (result.requests.average * 1000) / sampleMs
}

/**
 * Each connection's list, spread: by `amount`, only the stretch its share
 * walks (autocannon builds the bytes of every request a connection is
 * given, some 20 µs each here: 1,000 for each of 10 connections took
 * 0.15–0.3 s a run).
 * Copies, as autocannon writes a request's bytes into its object.
 */
function spreadLists(requests: readonly AutocannonRequest[], run: LoadRun): AutocannonRequest[][] {
  const { length } = requests
  const share = run.amount ? run.amount / run.connections : length
  return Array.from({ length: run.connections }, (_, k) => {
    const start = run.amount ? k * share : Math.floor((k * length) / run.connections)
    return Array.from({ length: Math.min(share, length) }, (_, i) => ({ ...requests[(start + i) % length] }))
  })
}
