import { createServer } from 'node:net'
import { afterEach, describe, expect, inject, it } from 'vitest'
import type { VerifyReport } from '../src/verify/verify-report.js'
import { startDriftProxy, type DriftProxy } from './support/drift-proxy.js'
import { useHonestStandIn } from './support/stand-in.js'
import { useSpawn, type Spawned } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const honestServer = useHonestStandIn()
/** The command as a user runs it, built from this checkout's source (see support/cli-setup.ts). */
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const proxies: DriftProxy[] = []
afterEach(async () => {
  for (const proxy of proxies.splice(0)) await proxy.close()
})

const proxy = async (...args: Parameters<typeof startDriftProxy>): Promise<DriftProxy> => {
  const started = await startDriftProxy(...args)
  proxies.push(started)
  return started
}
/** The teams the server's default caller sees: the canned three, unless the journey left one behind. */
const teamNames = async (server: string): Promise<string[]> => {
  const { result } = (await (await fetch(`${server}/teams?page_size=100`, { headers: { authorization: 'Bearer demo-token' } })).json()) as {
    result: { items: Array<{ name: string }> }
  }
  return result.items.map((team) => team.name).sort()
}
const CANNED = ['Design', 'Engineering', 'Marketing']

describe('doc-workspace-mock verify against an honest stand-in', () => {
  it('walks the whole journey with an API key, finds no drift, exits 0 and leaves nothing behind', async () => {
    const server = honestServer()
    const { code, stdout, stderr } = await cli('verify', '--base-url', server, '--api-key', 'demo-api-key').exited
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toMatch(/^45 steps: 45 same, 0 drifted, 0 not compared, 0 unanswered$/m)
    expect(stdout).not.toMatch(/DRIFT/)
    for (const row of [
      'Create Team  +POST /teams/create  +200 +200 +same',
      'Stream Document  +GET /documents/stream\\?document_id=\\{document\\} \\(Range: bytes=0-3\\) +206 +206 +same',
    ])
      expect(stdout).toMatch(new RegExp(row))
    expect(stdout).toContain('No drift: the mock answers as the service does.')
    expect(await teamNames(server)).toEqual(CANNED)
  }, 30_000)

  it('with --read-only and a bearer token, sends nothing but reads, and reports as JSON', async () => {
    const recorder = await proxy(honestServer())
    const { code, stdout } = await cli('verify', '--base-url', recorder.url, '--token', 'demo-token', '--read-only', '--json').exited
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as VerifyReport
    expect(report).toMatchObject({
      baseUrl: recorder.url,
      readOnly: true,
      drifted: false,
      summary: { steps: 24, same: 24, drift: 0 },
      leftovers: [],
    })
    expect(report.steps.map((step) => step.operation)).toContain('Stream Document Headers')
    expect(new Set(recorder.requests.map((request) => request.split(' ')[0]))).toEqual(new Set(['GET', 'HEAD', 'POST']))
    expect(recorder.requests.filter((request) => request.startsWith('POST'))).toEqual(['POST /auth/api-key'])
  }, 30_000)
})

describe('doc-workspace-mock verify cleans up on the real service', () => {
  it('deletes the scratch team even when the journey’s own Delete Team fails', async () => {
    const server = honestServer()
    let refused = 0
    const flaky = await proxy(server, {
      answer: ({ url }) =>
        url.pathname === '/teams/delete' && refused++ === 0
          ? {
              status: 500,
              json: {
                success: false,
                message: 'Internal server error',
                result: null,
                errors: null,
                except: { name: 'Boom', message: 'boom' },
              },
            }
          : undefined,
    })
    const { code, stdout } = await cli('verify', '--base-url', flaky.url, '--api-key', 'demo-api-key').exited
    expect(code).toBe(1)
    expect(stdout).toMatch(/Delete Team +DELETE \/teams\/delete +500 +200 +DRIFT\n +status: real 500, mock 200/)
    expect(flaky.requests.filter((request) => request === 'DELETE /teams/delete')).toHaveLength(2)
    expect(stdout).not.toMatch(/Left on the real service/)
    expect(await teamNames(server)).toEqual(CANNED)
  }, 30_000)

  it('stopped by Ctrl+C mid-journey, deletes what it created, then exits 1', async () => {
    const server = honestServer()
    const holding = await proxy(server, { answer: ({ url }) => (url.pathname === '/folders/create' ? 'hang' : undefined) })
    const run = cli('verify', '--base-url', holding.url, '--api-key', 'demo-api-key')
    await holding.held
    run.child.kill('SIGINT')
    const { code, stderr } = await run.exited
    expect(code).toBe(1)
    expect(stderr).toMatch(/stopped before the journey ended/)
    expect(holding.requests).toContain('DELETE /workspaces/delete')
    expect(holding.requests).toContain('DELETE /teams/delete')
    expect(await teamNames(server)).toEqual(CANNED)
  }, 30_000)
})

describe('doc-workspace-mock verify, misused or unanswered', () => {
  it('says so in one line, and exits 1, when the base URL does not answer', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })
    const { code, stdout, stderr } = await cli('verify', '--base-url', `http://127.0.0.1:${closed}`, '--api-key', 'k').exited
    expect(code).toBe(1)
    expect(stderr).toBe(`doc-workspace-mock: http://127.0.0.1:${closed} does not answer: connect ECONNREFUSED 127.0.0.1:${closed}\n`)
    expect(stdout).toBe('')
  }, 30_000)

  it.each([
    [[], /verify needs --base-url <url>/],
    [['--base-url', 'http://127.0.0.1:1'], /verify needs a credential of the service: --api-key <key> or --token <bearer>/],
    [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--token', 't'], /verify takes --api-key or --token, not both/],
    [['--base-url', 'ftp://example.test', '--token', 't'], /--base-url must be an http or https URL/],
    [['--base-url', 'http://127.0.0.1:1', '--token', 't', '--timeout', 'soon'], /--timeout must be a number of seconds/],
  ])(
    'exits 2 on a usage error: %j',
    async (args, message) => {
      const { code, stderr } = await cli('verify', ...args).exited
      expect(code).toBe(2)
      expect(stderr).toMatch(message)
    },
    30_000,
  )

  it('is in the help', async () => {
    const { stdout } = await cli('--help').exited
    expect(stdout).toContain(
      'doc-workspace-mock verify --base-url URL (--api-key KEY | --token BEARER) [--read-only] [--json] [--timeout S]',
    )
    expect(stdout).toMatch(/--read-only +Only read/)
  }, 30_000)
})
