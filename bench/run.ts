/**
 * `npm run bench`: measures this package against the tools its users would
 * pick instead, side by side in one run, prints one table and writes
 * `bench/results.json`. Options:
 * `--only=bundle,cold,seed,request,coverage,conditions,reset,fork,growth,server,sessions`
 * (`server` also measures the heap), `--quick` (fewer rounds, for a smoke run),
 * `--no-vitest` (the cold start as one process only, without the Vitest runs),
 * `--results=FILE` (where to write the results), and `--msw=3` / `--node=22`:
 * the msw-dependent suites on another msw and Node, in a throwaway copy of
 * the project (`bench/msw3.sh`).
 * The peers it measures against live in `bench/package.json`, installed on the first run.
 */
import { spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import mswPackage from 'msw/package.json' with { type: 'json' }
import { ROOT } from './lib/child.js'
import { ensurePeers } from './lib/peers.js'
import { withReferences, type Row, type TargetId } from './lib/report.js'
import { renderTable } from './lib/table.js'
import { collectGarbage } from './lib/timing.js'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)

// Another msw or Node: the same runner, in a copy of the project that has them. MSW 3 needs Node 22; Node alone keeps this msw.
const otherMsw = option('msw')
const otherNode = option('node')
if (otherMsw !== undefined || otherNode !== undefined) {
  const rest = args.filter((arg) => !arg.startsWith('--msw=') && !arg.startsWith('--node='))
  const env = { ...process.env, MSW3_MSW: otherMsw ?? mswPackage.version, MSW3_NODE: otherNode ?? '22' }
  const { status } = spawnSync('bash', [join(ROOT, 'bench/msw3.sh'), ...rest], { cwd: ROOT, env, stdio: 'inherit' })
  process.exit(status ?? 1)
}

const quick = args.includes('--quick')
const vitest = !args.includes('--no-vitest')
const only = option('only')?.split(',')
const scale = (full: number, small: number): number => (quick ? small : full)

// Before any suite is imported: some import the peers.
ensurePeers()

type SuiteName = 'bundle' | 'cold' | 'seed' | 'request' | 'coverage' | 'conditions' | 'reset' | 'fork' | 'growth' | 'server' | 'sessions'
const suites: Array<[SuiteName, () => Promise<Row[]>]> = [
  ['bundle', async () => (await import('./suites/bundle.js')).runBundle()],
  // Child processes only: first, while this process is small.
  ['cold', async () => (await import('./suites/cold-start.js')).runColdStart({ processRounds: scale(15, 3), vitestRounds: vitest ? scale(3, 1) : 0, vitestWarmup: scale(1, 0), files: scale(20, 5) })],
  // Seeding next: it times allocation-heavy work, best done before the other suites have grown the heap.
  ['seed', async () => (await import('./suites/seed.js')).runSeed({ rounds: scale(5, 1), documents: 100_000 })],
  ['request', async () => (await import('./suites/in-process.js')).runInProcess({ rounds: scale(21, 5), requestsPerRound: scale(100, 30) })],
  ['coverage', async () => (await import('./suites/coverage.js')).runCoverage({ rounds: scale(1000, 300), requestsPerRound: 20 })],
  ['conditions', async () => (await import('./suites/conditions.js')).runConditions({ rounds: scale(21, 3), requestsPerRound: scale(1000, 300), pairRounds: scale(600, 200) })],
  ['reset', async () => (await import('./suites/reset.js')).runReset({ rounds: scale(15, 3), resetsPerRound: 200 })],
  [
    'fork',
    async () =>
      (await import('./suites/fork.js')).runFork({ rounds: scale(9, 2), documents: 100_000, forksPerRound: scale(200, 50), keptForks: { small: scale(200, 50), large: scale(100, 50) }, memoryRounds: scale(3, 1) }),
  ],
  ['growth', async () => (await import('./suites/growth.js')).runGrowth({ small: 1_000, large: 100_000, rounds: scale(11, 2), peerRounds: scale(3, 1), maxOps: 2_000, maxMs: scale(120, 25) })],
  [
    'server',
    async () =>
      (await import('./suites/server.js')).runServer({ documents: 10_000, rounds: scale(3, 1), durationS: scale(2, 0.5), warmupS: scale(1, 0), connections: 10, heapRequests: scale(20_000, 5_000), heapRounds: scale(3, 2) }),
  ],
  ['sessions', async () => (await import('./suites/sessions-server.js')).runSessionsServer({ documents: 10_000, sessions: 1_000, rounds: scale(3, 1), durationS: scale(2, 0.5), connections: 10 })],
]

/** The target a suite's failure is reported under. */
const TARGET_OF: Record<SuiteName, TargetId> = {
  bundle: 'bundle', cold: 'cold', seed: 'seed', request: 'request', coverage: 'coverage', conditions: 'conditions',
  reset: 'reset', fork: 'sessions', growth: 'growth', server: 'server', sessions: 'sessions',
}

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
  msw: mswPackage.version,
}
const loadBefore = loadavg()[0] as number
console.log(`doc-workspace-mock benchmarks — ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, msw ${machine.msw}${quick ? ' (quick)' : ''}`)
if (loadBefore > machine.cores) console.log(`note: the machine is busy (load average ${loadBefore.toFixed(1)} on ${machine.cores} cores); absolute figures will be noisy, interleaved ratios less so`)

const started = performance.now()
const rows: Row[] = []
const timings: Record<string, number> = {}
const loads: Record<string, number> = {}
for (const [name, run] of suites) {
  if (only && !only.includes(name)) continue
  const suiteStart = performance.now()
  process.stdout.write(`• ${name}… `)
  try {
    rows.push(...(await run()))
  } catch (error) {
    rows.push({ target: TARGET_OF[name], subject: 'this run', measure: `the ${name} suite`, verdict: 'miss', note: `failed: ${error instanceof Error ? error.message : String(error)}` })
  }
  timings[name] = Math.round((performance.now() - suiteStart) / 100) / 10
  loads[name] = Math.round((loadavg()[0] as number) * 10) / 10
  console.log(`${timings[name]} s (load ${loads[name]})`)
  collectGarbage()
}
const seconds = Math.round((performance.now() - started) / 100) / 10

const judged = withReferences(rows)
console.log(`\n${renderTable(judged)}\n`)
const verdicts = judged.filter((row) => row.verdict === 'pass' || row.verdict === 'miss' || row.verdict === 'pending')
console.log(
  `${verdicts.filter((r) => r.verdict === 'pass').length} pass, ${verdicts.filter((r) => r.verdict === 'miss').length} miss, ${verdicts.filter((r) => r.verdict === 'pending').length} pending — ` +
    `Node ${machine.node}, msw ${machine.msw}; ${seconds} s in all; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] as number).toFixed(1)} after, on ${machine.cores} cores`,
)

const results = { generatedAt: new Date().toISOString(), quick, machine, loadAverage: { before: loadBefore, after: loadavg()[0], afterEachSuite: loads }, seconds, suiteSeconds: timings, rows: judged }
const file = option('results') ?? join(ROOT, 'bench', only || quick || !vitest ? 'results.local.json' : 'results.json')
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`)
console.log(`written: ${file.startsWith(ROOT) ? file.slice(ROOT.length) : file}`)
