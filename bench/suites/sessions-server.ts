import type { AutocannonRequest } from 'autocannon'
import { routes } from '../../src/resources/routes.js'
import { SESSION_HEADER } from '../../src/sessions/schema.js'
import { largeAccount } from '../data/large-account.js'
import { sessionNames } from '../data/sessions.js'
import { startScript, type ChildServer } from '../lib/child.js'
import { load } from '../lib/load.js'
import { judge, ONE_SESSION, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { pickOperations } from '../subjects/operations.js'
import { THIS_SERVER_PRELOAD } from '../subjects/servers.js'

export interface SessionsServerOptions {
  readonly documents: number
  /** Sessions served round-robin. */
  readonly sessions: number
  readonly rounds: number
  /** Seconds of load per side per round. */
  readonly durationS: number
  /** Seconds of load naming every session, to warm the server before the rounds. */
  readonly warmupS: number
  /** Milliseconds per autocannon sample: 1000 (its default), or less for loads shorter than a second. */
  readonly sampleMs: number
  /** The server made the sessions as it started (a quick run's, in parallel with the suites before): no first pass of requests here. */
  readonly premade: boolean
  readonly connections: number
}

/**
 * The standalone server of the suite: this mock over `documents` documents,
 * room for `sessions` sessions and a few more. A quick run calls it at its
 * start, so that it starts while other suites run, and has it make the
 * sessions as it starts (`premade`).
 * @example
 * const server = await startSessionsServer(10_000, 1_000)
 */
export function startSessionsServer(documents: number, sessions: number, options: { premade?: boolean } = {}): Promise<ChildServer> {
  return startScript('this mock (standalone)', 'bench/servers/this-server.ts', [String(documents), String(sessions + 10), ...(options.premade ? [String(sessions)] : [])], {
    preload: THIS_SERVER_PRELOAD,
  })
}

/**
 * Many sessions through one standalone server, as parallel end-to-end
 * workers use it: by-id requests (Get Document Info) naming `sessions`
 * sessions in turn with `X-Mock-Session`, against the same requests all
 * naming one session; interleaved round by round on the same server. Each
 * session is made (forked from the seed) before anything is timed, by a
 * first pass of requests or by the server as it started (`premade`): the
 * fork itself is the fork suite's. The server is `started` (a quick run's,
 * started early, which its caller stops), else started here.
 * @example
 * const rows = await runSessionsServer({ documents: 10_000, sessions: 1000, rounds: 3, durationS: 2, warmupS: 1, sampleMs: 1000, premade: false, connections: 10 })
 */
export async function runSessionsServer(options: SessionsServerOptions, started?: Promise<ChildServer>): Promise<Row[]> {
  const account = largeAccount(options.documents)
  const server = await (started ?? startSessionsServer(options.documents, options.sessions))
  const sampleMs = options.sampleMs
  try {
    const op = pickOperations(routes)['by-id']
    const request = (i: number, session: string): AutocannonRequest => ({
      path: `${op.path}?${new URLSearchParams(Object.entries(op.input(account, i)).map(([k, v]) => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${account.token}`, [SESSION_HEADER]: session },
    })
    const names = sessionNames(options.sessions)
    const many = names.many.map((name, i) => request(i, name))
    const one = Array.from({ length: options.sessions }, (_, i) => request(i, names.one))
    // Every session made once, and the server warm, before anything is timed.
    if (!options.premade) await load(server, [...many, one[0] as AutocannonRequest], { connections: 1, amount: options.sessions + 1, sampleMs })
    await load(server, many, { connections: options.connections, duration: options.warmupS, sampleMs })
    const listed = (await (await fetch(`${server.url}/__mock/sessions`)).json()) as { result: { total: number } }
    if (listed.result.total !== options.sessions + 1) throw new Error(`expected ${options.sessions + 1} sessions on the server, found ${listed.result.total}`)

    const samples = await interleave(
      {
        many: () => load(server, many, { connections: options.connections, duration: options.durationS, sampleMs }),
        one: () => load(server, one, { connections: options.connections, duration: options.durationS, sampleMs }),
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
    if (!started) await server.stop()
  }
}
