import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { largeScenario, scenarioName } from '../data/scenario.js'
import { startScript, type ChildServer } from '../lib/child.js'
import { judge, type Row } from '../lib/report.js'
import { summarize } from '../lib/stats.js'
import { THIS_SERVER_PRELOAD } from '../subjects/servers.js'

export interface StallsOptions {
  /** The documents of the imported world: 25,000 make a file of about 30 MB. */
  readonly documents: number
  readonly importRounds: number
  /** The slow partial requests one address opens. */
  readonly floodConnections: number
  /** Floods, each with the first request of another address timed. */
  readonly floodRounds: number
}

/** Goals: another client waits at most this long during an import, and is answered within this during a flood. */
const IMPORT_GOAL_MS = 500
const FLOOD_GOAL_MS = 1000
/** Every 127.x.y.z is this machine on Linux: clients bound to two of them are two addresses to the server. */
const FLOODER = '127.0.0.2'
const OTHER = '127.0.0.3'

/**
 * The standalone server's stalls, as another client meets them: the longest
 * wait of a client polling another session (GET /teams, one request after
 * the other) while a state file of about 30 MB is imported, round by round;
 * and the time another address takes to be answered (a fresh connection,
 * GET /teams) while one address holds `floodConnections` slow, partial
 * requests. The server runs in a process of its own (this mock over the
 * imported world's scenario); the clients run here.
 * @example
 * const rows = await runStalls({ documents: 25_000, importRounds: 5, floodConnections: 2000, floodRounds: 3 })
 */
export async function runStalls(options: StallsOptions): Promise<Row[]> {
  const { documents } = options
  const file = stateFileOf(documents)
  const server = await startScript('this mock (standalone)', 'bench/servers/this-server.ts', [String(documents)], {
    preload: THIS_SERVER_PRELOAD,
  })
  try {
    const waits: number[] = []
    const imports: number[] = []
    for (let round = 0; round < options.importRounds; round++) {
      const { longestWait, importMs } = await importBesidePoller(server, file)
      waits.push(longestWait)
      imports.push(importMs)
    }
    const importSpread = summarize(imports)
    const megabytes = Math.round(file.size / 1e6)
    const rows: Row[] = [
      {
        target: 'stalls',
        subject: 'this mock (standalone)',
        measure: `a ${megabytes} MB state import (PUT /__mock/state, ${documents / 1000}k documents): the longest wait of a client polling another session`,
        value: summarize(waits),
        unit: 'ms',
        verdict: judge(summarize(waits).median, { atMost: IMPORT_GOAL_MS }),
        note: `the import itself took ${Math.round(importSpread.min)}–${Math.round(importSpread.max)} ms`,
      },
    ]
    rows.push(await floodRow(server, options))
    return rows
  } finally {
    await server.stop()
  }
}

/** The state file of a world of `documents` documents, as a Blob: each upload streams it, with no copy of 30 MB at once here. */
function stateFileOf(documents: number): Blob {
  const world = createMock({ scenarios: [largeScenario(documents)], scenario: scenarioName(documents) })
  return new Blob([JSON.stringify(world.exportState())], { type: 'application/json' })
}

/**
 * The polling client, in a process of its own so that nothing of this one (its garbage, the import's upload)
 * shows in its waits: one GET /teams after the other under another session. It says `ready` after its first
 * twenty answers (its own start, undici's loading, are no wait of the server's); of the polls it began
 * between `start` and `stop` it keeps the longest wait, and answers it once the one under way at `stop` ends.
 */
const POLLER = `
const [url, session] = process.argv.slice(1)
let measuring = false
let stopping = false
let longest = 0
process.on('message', (message) => {
  if (message === 'start') (measuring = true), (longest = 0)
  if (message === 'stop') stopping = true
})
for (let polls = 1; ; polls++) {
  const started = performance.now()
  const counted = measuring
  // A connection reset (a stalled server's keep-alive timer firing late) ends that wait; the client asks again.
  await fetch(url + '/teams', { headers: { authorization: 'Bearer demo-token', 'x-mock-session': session } }).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  )
  if (counted) longest = Math.max(longest, performance.now() - started)
  if (polls === 20) process.send('ready')
  // The poll under way at stop counts too: it may have waited all along the import.
  if (stopping) (stopping = measuring = false), process.send(longest)
  await new Promise((resolve) => setTimeout(resolve, 2))
}
`

