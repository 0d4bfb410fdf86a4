/// <reference types="node" />
import { fstatSync, readFileSync } from 'node:fs'

/** Shells that may stand between a parent and this process (`sh -c 'doc-workspace-mock serve'`). */
const SHELLS = new Set(['sh', 'dash', 'bash', 'ash', 'zsh'])

/** A process's parent and command name, where the system says (Linux's /proc); undefined elsewhere, or once it is gone. */
function processInfo(pid: number): { ppid: number; name: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // `pid (name) state ppid …`: the name may hold spaces and parentheses, the last `)` ends it.
    const end = stat.lastIndexOf(')')
    const ppid = Number(stat.slice(end + 2).split(' ')[1])
    return Number.isInteger(ppid) ? { ppid, name: stat.slice(stat.indexOf('(') + 1, end) } : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether this command was started by npx (`npm exec`): killed, npx leaves
 * its child running, so a server it started should watch for that itself.
 * @example
 * underNpx({ npm_command: 'exec' }) // true
 */
export function underNpx(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.npm_command === 'exec' || env.npm_lifecycle_event === 'npx'
}

/** The process this one was started by, read as the module loads: a parent that dies during a slow start still counts. */
const STARTED_BY = process.ppid

/** Whether a process runs (on every platform: signal 0 only asks); one this process may not signal runs too. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Calls `onGone` once, when the process that started this one ends: seen as
 * a new parent (Linux, macOS) or as the old one no longer running (Windows,
 * which gives orphans no new parent). A shell in between, as npx's `sh -c`
 * (which dash does not replace by the command), is seen through where the
 * system tells a process's parent (Linux): its own parent ending counts.
 * The output streams may then lead nowhere; their errors are ignored so a
 * stop's last lines cannot end it early. Checked every `intervalMs` on a
 * timer that holds nothing open.
 * @example
 * const stop = watchParent(() => server.close())
 */
export function watchParent(onGone: () => void, intervalMs = 1000): () => void {
  const parent = STARTED_BY
  const shell = processInfo(parent)
  const above = shell && SHELLS.has(shell.name) ? shell.ppid : undefined
  const here = (): boolean =>
    process.ppid === parent && alive(parent) && (above === undefined || (processInfo(parent)?.ppid === above && alive(above)))
  const timer = setInterval(() => {
    if (here()) return
    clearInterval(timer)
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
    onGone()
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** A watch on this process's standard input, begun with `watchInput`. */
export interface InputWatch {
  /** Whether the input is a pipe that was open when the watch began: only its end is a reason to stop. */
  readonly watching: boolean
  /** Calls `onEnd` once, when the input reaches its end; at once if it already has since the watch began. */
  whenEnded(onEnd: () => void): void
}

/** Whether standard input is a pipe: a FIFO, or the socket pair Node's `spawn` gives a child for `stdio: 'pipe'`. */
function inputIsPipe(): boolean {
  try {
    const stat = fstatSync(0)
    return stat.isFIFO() || stat.isSocket()
  } catch {
    return false
  }
}

/**
 * Watches standard input when it is a pipe: when the process holding its
 * other end ends (a test harness killed with no signal to pass on), the
 * pipe reaches its end, even where the parent lives on (npx killed leaves
 * npm's own process running). A terminal, `/dev/null`, a closed input (Node
 * gives it `/dev/null`) or a pipe already at its end when the watch begins
 * (`true | serve`) is no reason to stop: nothing is watched then. What
 * arrives on the pipe is read and dropped; the watch never keeps the
 * process alive. Resolves once the input has been read a first time, when
 * whether it is watched is known; begin it as early as can be, so that a
 * harness that ends during the start is still seen.
 * @example
 * const input = await watchInput()
 * input.whenEnded(() => server.close())
 */
export function watchInput(): Promise<InputWatch> {
  if (!inputIsPipe()) return Promise.resolve({ watching: false, whenEnded: () => undefined })
  let atStart = true
  let ended = false
  let watching = true
  let onEnd: (() => void) | undefined
  const input = process.stdin
  input.on('error', () => undefined)
  input.on('end', () => {
    // A pipe already at its end is read so in the loop's first poll for it: that is a closed input, not news.
    if (atStart) watching = false
    else {
      ended = true
      onEnd?.()
    }
  })
  input.resume()
  input.unref()
  const watch: InputWatch = {
    get watching() {
      return watching
    },
    whenEnded(callback) {
      onEnd = () => {
        for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
        callback()
      }
      if (ended) onEnd()
    },
  }
  // Two turns of the event loop: the first may end before any poll of the input; the second follows one.
  return new Promise((resolve) =>
    setImmediate(() =>
      setImmediate(() => {
        atStart = false
        resolve(watch)
      }),
    ),
  )
}
