import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, inject, it } from 'vitest'
import type { VerifyReport } from '../src/verify/verify-report.js'
import { useSpawn } from './support/spawned.js'
import { useHonestStandIn } from './support/stand-in.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const honestServer = useHonestStandIn()
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const MIB = 1024 * 1024
/** The answer the hostile service sends to the teams list: 200 MB, as a service gone wrong might. */
const FLOOD_BYTES = 200 * MIB

/**
 * A stand-in for a service gone wrong: the honest server's answers, but the
 * teams list is a 200 MB body it streams as fast as it is read, counting the
 * bytes the client took before it went.
 */
async function floodingService(): Promise<{ url: string; sent: () => number }> {
  let sent = 0
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', honestServer())
    if (request.method === 'GET' && url.pathname === '/teams' && url.searchParams.has('page')) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(FLOOD_BYTES) })
      const chunk = Buffer.alloc(64 * 1024, ' ')
      const pour = (): void => {
        while (sent < FLOOD_BYTES && !response.destroyed) {
          sent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', pour)
        }
        response.end()
      }
      return pour()
    }
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host')) as Record<string, string>
    void fetch(url, { method: request.method, headers, redirect: 'manual' })
      .then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => name !== 'transfer-encoding')))
        response.end(Buffer.from(await answer.arrayBuffer()))
      })
      .catch((error: unknown) => response.destroy(error as Error))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent: () => sent }
}

/** The most memory a running process has held (its peak resident set), in bytes; 0 once it is gone. */
const peakMemoryOf = (pid: number): number => {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

describe('doc-workspace-mock verify against a service that floods its answer', () => {
  it('reads no further than its limit, reports the answer as drift naming the limit, and holds the memory of no more', async () => {
    const service = await floodingService()
    const run = spawn(
      process.execPath,
      [inject('cli'), 'verify', '--base-url', service.url, '--token', 'demo-token', '--read-only', '--json'],
      {
        cwd: root,
      },
    )
    let peak = 0
    const watch = setInterval(() => (peak = Math.max(peak, peakMemoryOf(run.child.pid!))), 20)
    const { code, stdout } = await run.exited.finally(() => clearInterval(watch))
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as VerifyReport
    const teams = report.steps.find((step) => step.request.method === 'GET' && step.request.path.startsWith('/teams?'))!
    expect(teams).toMatchObject({
      operation: 'Get Account Teams',
      verdict: 'drift',
      real: { status: 200, body: '(over 16 MiB: not read)' },
      differences: ['body: the real answer is over 16 MiB, the most verify reads of one; it read no further'],
    })
    // It stopped reading there: what the socket buffers held besides, and never the 200 MB.
    expect(service.sent()).toBeLessThan(64 * MIB)
    // Nor did it hold the answer: its memory at its peak stays below the size of the answer.
    expect(peak).toBeGreaterThan(0)
    expect(peak).toBeLessThan(FLOOD_BYTES)
  }, 60_000)
})
