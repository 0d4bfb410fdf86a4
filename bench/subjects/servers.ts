import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AutocannonRequest } from 'autocannon'
import { routes } from '../../src/resources/routes.js'
import { largeAccount, type LargeAccount } from '../../test/support/large-account.js'
import { ROOT, startCommand, startScript, type ChildServer } from '../lib/child.js'
import { PEERS_DIR } from '../lib/peers.js'
import { pickOperations } from './operations.js'

/** The kinds of request the servers are driven with. */
export type Kind = 'by-id' | 'list'
/** The requests one server is driven with, per kind (autocannon cycles through them); null: a kind it does not serve. */
export type Workload = Record<Kind, AutocannonRequest[] | null>

export const SERVER_ENTRY = 'src/adapters/server/server.ts'
export const THIS_SERVER = 'this mock (standalone)'
export const HTTP_FLOOR_SERVER = 'node:http, fixed JSON (the floor)'
/** The packages this mock's server script imports (through the sources), imported before tsx is registered. */
export const THIS_SERVER_PRELOAD = ['msw', 'zod']

/** The servers of the suite, each in its own process, with the requests each is driven with. */
export interface ServerSet {
  readonly account: LargeAccount
  readonly servers: ReadonlyArray<{ readonly server: ChildServer; readonly workload: Workload }>
  /** This mock's server, when its entry is there. */
  readonly mine: ChildServer | undefined
  /** The bytes of the mock's by-id answer, which the node:http floor answers to every request. */
  readonly floorBody: string
  /** Stops every server and removes the peers' data files. */
  stop(): Promise<void>
}

/**
 * Starts the suite's servers over the same `documents` documents: this
 * mock's (when its entry is there), the MSW floor and json-server 1.0 and
 * 0.17 together, then the node:http floor with the mock's by-id answer. A
 * quick run calls it at its start, so that they start while other suites
 * run, and gives this mock's server room for the sessions suite's
 * `sessions`, made as it starts.
 * @example
 * const set = await startServers(10_000)
 */
export async function startServers(documents: number, room: { sessions?: number } = {}): Promise<ServerSet> {
  const account = largeAccount(documents)
  const mine = existsSync(join(ROOT, SERVER_ENTRY))
  const dir = await mkdtemp(join(tmpdir(), 'dwm-bench-'))
  const servers: Array<{ server: ChildServer; workload: Workload }> = []
  const stop = async () => {
    await Promise.all(servers.map(({ server }) => server.stop()))
    await rm(dir, { recursive: true, force: true })
  }
  try {
    const records = account.sets.flatMap((set) => set.documents.map(({ file: _file, ...d }) => ({ id: d.document_id, ...d })))
    for (const [file, data] of [
      ['v1.json', { documents: records }],
      ['v017.json', { documents: records }],
    ] as const)
      await writeFile(join(dir, file), JSON.stringify(data))
    await mkdir(join(dir, 'public')) // json-server 1.0 serves ./public and fails without it
    const sampleBody = JSON.stringify({
      success: true,
      message: 'Document retrieved',
      result: records.find((d) => d.document_id === account.sampleDocumentIds[0]),
      errors: null,
      except: null,
    })

    // Started together (each in its own process), measured in turn.
    const starting: Array<Promise<{ server: ChildServer; workload: Workload }>> = []
    const add = (start: Promise<ChildServer>, workload: Workload) => starting.push(start.then((server) => ({ server, workload })))
    const sessions = room.sessions === undefined ? [] : [String(room.sessions + 10), String(room.sessions)]
    if (mine)
      add(
        startScript(THIS_SERVER, 'bench/servers/this-server.ts', [String(documents), ...sessions], { preload: THIS_SERVER_PRELOAD }),
        mockWorkload(account),
      )
    add(startScript('msw floor (getResponse, 1 handler)', 'bench/servers/msw-floor-server.ts', [sampleBody], { preload: ['msw'] }), {
      'by-id': byIdPaths(account, (id) => `/documents/info?document_id=${id}`),
      list: null,
    })
    add(
      startCommand(
        'json-server 1.0.0-beta.15',
        (port) => [join(PEERS_DIR, 'json-server/lib/bin.js'), 'v1.json', '--port', String(port), '--host', '127.0.0.1'],
        '/documents/' + account.sampleDocumentIds[0],
        { cwd: dir, env: { NODE_ENV: 'production' } },
      ),
      {
        'by-id': byIdPaths(account, (id) => `/documents/${id}`),
        list: [{ path: `/documents?workspace_id=${account.workspaceId}&status=active&_page=1&_per_page=20` }],
      },
    )
    add(
      startCommand(
        'json-server 0.17.4',
        (port) => [
          join(PEERS_DIR, 'json-server-017/lib/cli/bin.js'),
          'v017.json',
          '--port',
          String(port),
          '--host',
          '127.0.0.1',
          '--quiet',
        ],
        '/documents/' + account.sampleDocumentIds[0],
        { cwd: dir },
      ),
      {
        'by-id': byIdPaths(account, (id) => `/documents/${id}`),
        list: [{ path: `/documents?workspace_id=${account.workspaceId}&status=active&_page=1&_limit=20` }],
      },
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
    return { account, servers, mine: mineServer?.server, floorBody, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The mock's answer to its first by-id request, as the floor is to answer it. */
async function byIdAnswer({ server, workload }: { server: ChildServer; workload: Workload }): Promise<string> {
  const request = workload['by-id']?.[0]
  const response = await fetch(server.url + (request?.path ?? '/'), { headers: request?.headers ?? {} })
  const text = await response.text()
  if (response.status !== 200 || !text.includes('"success":true'))
    throw new Error(`${server.name} answered ${response.status}: ${text.slice(0, 300)}`)
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
