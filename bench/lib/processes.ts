import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readlinkSync } from 'node:fs'
import { basename } from 'node:path'

/**
 * A server process the benchmark spawned from a command line (any program:
 * node, bun, deno, haproxy), with its process id, so that the CPU time it
 * spends can be read from outside (`cpuMsOf`), whatever runs in it.
 */
export interface ServerProcess {
  readonly name: string
  readonly url: string
  readonly pid: number
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>
}

/** Linux's clock ticks of /proc/<pid>/stat: a hundred a second on every platform Linux supports. */
const TICK_MS = 10

/**
 * The CPU time (user + system, in ms, at 10 ms a tick) a process has used
 * so far, all its threads counted (a runtime's garbage collector and I/O
 * threads too), from /proc/<pid>/stat; `undefined` where /proc does not
 * tell (not Linux, or the process is gone).
 * @example
 * const before = cpuMsOf(server.pid)
 */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return undefined
  }
}

/**
 * The file name of the program a process runs, from /proc/<pid>/exe (e.g.
 * `bun.exe`, `deno`, `node`): a launcher script would show `node` there.
 * `undefined` where /proc does not tell.
 */
export function programOf(pid: number): string | undefined {
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`))
  } catch {
    return undefined
  }
}

/**
 * Spawns `command args` and waits until `probe` (a URL) answers 200, asking
 * every 50 ms; its standard error is kept to say why it failed. The process
 * is stopped if it does not answer in time.
 * @example
 * const shard = await spawnServer('shard 1', bin, ['serve', '--port', String(port)], { url: `http://127.0.0.1:${port}`, probe: '/' })
 */
export async function spawnServer(
  name: string,
  command: string,
  args: readonly string[],
  options: { url: string; probe: string; cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  const failed = new Promise<never>((_, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited with ${code ?? signal} before answering: ${stderr.trim().slice(-600)}`)),
    )
  })
  failed.catch(() => {})
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  try {
    for (;;) {
      if (Date.now() > deadline)
        throw new Error(`${name} did not answer ${options.probe} within ${options.timeoutMs ?? 60_000} ms: ${stderr.trim().slice(-600)}`)
      const answered = await Promise.race([failed, ask(options.url + options.probe)])
      if (answered) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } catch (error) {
    await stopChild(child)
    throw error
  }
  child.removeAllListeners('exit')
  if (child.pid === undefined) throw new Error(`${name} has no process id`)
  return { name, url: options.url, pid: child.pid, stop: () => stopChild(child) }
}

/** Whether a URL answers 200 (its body read, so the connection is free). */
async function ask(url: string): Promise<boolean> {
  try {
    const response = await fetch(url)
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

/** Stops a child process: SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