/** One import of the file, with a client polling another session all along: its longest wait, and the import's time. */
async function importBesidePoller(server: ChildServer, file: Blob): Promise<{ longestWait: number; importMs: number }> {
  const poller = spawn(process.execPath, ['--input-type=module', '-e', POLLER, server.url, 'beside'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    await new Promise((resolve, reject) => {
      poller.once('message', resolve)
      poller.once('exit', (code) => reject(new Error(`the polling client exited with ${code}`)))
    })
    poller.send('start')
    const started = performance.now()
    const answer = await fetch(`${server.url}/__mock/state`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: file })
    await answer.arrayBuffer()
    const importMs = performance.now() - started
    const longestWait = await new Promise<number>((resolve, reject) => {
      poller.once('message', (longest) => resolve(Number(longest)))
      poller.once('exit', (code) => reject(new Error(`the polling client exited with ${code}`)))
      poller.send('stop')
    })
    if (answer.status !== 200) throw new Error(`the import answered ${answer.status}`)
    return { longestWait, importMs }
  } finally {
    poller.kill()
  }
}

/**
 * The time another address takes to be answered while one address holds many slow, partial requests: a
 * flood of its own each round, the first request of another address timed once it has settled.
 */
async function floodRow(server: ChildServer, options: StallsOptions): Promise<Row> {
  const { hostname, port } = new URL(server.url)
  const measure = `another address's GET /teams during ${options.floodConnections.toLocaleString('en-US')} slow partial requests from one address: time to its answer`
  const times: number[] = []
  try {
    for (let round = 0; round < options.floodRounds; round++) {
      const flood = startFlood(hostname, Number(port), options.floodConnections)
      try {
        await flood.opened
        // The server accepts what waits in its backlog (and refuses what it refuses) in the meantime.
        await sleep(2000)
        times.push(await timeToAnswer(hostname, Number(port)))
      } finally {
        flood.stop()
      }
      await sleep(1000)
    }
  } catch (error) {
    return { target: 'stalls', subject: 'this mock (standalone)', measure, verdict: 'pending', note: (error as Error).message }
  }
  const value = summarize(times)
  return {
    target: 'stalls',
    subject: 'this mock (standalone)',
    measure,
    value,
    unit: 'ms',
    verdict: judge(value.median, { atMost: FLOOD_GOAL_MS }),
  }
}

/**
 * `count` slow partial requests from one address, each the start of its headers and nothing more; one that
 * the server closes (refused, timed out) is opened again, after 50 ms, then twice as long each time it is
 * closed again (1 s at most), as a crowd of clients that reconnect would: a connection the server lets go
 * is taken again at once.
 */
function startFlood(host: string, port: number, count: number): { opened: Promise<unknown>; stop: () => void } {
  const sockets = new Set<Socket>()
  let stopped = false
  const open = (i: number, backoff: number): Promise<void> =>
    new Promise((resolve) => {
      const socket = connect({ host, port, localAddress: FLOODER })
      sockets.add(socket)
      const since = performance.now()
      socket.on('error', () => undefined)
      socket.on('connect', () => {
        socket.write(`GET /teams HTTP/1.1\r\nHost: ${host}\r\nX-Slow-${i}: `)
        resolve()
      })
      socket.on('close', () => {
        resolve()
        sockets.delete(socket)
        // Held a while: the next closing starts over from the shortest wait.
        const next = performance.now() - since > 5000 ? 50 : Math.min(backoff * 2, 1000)
        if (!stopped) setTimeout(() => void open(i, next), backoff)
      })
    })
  const opened = Promise.all(Array.from({ length: count }, (_, i) => open(i, 50)))
  return {
    opened,
    stop: () => {
      stopped = true
      for (const socket of sockets) socket.destroy()
    },
  }
}

/** How long another address takes to be answered, as a client that retries a refused connection every 100 ms waits (15 s at most). */
async function timeToAnswer(host: string, port: number): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < 15_000) {
    if ((await getFrom(host, port, OTHER)) === 200) return performance.now() - started
    await sleep(100)
  }
  throw new Error('another address was not answered within 15 s')
}

/** GET /teams on a fresh connection from an address: the status, or 0 when the connection was refused. */
function getFrom(host: string, port: number, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host, port, localAddress, path: '/teams', headers: { authorization: 'Bearer demo-token' }, agent: false },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', () => resolve(0))
    req.end()
  })
}
