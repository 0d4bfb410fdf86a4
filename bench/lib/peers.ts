import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './child.js'

/** The benchmark's own folder: its package.json lists the peers it measures the mock against. */
export const BENCH_DIR = join(ROOT, 'bench')

/** Where the peers are installed: the benchmark's own node_modules, never the project's. */
export const PEERS_DIR = join(BENCH_DIR, 'node_modules')

/**
 * Installs the benchmark's peers (json-server 1.0 and 0.17, Mirage JS,
 * autocannon) from `bench/package-lock.json` when they are not there yet:
 * the project's own `npm ci` leaves them out, so that it installs cleanly
 * on the Node versions the package supports (json-server 1.0 asks for
 * Node 22 in its `engines`, and runs on 20 all the same).
 * @example
 * ensurePeers() // before importing a suite
 */
export function ensurePeers(): void {
  // npm ci writes this file last: its absence means no install, or one that did not finish.
  if (existsSync(join(PEERS_DIR, '.package-lock.json'))) return
  console.log(
    'The benchmark\'s peers (json-server 1.0 and 0.17, Mirage JS, autocannon) are not installed yet:\n' +
      'running `npm ci --prefix bench` once (they stay out of the project\'s own dependencies).\n' +
      'npm may warn EBADENGINE about json-server 1.0, which asks for Node >= 22; it runs on Node 20 for this benchmark.',
  )
  execFileSync('npm', ['ci', '--prefix', BENCH_DIR, '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' })
}
