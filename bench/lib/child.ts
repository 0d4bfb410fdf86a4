import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { FromServer, ToServer } from '../servers/protocol.js'

/** A server the benchmark started in a child process. */
export interface ChildServer {
  readonly name: string
  readonly url: string
  /** The child's retained heap (bytes), for servers that answer heap questions. */
  heap(): Promise<number>
  stop(): Promise<void>
}

/** The benchmark's launcher: tsx, after the packages a script names are imported natively (see `bench/launch.mjs`). */
const LAUNCH = 'bench/launch.mjs'

/** The repository's root: children run there, and the paths given to them are relative to it. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Starts one of the benchmark's own server scripts (`bench/servers/*.ts`)
 * and waits until it says where it listens. `preload`: the packages it
 * imports, imported natively before tsx is registered (faster to start).
 * @example
 * const server = await startScript('this mock', 'bench/servers/this-server.ts', ['10000'], { preload: ['msw', 'zod'] })
 */
export function startScript(
  name: string,
  script: string,
  args: readonly string[],
  options: { preload?: readonly string[]; timeoutMs?: number } = {},
): Promise<ChildServer> {
  const timeoutMs = options.timeoutMs ?? 60_000
  const child = spawn(process.execPath, ['--expose-gc', LAUNCH, `--preload=${(options.preload ?? []).join(',')}`, script, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`${name} did not start within ${timeoutMs} ms`))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code} before listening`))
    })
    child.on('message', (message: FromServer) => {
      if (message.type === 'failed') {
        clearTimeout(timer)
        reject(new Error(`${name}: ${message.message}`))
      }
      if (message.type !== 'ready') return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      resolve({
        name,
        url: message.url,
        heap: () => ask(child),
        stop: () => stopChild(child, { type: 'stop' }),
      })
    })
  })
}

/**
 * Starts a peer's own command line (json-server) on a free loopback port
 * and waits until the port answers HTTP.
 * @example
 * const server = await startCommand('json-server 1.0', (port) => [bin, file, '--port', String(port)], '/documents', { cwd: dir })
 */
export async function startCommand(
  name: string,
  args: (port: number) => string[],
  probePath: string,
  options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<ChildServer> {
  const port = await freePort()
  const timeoutMs = options.timeoutMs ?? 60_000
  const child = spawn(process.execPath, args(port), {
    cwd: options.cwd ?? ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...options.env },
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  // Set by the exit listener; typed wide, or TypeScript would take it for null for good after this line.
  let exited = null as number | null
  child.once('exit', (code) => (exited = code ?? -1))
  while (Date.now() < deadline && exited === null) {
    try {
      const response = await fetch(url + probePath)
      await response.arrayBuffer()
      if (response.ok)
        return { name, url, heap: () => Promise.reject(new Error(`${name} answers no heap questions`)), stop: () => stopChild(child) }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(exited === null ? `${name} did not answer within ${timeoutMs} ms` : `${name} exited with ${exited}`)
}

function ask(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: FromServer) => {
      if (message.type !== 'heap') return
      child.off('message', onMessage)
      resolve(message.used)
    }
    child.on('message', onMessage)
    child.send({ type: 'heap' } satisfies ToServer)
  })
}

function stopChild(child: ChildProcess, message?: ToServer): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    if (message && child.connected) child.send(message)
    else child.kill('SIGTERM')
  })
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
