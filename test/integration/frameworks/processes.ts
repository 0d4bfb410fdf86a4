import { spawn, type ChildProcess } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import type { Command } from './managers.js'

/** A command's end: its exit status (or the signal, or `timeout`) and everything it printed, without colours. */
export interface Ended {
  readonly status: number | string
  readonly output: string
}

/** Where and how long a command runs. */
export interface RunOptions {
  readonly cwd: string
  readonly env: NodeJS.ProcessEnv
  /** Ended (its whole process group) past this many milliseconds. */
  readonly timeout: number
}

/** A command started in a process group of its own, so that what it starts (a dev server's workers) ends with it. */
export interface Started {
  readonly child: ChildProcess
  output(): string
  /** Ends the whole group and waits for the command's end. */
  stop(): Promise<void>
}

/**
 * Starts a command, its stdout and stderr kept in order, its stdin closed (a prompt would wait forever).
 * @example
 * const server = start(['npm', 'run', 'dev'], { cwd, env, timeout: 60_000 })
 * await server.stop()
 */
export function start(command: Command, { cwd, env }: Omit<RunOptions, 'timeout'>): Started {
  const [cmd, ...args] = command
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const ended = new Promise<void>((resolve) => child.once('close', () => resolve()))
  child.once('error', (error) => (output += `\n${error.message}`))
  return {
    child,
    output: () => stripVTControlCharacters(output),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // The group ended between the check and the kill.
        }
      }
      await ended
    },
  }
}

/**
 * Runs a command to its end, without blocking this process (rows run side by side).
 * @example
 * const { status, output } = await run(['npx', 'vitest', 'run'], { cwd, env, timeout: 300_000 })
 */
export async function run(command: Command, options: RunOptions): Promise<Ended> {
  const started = start(command, options)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    void started.stop()
  }, options.timeout)
  const status = await new Promise<number | string>((resolve) =>
    started.child.once('close', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  clearTimeout(timer)
  const shown = `$ ${command.join(' ')}\n${started.output()}`
  return { status: timedOut ? 'timeout' : status, output: timedOut ? `${shown}\n(ended after ${options.timeout / 1000} s)` : shown }
}
