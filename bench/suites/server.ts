import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AutocannonRequest } from 'autocannon'
import { routes } from '../../src/resources/routes.js'
import { largeAccount, type LargeAccount } from '../data/large-account.js'
import { ROOT, startCommand, startScript, type ChildServer } from '../lib/child.js'
import { HTTP_FLOOR, judge, pending, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { load } from '../lib/load.js'
import { PEERS_DIR } from '../lib/peers.js'
import { pickOperations } from '../subjects/operations.js'

export interface ServerOptions {
  readonly documents: number
  readonly rounds: number
  /** Seconds of load per server per round. */
  readonly durationS: number
  /** Seconds of warm-up load per server before the rounds (0: none, for a smoke run). */
  readonly warmupS: number
  readonly connections: number
  /** Requests between two heap readings, and how many readings. */
  readonly heapRequests: number
  readonly heapRounds: number
}

type Kind = 'by-id' | 'list'
/** The requests one server is driven with, per kind (autocannon cycles through them). */
type Workload = Record<Kind, AutocannonRequest[] | null>

const SERVER_ENTRY = 'src/runtimes/server.ts'
const THIS_SERVER = 'this mock (standalone)'
const HTTP_FLOOR_SERVER = 'node:http, fixed JSON (the floor)'

/**
 * The standalone server against json-server 1.0 and 0.17 over loopback,
 * each in its own process with the same documents, driven in turn by
 * autocannon (10 connections) round by round; beside them two floors: a
 * bare `node:http` server answering the mock's by-id bytes to every
 * request (no server in Node does less), and any MSW server's
 * (`getResponse` over `node:http`, one bare handler). Then the heap the
 * standalone server keeps after each batch of requests.
 * @example
 * const rows = await runServer({ documents: 10_000, rounds: 3, durationS: 2, warmupS: 1, connections: 10, heapRequests: 20_000, heapRounds: 3 })
 */
export async function runServer(options: ServerOptions): Promise<Row[]> {
  const account = largeAccount(options.documents)
  const mine = existsSync(join(ROOT, SERVER_ENTRY))
  const dir = await mkdtemp(join(tmpdir(), 'dwm-bench-'))
  const servers: Array<{ server: ChildServer; workload: Workload }> = []
  const rows: Row[] = []
  try {
    const documents = account.sets.flatMap((set) => set.documents.map(({ file: _file, ...d }) => ({ id: d.document_id, ...d })))
    for (const [file, data] of [['v1.json', { documents }], ['v017.json', { documents }]] as const) await writeFile(join(dir, file), JSON.stringify(data))
    await mkdir(join(dir, 'public')) // json-server 1.0 serves ./public and fails without it
    const sampleBody = JSON.stringify({ success: true, message: 'Document retrieved', result: documents.find((d) => d.document_id === account.sampleDocumentIds[0]), errors: null, except: null })

    // Started together (each in its own process), measured in turn.
    const starting: Array<Promise<{ server: ChildServer; workload: Workload }>> = []
    const add = (start: Promise<ChildServer>, workload: Workload) => starting.push(start.then((server) => ({ server, workload })))
    if (mine) add(startScript(THIS_SERVER, 'bench/servers/this-server.ts', [String(options.documents)]), mockWorkload(account))
    add(startScript('msw floor (getResponse, 1 handler)', 'bench/servers/msw-floor-server.ts', [sampleBody]), { 'by-id': byIdPaths(account, (id) => `/documents/info?document_id=${id}`), list: null })
    add(
      startCommand('json-server 1.0.0-beta.15', (port) => [join(PEERS_DIR, 'json-server/lib/bin.js'), 'v1.json', '--port', String(port), '--host', '127.0.0.1'], '/documents/' + account.sampleDocumentIds[0], { cwd: dir, env: { NODE_ENV: 'production' } }),
      { 'by-id': byIdPaths(account, (id) => `/documents/${id}`), list: [{ path: `/documents?workspace_id=${account.workspaceId}&status=active&_page=1&_per_page=20` }] },
    )
    add(
      startCommand('json-server 0.17.4', (port) => [join(PEERS_DIR, 'json-server-017/lib/cli/bin.js'), 'v017.json', '--port', String(port), '--host', '127.0.0.1', '--quiet'], '/documents/' + account.sampleDocumentIds[0], { cwd: dir }),
      { 'by-id': byIdPaths(account, (id) => `/documents/${id}`), list: [{ path: `/documents?workspace_id=${account.workspaceId}&status=active&_page=1&_limit=20` }] },
    )
    const started = await Promise.allSettled(starting)
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
    // The floor answers the very bytes the mock answers by id, once the mock is there to ask.
    const mineServer = servers.find((s) => s.server.name === THIS_SERVER)
    const floorBody = mineServer ? await byIdAnswer(mineServer) : sampleBody
    const floor = await startScript(HTTP_FLOOR_SERVER, 'bench/servers/http-floor-server.ts', [floorBody])
    servers.push({ server: floor, workload: { 'by-id': byIdPaths(account, (id) => `/documents/info?document_id=${id}`), list: null } })

    for (const kind of ['by-id', 'list'] as const) {
      const taking = servers.filter((s) => s.workload[kind])
      // A warm-up load per server, not counted.
      if (options.warmupS > 0) for (const { server, workload } of taking) await load(server, workload[kind] as AutocannonRequest[], { connections: options.connections, duration: options.warmupS })
      const samples = await interleave(
        Object.fromEntries(taking.map(({ server, workload }) => [server.name, () => load(server, workload[kind] as AutocannonRequest[], { connections: options.connections, duration: options.durationS })])),
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

    for (const { server, workload } of servers.filter((s) => !s.server.name.startsWith('json-server') && s.server !== floor)) {
      const mixed = [...(workload['by-id'] ?? []), ...(workload.list ?? [])]
      const growth: number[] = []
      let before = await server.heap()
      const isMine = server.name === THIS_SERVER
      // The figures beside ours are for reference: two batches each keep the run short.
      for (let round = 0; round < (isMine ? options.heapRounds : Math.min(2, options.heapRounds)); round++) {
        await load(server, mixed, { connections: options.connections, amount: options.heapRequests })
        const after = await server.heap()
        growth.push((after - before) / 2 ** 20)
        before = after
      }
      const value = summarize(growth)
      rows.push({
        target: 'heap',
        subject: server.name,
        measure: `retained per ${options.heapRequests.toLocaleString('en-US')} requests${isMine ? ' (by id + list)' : ''}`,
        value,
        unit: 'MB',
        verdict: isMine ? judge(value.median, { below: 5 }) : 'info',
        ...(isMine ? { note: `heap after 2 full GCs, read before and after each batch; ${options.heapRounds} batches` } : {}),
      })
    }
    if (!mine) rows.push(pending('heap', THIS_SERVER, `retained per ${options.heapRequests} requests`, `${SERVER_ENTRY} is not there yet`))
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()))
    await rm(dir, { recursive: true, force: true })
  }
  return rows
}

/** The mock's answer to its first by-id request, as the floor is to answer it. */
async function byIdAnswer({ server, workload }: { server: ChildServer; workload: Workload }): Promise<string> {
  const request = workload['by-id']?.[0]
  const response = await fetch(server.url + (request?.path ?? '/'), { headers: request?.headers ?? {} })
  const text = await response.text()
  if (response.status !== 200 || !text.includes('"success":true')) throw new Error(`${server.name} answered ${response.status}: ${text.slice(0, 300)}`)
  return text
}

function byIdPaths(account: LargeAccount, path: (id: string) => string): AutocannonRequest[] {
  return account.sampleDocumentIds.map((id) => ({ path: path(id) }))
}

function mockWorkload(account: LargeAccount): Workload {
  const ops = pickOperations(routes)
  const headers = { authorization: `Bearer ${account.token}` }
  const query = (kind: Kind, i: number) => new URLSearchParams(Object.entries(ops[kind].input(account, i)).map(([k, v]) => [k, String(v)]))
  return {
    'by-id': account.sampleDocumentIds.map((_, i) => ({ path: `${ops['by-id'].path}?${query('by-id', i)}`, headers })),
    list: [{ path: `${ops.list.path}?${query('list', 0)}`, headers }],
  }
}
