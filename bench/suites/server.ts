import type { AutocannonRequest } from 'autocannon'
import { routes } from '../../src/resources/routes.js'
import type { ChildServer } from '../lib/child.js'
import { load as loadOf } from '../lib/load.js'
import { HTTP_FLOOR, judge, pending, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { pickOperations } from '../subjects/operations.js'
import { HTTP_FLOOR_SERVER, SERVER_ENTRY, startServers, THIS_SERVER, type Kind, type ServerSet } from '../subjects/servers.js'
import { runHeap, type HeapOptions } from './heap.js'

export interface ServerOptions extends HeapOptions {
  readonly documents: number
  readonly rounds: number
  /** Seconds of load per server per round, by kind (a paged list of json-server's takes tens of ms: a short load counts a handful). */
  readonly durationS: Readonly<Record<'by-id' | 'list', number>>
  /**
   * Seconds of warm-up load per server and kind before the rounds (0: none):
   * one after the other before each kind's rounds, or (`together`, a quick
   * run's) all at once before the first, after which the run waits for
   * each server to answer one more request of each kind, so that no
   * json-server is still filtering a paged list when the timed loads start.
   */
  readonly warmup: { readonly seconds: number; readonly together: boolean }
  readonly connections: number
  /** Milliseconds per autocannon sample: 1000 (its default), or less for loads shorter than a second. */
  readonly sampleMs: number
}

/**
 * The standalone server against json-server 1.0 and 0.17 over loopback,
 * each in its own process with the same documents, driven in turn by
 * autocannon (10 connections) round by round; beside them two floors: a
 * bare `node:http` server answering the mock's by-id bytes to every
 * request (no server in Node does less), and any MSW server's
 * (`getResponse` over `node:http`, one bare handler). Then the heap the
 * standalone server keeps after each batch of requests (`runHeap`). The servers are
 * those of `started` (a quick run's, started early, which its caller
 * stops), else started here and stopped at the end.
 * @example
 * const rows = await runServer({ documents: 10_000, rounds: 3, durationS: { 'by-id': 2, list: 2 }, warmup: { seconds: 1, together: false }, connections: 10, sampleMs: 1000, heapRequests: 20_000, heapRounds: 3, peerHeapRequests: 20_000, peerHeapRounds: 2, heapTogether: false })
 */
export async function runServer(options: ServerOptions, started?: Promise<ServerSet>): Promise<Row[]> {
  const set = await (started ?? startServers(options.documents))
  const load = (server: ChildServer, requests: AutocannonRequest[], run: { duration?: number; amount?: number }) =>
    loadOf(server, requests, { connections: options.connections, sampleMs: options.sampleMs, ...run })
  const { servers, floorBody } = set
  const mine = set.mine !== undefined
  const rows: Row[] = []
  try {
    const kinds = ['by-id', 'list'] as const
    const { seconds, together } = options.warmup
    const warm = ({ server, workload }: (typeof servers)[number], kind: Kind) =>
      load(server, workload[kind] as AutocannonRequest[], { duration: seconds })
    if (seconds > 0 && together) {
      const each = servers.flatMap((s) => kinds.filter((kind) => s.workload[kind]).map((kind) => [s, kind] as const))
      await Promise.all(each.map(([s, kind]) => warm(s, kind)))
      await Promise.all(each.map(([s, kind]) => answerOnce(s, kind)))
    }
    for (const kind of kinds) {
      const taking = servers.filter((s) => s.workload[kind])
      // A warm-up load per server, not counted.
      if (seconds > 0 && !together) for (const each of taking) await warm(each, kind)
      const samples = await interleave(
        Object.fromEntries(
          taking.map(({ server, workload }) => [
            server.name,
            () => load(server, workload[kind] as AutocannonRequest[], { duration: options.durationS[kind] }),
          ]),
        ),
        { rounds: options.rounds, warmup: 0 },
      )
      const jsonServer = samples['json-server 1.0.0-beta.15'] as number[]
      const measure = kind === 'by-id' ? 'by id' : 'paged list (page 1 of 20)'
      for (const { server } of taking) {
        const isMine = server.name === THIS_SERVER
        const ratio = summarize(pairedRatios(samples[server.name] as number[], jsonServer))
        const goal = kind === 'by-id' ? 1.5 : 40
        rows.push({
          target: 'server',
          subject: server.name,
          measure: `${measure}${isMine ? `: ${pickOperations(routes)[kind].name}` : ''}`,
          value: summarize(samples[server.name] as number[]),
          unit: 'req/s',
          ...(server.name.startsWith('json-server 1.0') ? {} : { ratio, ratioTo: 'json-server 1.0' }),
          verdict: isMine ? judge(ratio.median, { atLeast: goal }) : 'info',
        })
      }
      const floorSamples = samples[HTTP_FLOOR_SERVER]
      if (mine && kind === 'by-id' && floorSamples) {
        const ratio = summarize(pairedRatios(samples[THIS_SERVER] as number[], floorSamples))
        rows.push({
          target: 'server',
          subject: THIS_SERVER,
          measure: `by id: ${pickOperations(routes)[kind].name}, against the floor`,
          value: summarize(samples[THIS_SERVER] as number[]),
          unit: 'req/s',
          ratio,
          ratioTo: HTTP_FLOOR,
          verdict: judge(ratio.median, { atLeast: 0.5 }),
          note: `the floor: node:http answering the same ${Buffer.byteLength(floorBody)} bytes to every request, reading and building nothing`,
        })
      }
      if (!mine) rows.push(pending('server', THIS_SERVER, kind, `${SERVER_ENTRY} is not there yet`))
    }
    rows.push(...(await runHeap(set, load, options)))
  } finally {
    if (!started) await set.stop()
  }
  return rows
}

/** One request of a kind, answered: a server answers in turn, so it has then caught up with what a load left it. */
async function answerOnce({ server, workload }: ServerSet['servers'][number], kind: Kind): Promise<void> {
  const request = workload[kind]?.[0]
  const response = await fetch(server.url + (request?.path ?? '/'), { headers: request?.headers ?? {} })
  await response.arrayBuffer()
}
