import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { afterEach } from 'vitest'

/** A command running as a user would run it, watched as it prints. */
export interface Spawned {
  child: ChildProcess
  output: () => string
  /** Resolves once stdout matches, with the match; rejects if the command exits first. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>
}

/**
 * A way to run commands from a test file, each killed after its test if it
 * is still running.
 * @example
 * const run = useSpawn()
 * const { code, stderr } = await run(process.execPath, [cli, '--help']).exited
 */
export function useSpawn(): (command: string, args: string[], options?: SpawnOptions) => Spawned {
  const children: ChildProcess[] = []
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  return (command, args, options = {}) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(child)
    let stdout = ''
    let stderr = ''
    const waiters: Array<{ pattern: RegExp; resolve: (match: RegExpMatchArray) => void }> = []
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      for (const waiter of waiters.splice(0)) {
        const match = stdout.match(waiter.pattern)
        if (match) waiter.resolve(match)
        else waiters.push(waiter)
      }
    })
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr })),
    )
    return {
      child,
      output: () => stdout,
      exited,
      waitFor: (pattern) =>
        new Promise((resolve, reject) => {
          const match = stdout.match(pattern)
          if (match) return resolve(match)
          waiters.push({ pattern, resolve })
          void exited.then(({ code }) => reject(new Error(`exited ${code} before printing ${pattern}:\n${stdout}\n${stderr}`)))
        }),
    }
  }
}
