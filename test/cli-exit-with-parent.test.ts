import { describe, expect, inject, it } from 'vitest'
import { useSpawn } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()

const LISTENING = /listening at (http:\/\/\S+)/
/** The banner is printed whole once this, its last line, is out. */
const READY = /Press Ctrl\+C to stop/

// `npx doc-workspace-mock serve` killed leaves its child running: the server watches its parent itself.
describe('doc-workspace-mock serve, when its parent process ends without a word (killed)', () => {
  // The parent runs the command given (node, or sh -c as npx runs it), with the server's output passed through to this test,
  // and lives as long as it does.
  const PARENT = `const [command, ...args] = process.argv.slice(1); require('node:child_process').spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] }).on('exit', (code) => process.exit(code ?? 1))`
  const answers = (url: string): Promise<boolean> =>
    fetch(`${url}/teams`).then(
      () => true,
      () => false,
    )

  /** Starts the server under a parent of its own, kills that parent, and waits for the server to stop. */
  const outlivesItsParent = async (command: string[], env: NodeJS.ProcessEnv, banner: RegExp): Promise<void> => {
    // A process group of their own: whatever happens, the test ends them all.
    const parent = spawn(process.execPath, ['-e', PARENT, ...command], { cwd: root, env, detached: true })
    try {
      await parent.waitFor(READY)
      const url = parent.output().match(LISTENING)![1]!
      expect(parent.output()).toMatch(banner)
      expect(await answers(url)).toBe(true)
      parent.child.kill('SIGKILL')
      await expect.poll(() => answers(url), { timeout: 20_000, interval: 200 }).toBe(false)
      // The server held the output pipe open until it ended.
      expect((await parent.exited).stdout).toMatch(/stopped \(its parent process ended\)/)
    } finally {
      try {
        process.kill(-parent.child.pid!, 'SIGKILL')
      } catch {
        // All ended already.
      }
    }
  }

  it('stops with --exit-with-parent', async () => {
    // Not under npx, whatever runs this test: the flag alone turns it on.
    const { npm_command: _command, npm_lifecycle_event: _event, ...plain } = process.env
    await outlivesItsParent(
      [process.execPath, inject('cli'), 'serve', '--port', '0', '--quiet', '--exit-with-parent'],
      plain,
      /stops when its parent process \(pid \d+\) ends\n/,
    )
  }, 30_000)

  it('stops by default under npx, through the shell npx runs it with', async () => {
    const npx = { ...process.env, npm_command: 'exec', npm_lifecycle_event: 'npx' }
    await outlivesItsParent(
      ['sh', '-c', `"${process.execPath}" "${inject('cli')}" serve --port 0 --quiet`],
      npx,
      /ends, as npx started it \(--no-exit-with-parent keeps it running\)/,
    )
  }, 30_000)
})
