import type { AutocannonRequest } from 'autocannon'
import { routes } from '../../src/resources/routes.js'
import { SESSION_HEADER } from '../../src/sessions/schema.js'
import { largeAccount } from '../data/large-account.js'
import { startScript } from '../lib/child.js'
import { load } from '../lib/load.js'
import { judge, ONE_SESSION, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { pickOperations } from '../subjects/operations.js'

export interface SessionsServerOptions {
  readonly documents: number
  /** Sessions served round-robin. */
  readonly sessions: number
  readonly rounds: number
  /** Seconds of load per side per round. */
  readonly durationS: number
  readonly connections: number
}

/**
 * Many sessions through one standalone server, as parallel end-to-end
 * workers use it: by-id requests (Get Document Info) naming `sessions`
 * sessions in turn with `X-Mock-Session`, against the same requests all
 * naming one session; interleaved round by round on the same server. Each
 * session is made (forked from the seed) by a first pass that is not timed:
 * the fork itself is the fork suite's.
 * @example
 * const rows = await runSessionsServer({ documents: 10_000, sessions: 1000, rounds: 3, durationS: 2, connections: 10 })
 */
export async function runSessionsServer(options: SessionsServerOptions): Promise<Row[]> {
  const account = largeAccount(options.documents)
  const server = await startScript('this mock (standalone)', 'bench/servers/this-server.ts', [String(options.documents), String(options.sessions + 10)])
  try {
    const op = pickOperations(routes)['by-id']
    const request = (i: number, session: string): AutocannonRequest => ({
      path: `${op.path}?${new URLSearchParams(Object.entries(op.input(account, i)).map(([k, v]) => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${account.token}`, [SESSION_HEADER]: session },
    })
    const many = Array.from({ length: options.sessions }, (_, i) => request(i, `worker-${i}`))
    const one = Array.from({ length: options.sessions }, (_, i) => request(i, 'worker-one'))
    // Every session made once, and the server warm, before anything is timed.
    await load(server, [...many, one[0] as AutocannonRequest], { connections: 1, amount: options.sessions + 1 })
    await load(server, many, { connections: options.connections, duration: 1 })
    const listed = (await (await fetch(`${server.url}/__mock/sessions`)).json()) as { result: { total: number } }
    if (listed.result.total !== options.sessions + 1) throw new Error(`expected ${options.sessions + 1} sessions on the server, found ${listed.result.total}`)

    const samples = await interleave(
      {
        many: () => load(server, many, { connections: options.connections, duration: options.durationS }),
        one: () => load(server, one, { connections: options.connections, duration: options.durationS }),
      },
      { rounds: options.rounds, warmup: 0 },
    )
    const ratio = summarize(pairedRatios(samples.many, samples.one))
    const count = options.sessions.toLocaleString('en-US')
    return [
      {
        target: 'sessions',
        subject: `this mock (standalone), ${count} sessions round-robin`,
        measure: `by id: ${op.name}, ${options.documents / 1000}k documents`,
        value: summarize(samples.many),
        unit: 'req/s',
        ratio,
        ratioTo: ONE_SESSION,
        verdict: judge(ratio.median, { atLeast: 0.9 }),
        note: `${options.connections} connections; each request names the next of ${count} sessions with ${SESSION_HEADER}, all of them made before timing`,
      },
      { target: 'sessions', subject: 'this mock (standalone), one session', measure: `by id: ${op.name}, ${options.documents / 1000}k documents`, value: summarize(samples.one), unit: 'req/s', verdict: 'info' },
    ]
  } finally {
    await server.stop()
  }
}
