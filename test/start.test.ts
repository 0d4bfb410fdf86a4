import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { useSpawn, type Spawned } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const occupied: Server[] = []
afterEach(async () => {
  await Promise.all(occupied.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/**
 * Runs `npm start`'s entry as npm does, from the TypeScript source, with no port taken from the
 * environment. NODE_ENV stays the test runner's, as for the browser tests' demo server: Vite
 * keys its prepared dependencies on it, so both use the same ones.
 */
function start(...args: string[]): Spawned {
  const env = { ...process.env }
  for (const name of ['API_PORT', 'DEMO_PORT']) delete env[name]
  return spawn(process.execPath, ['--import', 'tsx', 'demo/start.ts', ...args], { cwd: root, env })
}

/** A loopback port something else already listens on. */
async function busyPort(): Promise<number> {
  const server = createServer()
  occupied.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as { port: number }).port
}

const lines = (text: string): string[] => text.split('\n').filter(Boolean)
const STACK = /^\s+at /m

describe('npm start', () => {
  it('lists its flags with --help and exits 0', async () => {
    const { code, stdout, stderr } = await start('--help').exited
    expect(code).toBe(0)
    expect(stderr).toBe('')
    for (const flag of [
      '--api-port',
      '--demo-port',
      '--host',
      '--scenario',
      '--quiet',
      '--help',
      'API_PORT',
      'DEMO_PORT',
      '127.0.0.1',
      'empty-teams',
    ]) {
      expect(stdout).toContain(flag)
    }
  }, 30_000)

  it('says what is wrong with an unknown flag in one line, with the way to the flags', async () => {
    const { code, stdout, stderr } = await start('--prot', '4010').exited
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(lines(stderr)).toEqual(['npm start: Unknown option "--prot". Run "npm start -- --help" for the flags.'])
    expect(stderr).not.toMatch(STACK)
  }, 30_000)

  it('names the port and --api-port in one line when the API port is busy', async () => {
    const port = await busyPort()
    const { code, stdout, stderr } = await start('--api-port', String(port), '--demo-port', '0').exited
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(lines(stderr)).toEqual([`npm start: Port ${port} on 127.0.0.1 is in use; pick another with --api-port`])
  }, 30_000)

  it('names the port and --demo-port in one line when the demo port is busy, leaving nothing running', async () => {
    const port = await busyPort()
    const { code, stdout, stderr } = await start('--api-port', '0', '--demo-port', String(port)).exited
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(lines(stderr)).toEqual([`npm start: Port ${port} on 127.0.0.1 is in use; pick another with --demo-port`])
  }, 30_000)

  it('serves the demo page and the API on the ports asked for, and stops on SIGTERM', async () => {
    const run = start('--api-port', '0', '--demo-port', '0', '--scenario', 'empty-teams', '--quiet')
    await run.waitFor(/Press Ctrl\+C to stop/)
    const demoUrl = run.output().match(/^Demo app: +(http:\/\/127\.0\.0\.1:\d+\/)$/m)![1]!
    const apiUrl = run.output().match(/^API server: (http:\/\/127\.0\.0\.1:\d+)/m)![1]!
    const page = await fetch(demoUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toMatch(/<div id="app"/)
    const teams = await fetch(`${apiUrl}/teams`, { headers: { authorization: 'Bearer demo-token' } })
    expect(teams.status).toBe(200)
    expect((await teams.json()).result.total).toBe(0)
    run.child.kill('SIGTERM')
    const { code, stderr } = await run.exited
    expect(code).toBe(0)
    expect(stderr).toBe('')
  }, 30_000)
})
