import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon'
import { cpuMsOf } from './processes.js'

/** A request of a load and the one answer it must get: 200 with exactly these bytes. */
export interface CheckedRequest {
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

export interface CpuLoadRun {
  readonly connections: number
  /** Seconds of load. */
  readonly duration: number
  /** Milliseconds per autocannon sample: a run ends at a sample's end, so a short load needs short samples. */
  readonly sampleMs: number
}

/** What one load did, over the same window: from just before autocannon starts to just after it ends. */
export interface CpuLoad {
  /** Answers received, every one checked. */
  readonly answered: number
  readonly seconds: number
  /** Answers per second of the window. */
  readonly rps: number
  /** CPU time (ms) each watched process spent over the window, from /proc; `undefined` where /proc does not tell. */
  readonly cpuMs: Readonly<Record<string, number | undefined>>
  /** CPU time (ms) of this process over the window: autocannon, the load generator, runs in it and nothing else does meanwhile. */
  readonly generatorMs: number
}

/**
 * One autocannon load against `url` for a duration, with the CPU time spent
 * by the `watched` processes (name → process id) and by the load generator
 * over it. Connection k walks the requests from its own place in the list
 * (k × length / connections), so that the connections ask different
 * requests at any moment. Every answer is checked: a status other than 200,
 * a body other than the request's, an error or a time-out voids the load.
 * @example
 * const { rps, cpuMs } = await cpuLoad('http://127.0.0.1:4010', 'Bun', requests, { server: pid }, { connections: 10, duration: 2, sampleMs: 1000 })
 */
export async function cpuLoad(
  url: string,
  label: string,
  requests: readonly CheckedRequest[],
  watched: Readonly<Record<string, number>>,
  run: CpuLoadRun,
): Promise<CpuLoad> {
  if (requests.length === 0) throw new Error(`${label}: no requests to load with`)
  let wrong = 0
  let firstWrong = ''
  const checked = requests.map(({ path, headers, body }): AutocannonRequest => ({
    path,
    headers: { ...headers },
    onResponse: (status, answer) => {
      if (status === 200 && answer === body) return
      if (wrong++ === 0) firstWrong = `${path} answered ${status}: ${answer.slice(0, 200)}`
    },
  }))
  // Each connection's own list, rotated; copies, as autocannon writes a request's bytes into its object.
  const lists = Array.from({ length: run.connections }, (_, k) => {
    const start = Math.floor((k * checked.length) / run.connections)
    return checked.map((_, i) => ({ ...checked[(start + i) % checked.length] }))
  })
  let connection = 0
  const pids = Object.entries(watched)
  const cpuBefore = pids.map(([, pid]) => cpuMsOf(pid))
  const generatorBefore = process.cpuUsage()
  const started = performance.now()
  const result = await autocannon({
    url,
    connections: run.connections,
    duration: run.duration,
    ...(run.sampleMs === 1000 ? {} : { sampleInt: run.sampleMs }),
    requests: checked.slice(0, 1),
    setupClient: (client: AutocannonClient) => client.setRequests(lists[connection++ % lists.length] ?? []),
  })
  const seconds = (performance.now() - started) / 1000
  const generator = process.cpuUsage(generatorBefore)
  const cpuMs = Object.fromEntries(
    pids.map(([name, pid], i) => {
      const [before, after] = [cpuBefore[i], cpuMsOf(pid)]
      return [name, before === undefined || after === undefined ? undefined : after - before]
    }),
  )
  if (result.errors || result.timeouts || result.non2xx || wrong) {
    throw new Error(
      `${label}: ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx, ${wrong} wrong answers under load${firstWrong ? `; the first: ${firstWrong}` : ''}`,
    )
  }
  const answered = result['2xx']
  if (answered === 0) throw new Error(`${label}: no answer under load`)
  return { answered, seconds, rps: answered / seconds, cpuMs, generatorMs: (generator.user + generator.system) / 1000 }
}

/**
 * Asks every request once, in turn, before anything is timed, and checks
 * each answer as a load does: 200 and the request's very bytes.
 * @example
 * await askEach(server.url, 'Bun', requests)
 */
export async function askEach(url: string, label: string, requests: readonly CheckedRequest[]): Promise<void> {
  for (const { path, headers, body } of requests) {
    const response = await fetch(url + path, { headers })
    const text = await response.text()
    if (response.status !== 200 || text !== body)
      throw new Error(`${label} answered ${path} ${response.status}, not the answer expected: ${text.slice(0, 300)}`)
  }
}
