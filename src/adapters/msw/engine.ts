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
