import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useSpawn, type Spawned } from './support/spawned.js'

const spawn = useSpawn()
const LISTENING = /listening at http:\/\/127\.0\.0\.1:(\d+)/
/** The banner is printed whole once this, its last line, is out. */
const READY = /Press Ctrl\+C to stop/

/**
 * A project with the command installed as a dependency, as npx finds it: `node_modules/.bin/doc-workspace-mock`,
 * here the command line built from this checkout's source.
 */
let project: string
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'dwm-harness-'))
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'harness', private: true }))
  const installed = join(project, 'node_modules', 'doc-workspace-mock')
  mkdirSync(installed, { recursive: true })
  writeFileSync(
    join(installed, 'package.json'),
    JSON.stringify({ name: 'doc-workspace-mock', version: '0.0.0', type: 'module', bin: { 'doc-workspace-mock': 'cli.js' } }),
  )
  writeFileSync(join(installed, 'cli.js'), `#!/usr/bin/env node\nimport ${JSON.stringify(inject('cli'))}\n`)
  chmodSync(join(installed, 'cli.js'), 0o755)
  mkdirSync(join(project, 'node_modules', '.bin'))
  symlinkSync('../doc-workspace-mock/cli.js', join(project, 'node_modules', '.bin', 'doc-workspace-mock'))
})
afterAll(() => rmSync(project, { recursive: true, force: true }))

/**
 * A test harness as one is written: it runs `npx doc-workspace-mock serve` with its standard input as
 * asked (`pipe`, held open; `ended`, a pipe it closes at once; `ignore`, /dev/null), passes its output
 * through, and lives until killed.
 */
const HARNESS = `
const input = process.argv[1]
const child = require('node:child_process').spawn('npx', ['doc-workspace-mock', 'serve', '--port', '0', '--quiet'], {
  stdio: [input === 'ignore' ? 'ignore' : 'pipe', 'inherit', 'inherit'],
})
if (input === 'ended') child.stdin.end()
setInterval(() => undefined, 1000)
`

/** npm's own variables are npx's to set: none of the run that started this test. */
const env = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'))),
  npm_config_update_notifier: 'false',
})

const listens = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

/** Runs the harness in a process group of its own, so that whatever happens the test ends every process it started. */
async function underHarness(input: 'pipe' | 'ended' | 'ignore', check: (harness: Spawned, port: number) => Promise<void>): Promise<void> {
  const harness = spawn(process.execPath, ['-e', HARNESS, input], { cwd: project, env: env(), detached: true })
  try {
    await harness.waitFor(READY)
    const port = Number(harness.output().match(LISTENING)![1])
    expect(await listens(port)).toBe(true)
    await check(harness, port)
  } finally {
    try {
      process.kill(-harness.child.pid!, 'SIGKILL')
    } catch {
      // All ended already.
    }
  }
}

describe('npx doc-workspace-mock serve, when the harness that ran it is killed', () => {
  it('stops and frees its port when its input pipe reaches its end, though npm lives on as its parent', async () => {
    await underHarness('pipe', async (harness, port) => {
      expect(harness.output()).toMatch(/ends or its standard input \(a pipe\) reaches its end, as npx started it/)
      harness.child.kill('SIGKILL')
      await expect.poll(() => listens(port), { timeout: 20_000, interval: 200 }).toBe(false)
      // The server held the output pipe open until it ended, and said why.
      expect((await harness.exited).stdout).toMatch(/stopped \(its standard input ended\)/)
    })
  }, 40_000)

  for (const input of ['ignore', 'ended'] as const) {
    it(`keeps running with an input that is ${input === 'ignore' ? '/dev/null' : 'a pipe already at its end'} at start`, async () => {
      await underHarness(input, async (harness, port) => {
        expect(harness.output()).not.toMatch(/standard input/)
        // Long past the first reads of its input: still up.
        await sleep(1000)
        expect(await listens(port)).toBe(true)
        expect(harness.output()).not.toMatch(/stopped/)
      })
    }, 40_000)
  }
})
