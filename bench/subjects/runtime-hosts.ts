/**
 * The hosts of the runtimes suite: the package's Fetch app (`createMockApp`
 * from `doc-workspace-mock/fetch`, the packed build) over the same generated
 * account, served by Node (the package's own `startMockServer`, what
 * `serve` runs, and a minimal `node:http` host calling `app.fetch`), by
 * `Bun.serve` and by `Deno.serve`. One script, written into the consumer
 * project beside the account it loads, runs on all three runtimes.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { Consumer } from '../lib/consumer.js'
import { PEERS_DIR } from '../lib/peers.js'
import type { LargeAccount } from '../../test/support/large-account.js'

/**
 * `host.mjs <how> <port>`: the account of `account.json` loaded by a
 * scenario of its own (`loadFixtures`, as any scenario loads fixture sets),
 * then served as `how` says, on loopback, with no log line per request.
 * The minimal Node host serves GET only (the suite sends no bodies): it
 * turns each request into a Fetch `Request` and writes the `Response` back.
 */
const HOST_SCRIPT = `import { readFileSync } from 'node:fs'
import { defineScenario, loadFixtures } from 'doc-workspace-mock'
import { createMockApp } from 'doc-workspace-mock/fetch'

const [how, portText] = globalThis.Deno ? Deno.args : process.argv.slice(2)
const port = Number(portText)
const sets = JSON.parse(readFileSync(new URL('./account.json', import.meta.url), 'utf8'))
const scenario = defineScenario({ name: 'bench', description: 'the benchmark account', seed: (state) => loadFixtures(state.db, sets) })
const app = createMockApp({ scenarios: [scenario], scenario: 'bench' })

if (how === 'bun') Bun.serve({ port, hostname: '127.0.0.1', fetch: app.fetch })
else if (how === 'deno') Deno.serve({ port, hostname: '127.0.0.1', onListen() {} }, app.fetch)
else if (how === 'serve') {
  const { startMockServer } = await import('doc-workspace-mock/server')
  await startMockServer({ mock: app.mock, port, host: '127.0.0.1', quiet: true })
} else if (how === 'fetch') {
  const { createServer } = await import('node:http')
  createServer((req, res) => {
    const headers = new Headers()
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
    const request = new Request('http://' + req.headers.host + req.url, { method: req.method, headers })
    app
      .fetch(request, { remoteAddress: req.socket.remoteAddress })
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      .catch(() => res.destroy())
  }).listen(port, '127.0.0.1')
} else throw new Error('host.mjs: serve, fetch, bun or deno, got ' + how)
`

export type HostKey = 'serve' | 'fetch' | 'bun' | 'deno'

/** One host: who it is, and how to start it on a port. */
export interface Host {
  readonly key: HostKey
  readonly subject: string
  readonly command: string
  readonly args: (port: number) => string[]
  /** The file name the process's program must have (a launcher script in between would show `node`, and its CPU time would not be the server's). */
  readonly program: RegExp
}

/** Bun and Deno, as the npm registry's `bun` and `deno` packages install them: their own binaries, linked into `.bin`. */
const BUN = join(PEERS_DIR, '.bin/bun')
const DENO = join(PEERS_DIR, '.bin/deno')

/** `1.4.5` of `bun --version`, `2.9.6` of `deno --version` (`deno 2.9.6 (stable, …)` and two more lines). */
const versionOf = (command: string): string => /\d+\.\d+\.\d+/.exec(execFileSync(command, ['--version'], { encoding: 'utf8' }))?.[0] ?? '?'

/**
 * Writes the host script and the account into the consumer project (which
 * holds the packed build), and answers the four hosts, Node's `serve` first:
 * the others' ratios are taken to it.
 * @example
 * const hosts = runtimeHosts(await prepareConsumer(), largeAccount(10_000))
 */
export function runtimeHosts(consumer: Consumer, account: LargeAccount): Host[] {
  const script = consumer.write('host.mjs', HOST_SCRIPT)
  consumer.write('account.json', JSON.stringify(account.sets))
  const node = (how: HostKey) => (port: number) => [script, how, String(port)]
  return [
    {
      key: 'serve',
      subject: `Node ${process.version}, serve (startMockServer: node:http)`,
      command: process.execPath,
      args: node('serve'),
      program: /^node/,
    },
    {
      key: 'fetch',
      subject: `Node ${process.version}, node:http → app.fetch (minimal host)`,
      command: process.execPath,
      args: node('fetch'),
      program: /^node/,
    },
    {
      key: 'bun',
      subject: `Bun ${versionOf(BUN)}, Bun.serve({ fetch: app.fetch })`,
      command: BUN,
      args: (port) => [script, 'bun', String(port)],
      program: /^bun/,
    },
    {
      key: 'deno',
      subject: `Deno ${versionOf(DENO)}, Deno.serve(app.fetch)`,
      command: DENO,
      // The node_modules of the consumer project (its package.json makes Deno use them), no lockfile written.
      args: (port) => ['run', '--allow-net=127.0.0.1', '--allow-read', '--allow-env', '--no-lock', script, 'deno', String(port)],
      program: /^deno/,
    },
  ]
}
