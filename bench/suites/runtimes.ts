import { routes } from '../../src/resources/routes.js'
import { largeAccount, type LargeAccount } from '../../test/support/large-account.js'
import { freePort } from '../lib/child.js'
import { PACK_NOTE, prepareConsumer, type Consumer } from '../lib/consumer.js'
import { askEach, cpuLoad, type CheckedRequest } from '../lib/cpu-load.js'
import { programOf, spawnServer, type ServerProcess } from '../lib/processes.js'
import type { Row } from '../lib/report.js'
import { fmt, pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { pickOperations } from '../subjects/operations.js'
import { runtimeHosts, type Host, type HostKey } from '../subjects/runtime-hosts.js'

export interface RuntimesOptions {
  readonly documents: number
  /** Rounds of one load per host, interleaved, after one warm-up load per host. */
  readonly rounds: number
  readonly durationS: number
  readonly warmupS: number
  readonly connections: number
  /** Milliseconds per autocannon sample (a load ends at a sample's end). */
  readonly sampleMs: number
}

/** One load of one host, per request answered: the server process's CPU time (µs, `undefined` without /proc), the load generator's, and the throughput. */
interface Sample {
  readonly cpuUs: number | undefined
  readonly generatorUs: number
  readonly rps: number
}

const BASELINE: HostKey = 'serve'

/**
 * The same Fetch app (`createMockApp`, from the packed build, over the same
 * generated account) served by Node (`startMockServer`, and a minimal
 * `node:http` host calling `app.fetch`), by `Bun.serve` and by `Deno.serve`,
 * each in its own process, driven in turn by the same autocannon load of
 * by-id requests (the server suite's: Get Document Info over 64 documents
 * spread across the account), round by round, the order rotating. Per host:
 * the CPU time the server process spent per request answered (user +
 * system over the load, every thread of it, from /proc) and its
 * throughput, with their ratios to Node's `serve`, taken round by round.
 * Every answer is checked: 200 and the very bytes Node's `serve` answered.
 * Information rows: no goal. The consumer project is `prepared` (a quick
 * run's), else made here; removed at the end either way.
 * @example
 * const rows = await runRuntimes({ documents: 10_000, rounds: 5, durationS: 2, warmupS: 1, connections: 10, sampleMs: 1000 })
 */
export async function runRuntimes(options: RuntimesOptions, prepared?: Promise<Consumer>): Promise<Row[]> {
  const consumer = await (prepared ?? prepareConsumer())
  const servers: Array<{ host: Host; server: ServerProcess }> = []
  try {
    const account = largeAccount(options.documents)
    const hosts = runtimeHosts(consumer, account)
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
    delete env.NODE_OPTIONS // as a user's shell starts it: no loader of the benchmark's
    const starting = hosts.map(async (host) => {
      const port = await freePort()
      const server = await spawnServer(host.subject, host.command, host.args(port), {
        url: `http://127.0.0.1:${port}`,
        probe: '/',
        cwd: consumer.dir,
        env,
      })
      servers.push({ host, server })
      const program = programOf(server.pid)
      if (program !== undefined && !host.program.test(program))
        throw new Error(`${host.subject} runs in ${program}, not its runtime's own binary`)
    })
    const failed = (await Promise.allSettled(starting)).find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
    servers.sort((a, b) => hosts.indexOf(a.host) - hosts.indexOf(b.host))

    const requests = await referenceAnswers(servers[0]?.server as ServerProcess, account)
    for (const { server } of servers.slice(1)) await askEach(server.url, server.name, requests)
    const run = { connections: options.connections, sampleMs: options.sampleMs }
    const measure = async ({ server }: (typeof servers)[number], duration: number): Promise<Sample> => {
      const load = await cpuLoad(server.url, server.name, requests, { server: server.pid }, { ...run, duration })
      const cpu = load.cpuMs.server
      return {
        cpuUs: cpu === undefined ? undefined : (cpu * 1000) / load.answered,
        generatorUs: (load.generatorMs * 1000) / load.answered,
        rps: load.rps,
      }
    }
    for (const each of servers) await measure(each, options.warmupS)
    const samples = await interleave(
      Object.fromEntries(servers.map((each) => [each.host.key, () => measure(each, options.durationS)])) as Record<
        HostKey,
        () => Promise<Sample>
      >,
      {
        rounds: options.rounds,
        warmup: 0,
      },
    )
    return rowsOf(servers, samples, options, consumer.pack)
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()))
    consumer.remove()
  }
}

