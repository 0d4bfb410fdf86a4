/// <reference types="node" />
import { readFileSync } from 'node:fs'

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

/**
 * Calls `onGone` once, when the process that started this one ends (this one
 * is then given to another parent). A shell in between, as npx's `sh -c`
 * (which dash does not replace by the command), is seen through where the
 * system tells a process's parent (Linux): its own parent ending counts.
 * Checked every `intervalMs` on a timer that holds nothing open.
 * @example
 * const stop = watchParent(() => server.close())
 */
export function watchParent(onGone: () => void, intervalMs = 1000): () => void {
  const parent = process.ppid
  const shell = processInfo(parent)
  const above = shell && SHELLS.has(shell.name) ? shell.ppid : undefined
  const timer = setInterval(() => {
    if (process.ppid === parent && (above === undefined || processInfo(parent)?.ppid === above)) return
    clearInterval(timer)
    onGone()
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
