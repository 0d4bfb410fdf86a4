import type { AutocannonRequest } from 'autocannon'
import { routes } from '../../src/resources/routes.js'
import { SESSION_HEADER } from '../../src/sessions/schema.js'
import { largeAccount } from '../../test/support/large-account.js'
import { sessionNames } from '../data/sessions.js'
import { startScript, type ChildServer } from '../lib/child.js'
import { load } from '../lib/load.js'
import { judge, ONE_SESSION, type Row } from '../lib/report.js'
import { reachOf, servedBySession, type Reach } from '../lib/sessions-reached.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { pickOperations } from '../subjects/operations.js'
import { THIS_SERVER_PRELOAD } from '../subjects/servers.js'

export interface SessionsServerOptions {
  readonly documents: number
  /** Sessions served round-robin. */
  readonly sessions: number
  readonly rounds: number
  /** How many times each timed load asks each session: `passes × sessions` requests per side per round. */
  readonly passes: number
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
  return startScript(
    'this mock (standalone)',
    'bench/servers/this-server.ts',
    [String(documents), String(sessions + 10), ...(options.premade ? [String(sessions)] : [])],
    {
      preload: THIS_SERVER_PRELOAD,
    },
  )
}

/** autocannon ends a run of so many requests at the sample after its last answer: short samples end it at once. */
const END_SAMPLE_MS = 10

/**
 * Many sessions through one standalone server, as parallel end-to-end
 * workers use it: by-id requests (Get Document Info) naming `sessions`
 * sessions in turn with `X-Mock-Session`, against the same requests all
 * naming one session; interleaved round by round on the same server. Each
 * timed load is `passes × sessions` requests, shared evenly by the
 * connections, each connection from its own place in the list (`spread`),
 * so that it asks every session `passes` times whatever the machine's
 * speed; the server's own count of what each session served
 * (`GET /__mock/sessions`) checks it, and a load that reached fewer
 * sessions makes the row a MISS. Each session is made (forked from the
 * seed) before anything is timed, by a first pass of requests or by the
 * server as it started (`premade`): the fork itself is the fork suite's;
 * a first round of both sides, not counted, warms the server.
 * The server is `started` (a quick run's, started early, which its caller
 * stops), else started here.
 * @example
 * const rows = await runSessionsServer({ documents: 10_000, sessions: 1000, rounds: 3, passes: 6, premade: false, connections: 10 })
 */
export async function runSessionsServer(options: SessionsServerOptions, started?: Promise<ChildServer>): Promise<Row[]> {
  const account = largeAccount(options.documents)
  const server = await (started ?? startSessionsServer(options.documents, options.sessions))
  const { connections } = options
  try {
    const op = pickOperations(routes)['by-id']
    const request = (i: number, session: string): AutocannonRequest => ({
      path: `${op.path}?${new URLSearchParams(Object.entries(op.input(account, i)).map(([k, v]) => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${account.token}`, [SESSION_HEADER]: session },
    })
    const names = sessionNames(options.sessions)
    const many = names.many.map((name, i) => request(i, name))
    const one = Array.from({ length: options.sessions }, (_, i) => request(i, names.one))
    // Every session made once before anything is timed.
    if (!options.premade)
      await load(server, [...many, one[0] as AutocannonRequest], { connections: 1, amount: options.sessions + 1, sampleMs: END_SAMPLE_MS })
    let served = await servedBySession(server)
    if (served.size !== options.sessions + 1)
      throw new Error(`expected ${options.sessions + 1} sessions on the server, found ${served.size}`)

    // Only these loads name the many sessions while the suite runs: each listing is the next load's "before",
    // and every load counts, the warm-up round's too.
    const reaches: Reach[] = []
    const amount = options.passes * options.sessions
    const timed = { connections, amount, sampleMs: END_SAMPLE_MS, spread: true }
    const samples = await interleave(
      {
        many: async () => {
          const rate = await load(server, many, timed)
          const after = await servedBySession(server)
          reaches.push(reachOf(served, after, names.many))
          served = after
          return rate
        },
        one: () => load(server, one, timed),
      },
      // A round thrown away first: the first timed load of the many sessions ran slowest in most runs, even after a warm-up load.
      { rounds: options.rounds, warmup: 1 },
    )
    const ratio = summarize(pairedRatios(samples.many, samples.one))
    const count = options.sessions.toLocaleString('en-US')
    const reached = Math.min(...reaches.map((r) => r.reached))
    const [fewest, most] = [Math.min(...reaches.map((r) => r.fewest)), Math.max(...reaches.map((r) => r.most))]
    const asked = fewest === most ? times(fewest) : `${fewest}–${most} times`
    const measure = `by id: ${op.name}, ${options.documents / 1000}k documents`
    return [
      {
        target: 'sessions',
        subject: `this mock (standalone), ${count} sessions round-robin`,
        measure,
        value: summarize(samples.many),
        unit: 'req/s',
        ratio,
        ratioTo: ONE_SESSION,
        verdict: reached < options.sessions ? 'miss' : judge(ratio.median, { atLeast: 0.9 }),
        note:
          `${reached < options.sessions ? 'MISS: a timed load left sessions unasked; ' : ''}` +
          `${connections} connections, each from its own place in the list of ${count} sessions (named with ${SESSION_HEADER}); ` +
          `a timed load is ${amount.toLocaleString('en-US')} requests, to ask each session ${times(options.passes)}; ` +
          `the fewest sessions a load reached, by the server's own count (GET /__mock/sessions): ${reached.toLocaleString('en-US')} of ${count}, each asked ${asked}; all made before timing`,
      },
      {
        target: 'sessions',
        subject: 'this mock (standalone), one session',
        measure,
        value: summarize(samples.one),
        unit: 'req/s',
        verdict: 'info',
        note: `the same ${amount.toLocaleString('en-US')} requests a load, all naming one session`,
      },
    ]
  } finally {
    if (!started) await server.stop()
  }
}

const times = (n: number): string => (n === 1 ? 'once' : `${n} times`)
