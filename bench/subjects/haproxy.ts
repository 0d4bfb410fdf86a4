/**
 * HAProxy in front of standalone servers of this mock, as the HAProxy
 * example of the repository runs it: the session a request names hashed
 * onto a ring of shards (`balance hash`, `hash-type consistent`), a request
 * naming none to the first shard, a new connection to a shard per request.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../lib/child.js'
import { spawnServer, type ServerProcess } from '../lib/processes.js'

/** One address of the balancer and the shards behind it. */
export interface Frontend {
  readonly name: string
  readonly shardPorts: readonly number[]
}

/**
 * HAProxy's version, installed from Debian (`apt-get install -y haproxy`,
 * as the HAProxy example does) when there is none; that needs root.
 * @example
 * ensureHaproxy() // '2.6.12-1+deb12u4'
 */
export function ensureHaproxy(): string {
  if (spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status !== 0) {
    console.log("\nhaproxy: not found, installing Debian's package (apt-get install -y haproxy)")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env })
  }
  return /version (\S+)/.exec(execFileSync('haproxy', ['-v'], { encoding: 'utf8' }))?.[1] ?? '?'
}

/** The config: one frontend per entry on its own port, each with a backend of its shards; the example's lines, for any count of shards. */
function configOf(frontends: ReadonlyArray<Frontend & { port: number }>): string {
  const lines = [
    'global',
    '',
    'defaults',
    '    mode http',
    '    timeout connect 5s',
    '    timeout client 60s',
    '    timeout server 60s',
    '    option http-server-close',
    '',
  ]
  for (const { name, port, shardPorts } of frontends) {
    lines.push(
      `frontend ${name}`,
      `    bind 127.0.0.1:${port}`,
      '    monitor-uri /__balancer/health',
      `    monitor fail if { nbsrv(${name}_shards) lt ${shardPorts.length} }`,
      `    default_backend ${name}_shards`,
      '',
      `backend ${name}_shards`,
      '    http-request set-var(txn.session) req.hdr(x-mock-session)',
      '    http-request set-var(txn.session) path,field(3,/) if { path_beg /_s/ }',
      '    use-server shard1 unless { var(txn.session) -m found }',
      '    balance hash var(txn.session)',
      '    hash-type consistent',
      '    option httpchk',
      '    http-check send meth GET uri / ver HTTP/1.1 hdr Host 127.0.0.1',
      '    http-check expect status 200',
      ...shardPorts.map((shard, i) => `    server shard${i + 1} 127.0.0.1:${shard} check inter 1s`),
      '',
    )
  }
  return lines.join('\n')
}

/**
 * Starts one HAProxy process (in the foreground, `-db`, so that its process
 * id is HAProxy's own) serving every frontend on a free loopback port, and
 * waits until each answers its health URI. Answers the process and each
 * frontend's URL; `stop()` also removes its config's folder.
 * @example
 * const { balancer, urls } = await startHaproxy([{ name: 'one', shardPorts: [4011] }, { name: 'two', shardPorts: [4011, 4012] }])
 */
export async function startHaproxy(frontends: readonly Frontend[]): Promise<{ balancer: ServerProcess; urls: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'dwm-haproxy-'))
  try {
    const placed = await Promise.all(frontends.map(async (frontend) => ({ ...frontend, port: await freePort() })))
    const file = join(dir, 'haproxy.cfg')
    writeFileSync(file, configOf(placed))
    execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] })
    const urls = Object.fromEntries(placed.map(({ name, port }) => [name, `http://127.0.0.1:${port}`]))
    const [first, ...rest] = placed
    if (!first) throw new Error('HAProxy: no frontend to serve')
    const balancer = await spawnServer('HAProxy', 'haproxy', ['-f', file, '-db'], {
      url: urls[first.name] as string,
      probe: '/__balancer/health',
    })
    for (const { name } of rest) {
      const response = await fetch(`${urls[name]}/__balancer/health`)
      await response.arrayBuffer()
      if (response.status !== 200) {
        await balancer.stop()
        throw new Error(`HAProxy's frontend ${name} answered its health URI ${response.status}`)
      }
    }
    return { urls, balancer: { ...balancer, stop: () => balancer.stop().finally(() => rmSync(dir, { recursive: true, force: true })) } }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
