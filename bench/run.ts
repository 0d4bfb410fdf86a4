/**
 * `npm run bench`: measures this package against the tools its users would
 * pick instead, side by side in one run, prints one table and writes
 * `bench/results.json`. Options:
 * `--only=bundle,cold,server-start,seed,request,coverage,conditions,reset,fork,growth,server,sessions,stalls,runtimes,shards`
 * (`server` also measures the heap; `runtimes`: the Fetch app on Node, Bun and Deno; `shards`: 1 vs 2 shards behind HAProxy), `--quick` (fewer rounds and shorter loads, the servers
 * started at once; a verdict only where it measured what the full run measures, on enough rounds),
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
import { quickVerdicts, unjudged } from './lib/quick.js'
import { withReferences, type Row } from './lib/report.js'
import { renderTable } from './lib/table.js'
import { collectGarbage } from './lib/timing.js'
import { planRun, TARGET_OF, type SuiteName } from './plan.js'

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

// Before any suite is imported: some import the peers.
ensurePeers()

const runs = (name: SuiteName) => !only || only.includes(name)
const started = performance.now()
const plan = await planRun({ quick, vitest, runs })

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
  msw: mswPackage.version,
}
const loadBefore = loadavg()[0] as number
console.log(
  `doc-workspace-mock benchmarks — ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, msw ${machine.msw}${quick ? ' (quick)' : ''}`,
)
if (loadBefore > machine.cores)
  console.log(
    `note: the machine is busy (load average ${loadBefore.toFixed(1)} on ${machine.cores} cores); absolute figures will be noisy, interleaved ratios less so`,
  )

const rows: Row[] = []
const timings: Record<string, number> = {}
const loads: Record<string, number> = {}
for (const { name, run, ahead, collectAfter } of plan.suites) {
  if (!runs(name)) continue
  const suiteStart = performance.now()
  process.stdout.write(`• ${name}${ahead ? ' (started with the run; waited for)' : ''}… `)
  try {
    rows.push(...(await run()))
  } catch (error) {
    rows.push({
      target: TARGET_OF[name],
      subject: 'this run',
      measure: `the ${name} suite`,
      verdict: 'miss',
      note: `failed: ${error instanceof Error ? error.message : String(error)}`,
    })
  }
  timings[name] = Math.round((performance.now() - suiteStart) / 100) / 10
  loads[name] = Math.round((loadavg()[0] as number) * 10) / 10
  console.log(`${timings[name]} s (load ${loads[name]})`)
  if (collectAfter) collectGarbage()
}
await plan.stop()
const seconds = Math.round((performance.now() - started) / 100) / 10

// A quick run judges only what it measured as the full run does; its other rows say why not.
const judged = quick ? quickVerdicts(withReferences(rows), plan.withheld) : withReferences(rows)
console.log(`\n${renderTable(judged, quick ? plan.shortened : undefined)}\n`)
const count = (verdict: Row['verdict']) => judged.filter((row) => row.verdict === verdict).length
console.log(
  `${count('pass')} pass, ${count('miss')} miss, ${count('pending')} pending${quick ? `; ${unjudged(judged)} without a verdict (quick run)` : ''} — ` +
    `Node ${machine.node}, msw ${machine.msw}; ${seconds} s in all; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] as number).toFixed(1)} after, on ${machine.cores} cores`,
)

const results = {
  generatedAt: new Date().toISOString(),
  quick,
  ...(quick ? { shortened: Object.fromEntries(plan.shortened) } : {}),
  machine,
  loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0, afterEachSuite: loads },
  seconds,
  suiteSeconds: timings,
  rows: judged,
}
const file = option('results') ?? join(ROOT, 'bench', only || quick || !vitest ? 'results.local.json' : 'results.json')
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`)
console.log(`written: ${file.startsWith(ROOT) ? file.slice(ROOT.length) : file}`)
// A full run's table goes to the docs with it: the page and bench/results.json always show the same run.
if (file === join(ROOT, 'bench', 'results.json')) {
  const { renderBenchPage } = await import('./lib/table-page.js')
  await writeFile(join(ROOT, 'docs', 'benchmark-table.md'), renderBenchPage(results))
  console.log('written: /docs/benchmark-table.md')
}
