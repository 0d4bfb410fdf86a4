/// <reference types="node" />
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { installCommand, runningManager, spokenCommand } from '../../package-managers/commands.js'

/** The msw this package runs on: the peer dependency installed beside it. */
export interface MswPeer {
  readonly version: string
  /** The Node versions it declares (`engines.node`), e.g. `>=22.12.0` for MSW 3. */
  readonly node: string | undefined
  /** Where it is installed. */
  readonly dir: string
}

let peer: MswPeer | null | undefined

/**
 * The installed msw, as this package resolves it (read once); undefined if
 * its manifest cannot be read, which no check here is worth failing for.
 * @example
 * mswPeer()?.version // '2.15.0'
 */
export function mswPeer(): MswPeer | undefined {
  if (peer === undefined) {
    try {
      const require = createRequire(import.meta.url)
      const file = require.resolve('msw/package.json')
      const manifest = require(file) as { version?: unknown; engines?: { node?: unknown } }
      const node = manifest.engines?.node
      peer = { version: String(manifest.version), node: typeof node === 'string' ? node : undefined, dir: dirname(file) }
    } catch {
      peer = null
    }
  }
  return peer ?? undefined
}

/**
 * ` (msw 2.15.0 in /app/node_modules/msw)`: which msw this package runs on, for messages.
 * @example
 * console.warn(`runs on${whereMsw()}`)
 */
export function whereMsw(): string {
  const installed = mswPeer()
  return installed ? ` (msw ${installed.version} in ${installed.dir})` : ''
}

/** `>=22.12.0` → `[22, 12, 0]`; any other form of range is not checked (undefined). */
const lowerBound = (range: string): number[] | undefined => {
  const match = /^>=\s*v?(\d+)\.(\d+)\.(\d+)$/.exec(range.trim())
  return match ? match.slice(1).map(Number) : undefined
}

const below = (version: number[], bound: number[]): boolean => {
  for (let i = 0; i < bound.length; i++) {
    const a = version[i] ?? 0
    const b = bound[i] ?? 0
    if (a !== b) return a < b
  }
  return false
}

/**
 * Why the installed msw cannot intercept in this Node, or undefined when it
 * can. MSW 3 needs Node 22.12 or later: on Node 20 its interception throws
 * inside every request, which `fetch` reports as a bare `TypeError: fetch failed`.
 * @example
 * mswMismatch({ version: '3.0.5', node: '>=22.12.0', dir }, '20.19.0') // 'msw 3.0.5 needs Node >=22.12.0 …'
 */
export function mswMismatch(installed: MswPeer | undefined = mswPeer(), nodeVersion: string = process.versions.node): string | undefined {
  const bound = installed?.node === undefined ? undefined : lowerBound(installed.node)
  if (!installed || !bound || !below(nodeVersion.replace(/^v/, '').split('.').map(Number), bound)) return undefined
  return (
    `[doc-workspace-mock] msw ${installed.version} (${installed.dir}) needs Node ${installed.node!}, and this is Node ${nodeVersion}: ` +
    'it cannot intercept here, and every request would fail with "TypeError: fetch failed". ' +
    `Run Node ${installed.node!}, or install msw 2 beside doc-workspace-mock (${spokenCommand(runningManager(), (manager) => installCommand(manager, ['msw@^2.12.0']))}), which runs on Node 20.19 and later.`
  )
}

/** A runtime other than Node that runs this package's Node entry: its name and version. */
export interface OtherRuntime {
  readonly name: 'Bun' | 'Deno'
  readonly version: string
}

/**
 * Bun or Deno, when this is one of them (both also answer `process.versions.node`); undefined in Node.
 * @example
 * otherRuntime() // { name: 'Bun', version: '1.4.5' } under Bun
 */
export function otherRuntime(): OtherRuntime | undefined {
  const runtime = globalThis as { Bun?: { version?: unknown }; Deno?: { version?: { deno?: unknown } } }
  if (runtime.Bun) return { name: 'Bun', version: String(runtime.Bun.version) }
  if (runtime.Deno) return { name: 'Deno', version: String(runtime.Deno.version?.deno) }
  return undefined
}

/**
 * Why the installed msw cannot intercept in this runtime, or undefined when it can. MSW 3 intercepts
 * Node's sockets (`net.Socket` and Node's internal HTTP parser), which Bun and Deno do not have
 * the same way: its `listen()` succeeds there and every request then goes to the network, unanswered
 * by the mock. MSW 2 patches `fetch` itself, which works in both.
 * @example
 * mswRuntimeMismatch({ version: '3.0.5', node: '>=22.12.0', dir }, { name: 'Bun', version: '1.4.5' }) // 'msw 3.0.5 … Bun 1.4.5 …'
 */
export function mswRuntimeMismatch(
  installed: MswPeer | undefined = mswPeer(),
  runtime: OtherRuntime | undefined = otherRuntime(),
): string | undefined {
  const major = Number(installed?.version.split('.')[0])
  if (!installed || !runtime || !(major >= 3)) return undefined
  return (
    `[doc-workspace-mock] msw ${installed.version} (${installed.dir}) cannot intercept in ${runtime.name} ${runtime.version}: ` +
    `MSW 3 intercepts Node's own sockets, which ${runtime.name} does not have, so every request would go to the network ` +
    'instead of the mock. Install msw 2 beside doc-workspace-mock (msw@^2.12.0), which intercepts fetch here; ' +
    `or serve the mock over HTTP and point your client at it: createMockApp() from doc-workspace-mock/fetch in ${runtime.name}.serve, ` +
    'or the standalone server (npx doc-workspace-mock serve).'
  )
}
