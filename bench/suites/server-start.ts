import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { freePort } from '../lib/child.js'
import { cpuMsOf, stopChild } from '../lib/processes.js'
import { PACK_NOTE, prepareConsumer, type Consumer } from '../lib/consumer.js'
import { judge, type Row } from '../lib/report.js'
import { fmt, pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { startSides, type StartSide } from '../subjects/server-start-files.js'

export interface ServerStartOptions {
  /** Rounds of one start per side, after `warmup` rounds not counted (which also fill the file system's cache). */
  readonly rounds: number
  readonly warmup: number
}

/** One start: the wall time from spawn to the first checked answer, and the child's CPU time by then (Linux only), in ms. */
interface Start {
  readonly ms: number
  readonly cpu?: number
}

const TOKEN = 'Bearer demo-token'
/** How long to wait before asking again a port nothing listens on yet: small beside any start, and cheap. */
const RETRY_MS = 2
const TIMEOUT_MS = 30_000

/** One `GET /teams` with the demo token, on a connection of its own; rejects while nothing listens. */
function ask(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/teams', headers: { authorization: TOKEN }, agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body }))
      response.once('error', reject)
    })
    request.once('error', reject)
  })
}

/** The CPU time (user + system, ms) a process has used so far, where /proc tells it. */

/**
 * Spawns `side` on a free loopback port and asks it `GET /teams` until it
 * answers: the wall time from spawn to that first answer, checked (a
 * wrong answer throws, so no figure is that of a failure). The server is
 * stopped, and has exited, before this resolves.
 */
async function startOnce(side: StartSide): Promise<Start> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  delete env.NODE_OPTIONS // plain Node, as a user's shell starts it
  let stderr = ''
  const start = performance.now()
  const child = spawn(process.execPath, side.command(port), { cwd: side.cwd, env, stdio: ['ignore', 'ignore', 'pipe'] })
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${side.name} exited with ${child.exitCode ?? child.signalCode} before answering: ${stderr.trim().slice(-600)}`)
      }
      if (performance.now() - start > TIMEOUT_MS) throw new Error(`${side.name} did not answer within ${TIMEOUT_MS} ms`)
      const answer = await ask(port).catch(() => undefined)
      if (!answer) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
        continue
      }
      const ms = performance.now() - start
      const cpu = child.pid === undefined ? undefined : cpuMsOf(child.pid)
      if (!side.answered(answer.status, answer.body))
        throw new Error(`${side.name} answered GET /teams ${answer.status}: ${answer.body.slice(0, 300)}`)
      return cpu === undefined ? { ms } : { ms, cpu }
    }
  } finally {
    await stopChild(child)
  }
}

/**
 * The standalone server's cold start, as a script or a CI job waits for
 * it: from spawning `doc-workspace-mock serve` (the packed build, through
 * its bin) to its first answer of `GET /teams` with the demo token, beside
 * json-server 1.0 on a file holding the same team and a bare `node:http`
 * server answering fixed bytes. Interleaved, the order rotating each
 * round; each start's server stopped before the next spawns. The consumer
 * project is `prepared` (a quick run's, made while other suites ran), else
 * made here; it is removed at the end either way.
 * @example
 * const rows = await runServerStart({ rounds: 15, warmup: 1 })
 */
export async function runServerStart(options: ServerStartOptions, prepared?: Promise<Consumer>): Promise<Row[]> {
  const consumer = await (prepared ?? prepareConsumer())
  try {
    const sides = startSides(consumer)
    const starts = await interleave(
      { mock: () => startOnce(sides.mock), jsonServer: () => startOnce(sides.jsonServer), floor: () => startOnce(sides.floor) },
      options,
    )
    const ms = (side: keyof typeof starts) => starts[side].map((start) => start.ms)
    const cpu = (side: keyof typeof starts) => starts[side].flatMap((start) => (start.cpu === undefined ? [] : [start.cpu]))
    const cpuNote = (side: keyof typeof starts) =>
      cpu(side).length ? `the server's CPU time by its first answer ${fmt(summarize(cpu(side)).median)} ms (median)` : ''
    const toJsonServer = summarize(pairedRatios(ms('mock'), ms('jsonServer')))
    const toFloor = summarize(pairedRatios(ms('mock'), ms('floor')))
    // CPU time does not count the time a process waits for a core: on a busy machine it moves less than wall time.
    const paired = cpu('mock').length === starts.mock.length && cpu('jsonServer').length === starts.jsonServer.length
    const cpuRatio = paired ? summarize(pairedRatios(cpu('mock'), cpu('jsonServer'))) : undefined
    const measure = 'spawn to first answer of GET /teams'
    return [
      {
        target: 'server-start',
        subject: 'this mock: serve (packed build)',
        measure,
        value: summarize(ms('mock')),
        unit: 'ms',
        ratio: toJsonServer,
        ratioTo: 'json-server 1.0',
        verdict: judge(toJsonServer.median, { atMost: 1 }),
        note: [
          `${fmt(toFloor.median)}× the node:http floor (${fmt(toFloor.min)}–${fmt(toFloor.max)})`,
          cpuNote('mock'),
          cpuRatio
            ? `CPU time ${fmt(cpuRatio.median)}× json-server 1.0's (${fmt(cpuRatio.min)}–${fmt(cpuRatio.max)}, at 10 ms a tick)`
            : '',
          `the tarball ${PACK_NOTE[consumer.pack]}`,
        ]
          .filter(Boolean)
          .join('; '),
      },
      {
        target: 'server-start',
        subject: 'json-server 1.0.0-beta.15',
        measure,
        value: summarize(ms('jsonServer')),
        unit: 'ms',
        verdict: 'info',
        ...(cpu('jsonServer').length ? { note: cpuNote('jsonServer') } : {}),
      },
      {
        target: 'server-start',
        subject: 'node:http, fixed bytes (the floor)',
        measure,
        value: summarize(ms('floor')),
        unit: 'ms',
        ratio: summarize(pairedRatios(ms('floor'), ms('jsonServer'))),
        ratioTo: 'json-server 1.0',
        verdict: 'info',
        ...(cpu('floor').length ? { note: cpuNote('floor') } : {}),
      },
    ]
  } finally {
    consumer.remove()
  }
}
