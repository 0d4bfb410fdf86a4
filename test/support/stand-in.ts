import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, inject } from 'vitest'

/**
 * The honest stand-in of the real service for a test file: the package's
 * own server, `serve --port 0`, a process of its own (the CLI built as
 * support/cli-setup.ts builds it), started once for the file and stopped
 * after it. Every journey of `verify` deletes what it made, so the files'
 * tests can share it. `args` are more options of `serve` (`--scenario empty-teams`).
 * @example
 * const standIn = useHonestStandIn()
 * await fetch(`${standIn()}/teams`)
 */
export function useHonestStandIn(args: readonly string[] = []): () => string {
  let child: ChildProcess | undefined
  let url: string | undefined
  beforeAll(async () => {
    const server = spawn(process.execPath, [inject('cli'), 'serve', '--port', '0', '--quiet', '--exit-with-parent', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = server
    url = await new Promise<string>((resolve, reject) => {
      let output = ''
      server.stdout.on('data', (chunk) => {
        output += chunk
        if (/Press Ctrl\+C to stop/.test(output)) resolve(/listening at (http:\/\/\S+)/.exec(output)![1]!)
      })
      server.on('exit', (code) => reject(new Error(`serve exited ${code} before listening:\n${output}`)))
    })
  })
  afterAll(async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child!.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  })
  return () => {
    if (!url) throw new Error('The stand-in is not listening yet')
    return url
  }
}
