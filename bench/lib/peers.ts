import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './child.js'

/** The benchmark's own folder: its package.json lists the peers it measures the mock against. */
export const BENCH_DIR = join(ROOT, 'bench')

/** Where the peers are installed: the benchmark's own node_modules, never the project's. */
export const PEERS_DIR = join(BENCH_DIR, 'node_modules')

/**
 * Installs the benchmark's peers (json-server 1.0 and 0.17, Mirage JS,
 * autocannon, Bun and Deno) from `bench/package-lock.json` when any of them
 * is not there yet (an install made before a peer joined the list too):
 * the project's own `npm ci` leaves them out, so that it installs cleanly
 * on the Node versions the package supports (json-server 1.0 asks for
 * Node 22 in its `engines`, and runs on 20 all the same).
 * @example
 * ensurePeers() // before importing a suite
 */
export function ensurePeers(): void {
  const { dependencies } = JSON.parse(readFileSync(join(BENCH_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const missing = Object.keys(dependencies).filter((name) => !existsSync(join(PEERS_DIR, name, 'package.json')))
  // npm ci writes this file last: its absence means no install, or one that did not finish.
  if (existsSync(join(PEERS_DIR, '.package-lock.json')) && missing.length === 0) return
  console.log(
    "The benchmark's peers (json-server 1.0 and 0.17, Mirage JS, autocannon, Bun, Deno) are not all installed" +
      `${missing.length ? ` (missing: ${missing.join(', ')})` : ''}:\n` +
      "running `npm ci --prefix bench` (they stay out of the project's own dependencies).\n" +
      'npm may warn EBADENGINE about json-server 1.0, which asks for Node >= 22; it runs on Node 20 for this benchmark.',
  )
  execFileSync('npm', ['ci', '--prefix', BENCH_DIR, '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' })
}