/** The by-id requests of the server suite, each with the answer Node's `serve` gives it: checked to be 200, a success, the document asked for. */
async function referenceAnswers(server: ServerProcess, account: LargeAccount): Promise<CheckedRequest[]> {
  const op = pickOperations(routes)['by-id']
  const headers = { authorization: `Bearer ${account.token}` }
  return Promise.all(
    account.sampleDocumentIds.map(async (id, i) => {
      const path = `${op.path}?${new URLSearchParams(Object.entries(op.input(account, i)).map(([k, v]) => [k, String(v)]))}`
      const response = await fetch(server.url + path, { headers })
      const body = await response.text()
      const parsed = JSON.parse(body) as { success?: boolean; result?: { document_id?: string } }
      if (response.status !== 200 || parsed.success !== true || parsed.result?.document_id !== id)
        throw new Error(`${server.name} answered ${path} ${response.status}: ${body.slice(0, 300)}`)
      return { path, headers, body }
    }),
  )
}

function rowsOf(
  servers: ReadonlyArray<{ host: Host; server: ServerProcess }>,
  samples: Record<HostKey, Sample[]>,
  options: RuntimesOptions,
  pack: Consumer['pack'],
): Row[] {
  const op = pickOperations(routes)['by-id']
  const base = samples[BASELINE]
  const cpuOf = (key: HostKey) => samples[key].map((s) => s.cpuUs)
  const withCpu = servers.every(({ host }) => cpuOf(host.key).every((us) => us !== undefined))
  const rows: Row[] = []
  for (const { host } of servers) {
    const mine = samples[host.key]
    const isBase = host.key === BASELINE
    const ratio = (of: (s: Sample) => number) =>
      isBase ? {} : { ratio: summarize(pairedRatios(mine.map(of), base.map(of))), ratioTo: 'Node, serve' }
    const generator = `the load generator (autocannon, in the benchmark's process) spent ${fmt(summarize(mine.map((s) => s.generatorUs)).median)} µs of CPU per request`
    const how = isBase
      ? `; CPU time: user + system of the server process, every thread of it, over each load (/proc/<pid>/stat, 10 ms ticks) ÷ the answers; ` +
        `${options.connections} connections, ${options.durationS} s loads, ${options.rounds} rounds interleaved after a ${options.warmupS} s warm-up load each; ` +
        `${options.documents.toLocaleString('en-US')} documents; every answer 200 with the bytes of Node's serve; the packed build's tarball ${PACK_NOTE[pack]}`
      : ''
    if (withCpu) {
      rows.push({
        target: 'runtimes',
        subject: host.subject,
        measure: `by id: ${op.name}, CPU per request`,
        value: summarize(mine.map((s) => s.cpuUs as number)),
        unit: 'µs',
        ...ratio((s) => s.cpuUs as number),
        verdict: 'info',
        note: `${generator}${how}`,
      })
    }
    rows.push({
      target: 'runtimes',
      subject: host.subject,
      measure: `by id: ${op.name}, throughput`,
      value: summarize(mine.map((s) => s.rps)),
      unit: 'req/s',
      ...ratio((s) => s.rps),
      verdict: 'info',
      ...(withCpu ? {} : { note: `${generator}; the server's CPU time not measured: /proc/<pid>/stat is not there` }),
    })
  }
  return rows
}
