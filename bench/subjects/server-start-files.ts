/**
 * What the standalone servers' cold start runs, each as a user starts it
 * with plain Node (no loader of the benchmark's own): this package's
 * `serve` from the packed build, json-server 1.0 on a file holding the same
 * team, and a bare `node:http` server answering fixed bytes. Each is asked
 * `GET /teams` with the demo token, and each answer is checked.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Consumer } from '../lib/consumer.js'
import { PEERS_DIR } from '../lib/peers.js'

/** A team as List Teams shows it. */
const TEAM = { team_id: '3f7c9a52-1b8e-4d2a-9c61-5e0f2b7d8a14', name: 'Engineering', role: 'owner' }

/** The floor's bytes: the shape of the mock's List Teams envelope, one page of one team. */
const FLOOR_BODY = JSON.stringify({ success: true, message: 'Teams retrieved', result: { items: [TEAM] }, errors: null, except: null })

/** The bare `node:http` server: every request answered with the same bytes, nothing read or built. */
const FLOOR_SERVER = `import { createServer } from 'node:http'
const body = Buffer.from(${JSON.stringify(FLOOR_BODY)})
const headers = { 'content-type': 'application/json', 'content-length': String(body.length) }
createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
}).listen(Number(process.argv[2]), '127.0.0.1')
`

/** One side of the row: how to start it on a port, and whether its answer to `GET /teams` is the one asked for. */
export interface StartSide {
  readonly name: string
  /** The arguments of `node`, and the folder it runs in. */
  readonly command: (port: number) => readonly string[]
  readonly cwd: string
  readonly answered: (status: number, body: string) => boolean
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}
/** The mock's List Teams: a successful envelope holding a page of teams, not an empty one. */
const isTeamsPage = (body: string): boolean => {
  const value = parsed(body) as { success?: unknown; result?: { items?: unknown } } | undefined
  return value?.success === true && Array.isArray(value.result?.items) && value.result.items.length > 0
}

/**
 * The three sides, their files written into the consumer project (which
 * holds the packed build): `serve` through the bin its package.json names,
 * as `npx doc-workspace-mock serve` runs it without npx's own start.
 * @example
 * const { mock, jsonServer, floor } = startSides(await prepareConsumer())
 */
export function startSides(consumer: Consumer): Record<'mock' | 'jsonServer' | 'floor', StartSide> {
  const installed = join(consumer.dir, 'node_modules/doc-workspace-mock')
  const { bin } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { bin: Record<string, string> }
  const cli = join(installed, bin['doc-workspace-mock'] ?? '')
  const floor = consumer.write('floor-server.mjs', FLOOR_SERVER)
  consumer.write('json-server/db.json', `${JSON.stringify({ teams: [{ id: TEAM.team_id, ...TEAM }] }, null, 2)}\n`)
  mkdirSync(join(consumer.dir, 'json-server/public'), { recursive: true }) // json-server 1.0 serves ./public and fails without it
  return {
    mock: {
      name: 'doc-workspace-mock serve',
      command: (port) => [cli, 'serve', '--port', String(port), '--host', '127.0.0.1'],
      cwd: consumer.dir,
      answered: (status, body) => status === 200 && isTeamsPage(body),
    },
    jsonServer: {
      name: 'json-server 1.0',
      command: (port) => [join(PEERS_DIR, 'json-server/lib/bin.js'), 'db.json', '--port', String(port), '--host', '127.0.0.1'],
      cwd: join(consumer.dir, 'json-server'),
      answered: (status, body) => status === 200 && Array.isArray(parsed(body)) && (parsed(body) as unknown[]).length > 0,
    },
    floor: {
      name: 'node:http floor',
      command: (port) => [floor, String(port)],
      cwd: consumer.dir,
      answered: (status, body) => status === 200 && body === FLOOR_BODY,
    },
  }
}
