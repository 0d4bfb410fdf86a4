import { cpus } from 'node:os'
import { SESSION_HEADER } from '../../src/sessions/schema.js'
import { PACK_NOTE, prepareConsumer, type Consumer } from '../lib/consumer.js'
import { askEach, cpuLoad } from '../lib/cpu-load.js'
import type { ServerProcess } from '../lib/processes.js'
import type { Row } from '../lib/report.js'
import { fmt, pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { ensureHaproxy, startHaproxy } from '../subjects/haproxy.js'
import { sessionRequests, sessionsOn, startShards } from '../subjects/shards.js'

export interface ShardsOptions {
  /** Sessions the requests name in turn (`X-Mock-Session`), over every connection. */
  readonly sessions: number
  readonly rounds: number
  readonly durationS: number
  readonly warmupS: number
  readonly connections: number
  readonly sampleMs: number
}

type Side = 'direct' | 'one' | 'two'
/** One load of a side: answers per second, and CPU time per answer (µs) of each process watched, the load generator's among them. */
type Sample = { readonly rps: number; readonly us: Readonly<Record<string, number | undefined>> }

/**
 * `doc-workspace-mock serve` (the packed build, through its bin) as 1 shard
 * and as 2 shards behind HAProxy, configured as the HAProxy example is (the
 * session hashed onto the shards), and the same shard without HAProxy;
 * driven in turn, round by round, by the same autocannon load: Get Document
 * Info on the canned documents, each request naming one of `sessions`
 * sessions, each connection walking the list from its own place. Every
 * session is made on its shard by a first pass through both balancers
 * before anything is timed; every answer is checked (200, the bytes the
 * shard answers without a session). The CPU time of HAProxy, of each shard
 * and of the load generator over each load, per request. Information rows.
 * @example
 * const rows = await runShards({ sessions: 64, rounds: 5, durationS: 2, warmupS: 1, connections: 16, sampleMs: 1000 })
 */
export async function runShards(options: ShardsOptions, prepared?: Promise<Consumer>): Promise<Row[]> {
  const haproxy = ensureHaproxy()
  const consumer = await (prepared ?? prepareConsumer())
  const started: ServerProcess[] = []
  try {
    const [shard1, shard2] = await startShards(consumer, 2, options.sessions + 10, started)
    if (!shard1 || !shard2) throw new Error('the shards did not start')
    const { balancer, urls } = await startHaproxy([
      { name: 'one', shardPorts: [shard1.port] },
      { name: 'two', shardPorts: [shard1.port, shard2.port] },
    ])
    started.push(balancer)
    const requests = await sessionRequests(shard1.shard, options.sessions)
    // Every session made on its shard (through the two balancers: on shard 1 for the one, on either for the other), every answer checked.
    for (const name of ['two', 'one']) await askEach(urls[name] as string, `HAProxy, ${name}`, requests)
    const onShard2 = await sessionsOn(shard2.shard)

    const pids = { haproxy: balancer.pid, shard1: shard1.shard.pid, shard2: shard2.shard.pid }
    const sides: Record<Side, { url: string; watched: Record<string, number> }> = {
      direct: { url: shard1.shard.url, watched: { shard1: pids.shard1 } },
      one: { url: urls.one as string, watched: { haproxy: pids.haproxy, shard1: pids.shard1 } },
      two: { url: urls.two as string, watched: pids },
    }
    const measure = async (side: Side, duration: number): Promise<Sample> => {
      const load = await cpuLoad(sides[side].url, side, requests, sides[side].watched, {
        connections: options.connections,
        sampleMs: options.sampleMs,
        duration,
      })
      const perRequest = (ms: number | undefined) => (ms === undefined ? undefined : (ms * 1000) / load.answered)
      const us = Object.fromEntries(Object.entries(load.cpuMs).map(([name, ms]) => [name, perRequest(ms)]))
      return { rps: load.rps, us: { ...us, generator: perRequest(load.generatorMs) } }
    }
    for (const side of ['direct', 'one', 'two'] as const) await measure(side, options.warmupS)
    const samples = await interleave(
      {
        direct: () => measure('direct', options.durationS),
        one: () => measure('one', options.durationS),
        two: () => measure('two', options.durationS),
      },
      { rounds: options.rounds, warmup: 0 },
    )

    const rps = (side: Side) => samples[side].map((s) => s.rps)
    const cpu = (side: Side, name: string) => {
      const values = samples[side].map((s) => s.us[name])
      return values.every((v) => v !== undefined) ? `${fmt(summarize(values).median)} µs` : 'not measured'
    }
    const cores = cpus().length
    const costs = (side: Side, shards: readonly string[]) =>
      `CPU per request (median): HAProxy ${cpu(side, 'haproxy')}, ${shards.map((name) => `${name.replace('shard', 'shard ')} ${cpu(side, name)}`).join(', ')}, the load generator (autocannon, in the benchmark's process) ${cpu(side, 'generator')}`
    const measureName = `Get Document Info, ${options.sessions} sessions (${SESSION_HEADER}), ${options.connections} connections`
    return [
      {
        target: 'shards',
        subject: `2 shards of serve behind HAProxy ${haproxy}`,
        measure: measureName,
        value: summarize(rps('two')),
        unit: 'req/s',
        ratio: summarize(pairedRatios(rps('two'), rps('one'))),
        ratioTo: '1 shard behind HAProxy',
        verdict: 'info',
        note:
          `${costs('two', ['shard1', 'shard2'])}; ${options.sessions - onShard2} sessions hashed to shard 1, ${onShard2} to shard 2; ` +
          `on ${cores} cores the load generator, HAProxy and the shards compete for the same cores, so a second shard adds a process, not a core: ` +
          `this is a figure of this machine, not of a fleet with a core per shard; ${options.durationS} s loads, ${options.rounds} rounds interleaved after a ${options.warmupS} s warm-up load each; ` +
          `HAProxy opens a new connection to a shard per request (option http-server-close, as in the example); the tarball ${PACK_NOTE[consumer.pack]}`,
      },
      {
        target: 'shards',
        subject: `1 shard of serve behind HAProxy ${haproxy}`,
        measure: measureName,
        value: summarize(rps('one')),
        unit: 'req/s',
        ratio: summarize(pairedRatios(rps('one'), rps('direct'))),
        ratioTo: 'the shard without HAProxy',
        verdict: 'info',
        note: costs('one', ['shard1']),
      },
      {
        target: 'shards',
        subject: '1 shard of serve, without HAProxy',
        measure: measureName,
        value: summarize(rps('direct')),
        unit: 'req/s',
        verdict: 'info',
        note: `CPU per request (median): the shard ${cpu('direct', 'shard1')}, the load generator ${cpu('direct', 'generator')}`,
      },
    ]
  } finally {
    await Promise.all(started.map((server) => server.stop()))
    consumer.remove()
  }
}
