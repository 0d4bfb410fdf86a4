import { collectCoverage } from '../../src/coverage/collect-coverage.js'
import { createCoverageCounter } from '../../src/coverage/counter.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { COVERAGE_OFF, type Row } from '../lib/report.js'
import { fmt, pairedRatios, summarize, withInterval, type Summary } from '../lib/stats.js'
import { cpuLoop, interleave, timeLoopSync, type CpuSample } from '../lib/timing.js'
import { expectOk } from '../subjects/this-mock.js'

export interface CoverageOptions {
  /** Interleaved rounds: many short ones, so that the median ratio's interval is narrow. */
  readonly rounds: number
  /** Requests per subject per round. */
  readonly requestsPerRound: number
}

const BASE = 'https://coverage.bench.test'
const GOAL = 1.02
/** The `ratioTo` of the A/A control: two mocks made alike, which should differ by nothing. */
const TWIN = 'an identical mock (A/A)'

const cpuOf = (samples: readonly CpuSample[]): number[] => samples.map((s) => s.cpu)
const wallOf = (samples: readonly CpuSample[]): number[] => samples.map((s) => s.wall)
const interval = (ratio: Summary): string => (ratio.interval ? `${ratio.interval.low.toFixed(3)}–${ratio.interval.high.toFixed(3)}` : '')

/**
 * What counting API coverage adds to a request: Get Team Details through
 * `mock.handle()` (no interception, so the mock's own work is all there is to
 * compare with), on a mock that counts (the default), one made with
 * `coverage: false`, a second one made alike (the A/A control: what the
 * method reads when there is nothing to find), and a counting one that also
 * feeds the process-wide collection the Vitest setup file turns on.
 * Measured in the process's CPU time, request by request, over many short
 * rounds, interleaved and paired round by round; the verdict is taken on the
 * 95 % confidence interval of the median ratio, not on the median alone.
 * Beside it, the count alone (`counter.record`) in a hot loop.
 * @example
 * const rows = await runCoverage({ rounds: 1000, requestsPerRound: 20 })
 */
export async function runCoverage(options: CoverageOptions): Promise<Row[]> {
  const counting = createMock({ baseUrl: BASE })
  const bare = createMock({ baseUrl: BASE, coverage: false })
  const twin = createMock({ baseUrl: BASE, coverage: false })
  const team = counting.db.teams.all().find((t) => t.name === 'Engineering')
  if (!team) throw new Error('no Engineering team in the default scenario')
  const request = () => new Request(`${BASE}/teams/info?team_id=${team.team_id}`, { headers: { authorization: 'Bearer demo-token' } })
  for (const [name, mock] of [
    ['counting', counting],
    ['bare', bare],
    ['twin', twin],
  ] as const) {
    await expectOk(`${name}, Get Team Details`, (await mock.handle(request())) as Response)
  }
  const loop =
    (mock: typeof counting, collect = false) =>
    async () => {
      const collection = collect ? collectCoverage() : undefined
      try {
        return await cpuLoop(async () => (await mock.handle(request()))?.text(), { maxOps: options.requestsPerRound, maxMs: 1000 })
      } finally {
        collection?.take()
        collection?.stop()
      }
    }
  const samples = await interleave(
    { bare: loop(bare), twin: loop(twin), counting: loop(counting), collected: loop(counting, true) },
    { rounds: options.rounds, warmup: Math.max(3, Math.round(options.rounds / 20)) },
  )
  const counted = (await counting.coverage()).summary.requests
  if (counted === 0 || (await bare.coverage()).summary.requests !== 0 || (await twin.coverage()).summary.requests !== 0) {
    throw new Error('the counting mock did not count, or a mock with coverage: false did')
  }
  const cpuRatio = (side: readonly CpuSample[]) => withInterval(pairedRatios(cpuOf(side), cpuOf(samples.bare)))
  const ratio = cpuRatio(samples.counting)
  const control = cpuRatio(samples.twin)
  const wall = withInterval(pairedRatios(wallOf(samples.counting), wallOf(samples.bare)))

  // The count alone in a hot loop (a request's own entry, recorded 10k times a round): a lower bound, as its data stays in the caches.
  const entry = counting.journal.list()[0]
  if (!entry) throw new Error('no journal entry to count')
  const counter = createCoverageCounter()
  const record = summarize(Array.from({ length: 21 }, () => timeLoopSync(() => counter.record(entry), 10_000)))
  const bareCpu = summarize(cpuOf(samples.bare))
  const share = (100 * record.median) / bareCpu.median

  const high = ratio.interval?.high ?? ratio.median
  const low = ratio.interval?.low ?? ratio.median
  const verdict = high <= GOAL ? 'pass' : 'miss'
  const why =
    high <= GOAL
      ? `all of it ≤ ${GOAL}`
      : low > GOAL
        ? `all of it above ${GOAL}: a cost, not noise`
        : `it straddles ${GOAL}: this run cannot tell (more rounds, or a quieter machine, can)`
  const measure = 'Get Team Details, mock.handle()'
  const method = `${options.rounds} interleaved rounds of ${options.requestsPerRound} requests per mock, each round read as its median request, paired round by round`
  return [
    {
      target: 'coverage',
      subject: 'this mock, counting (default)',
      measure,
      value: summarize(cpuOf(samples.counting)),
      unit: 'µs CPU',
      ratio,
      ratioTo: COVERAGE_OFF,
      verdict,
      note:
        `CPU time (user + system) of ${method}; verdict on the median ratio's 95 % interval [${interval(ratio)}]: ${why}. ` +
        `A/A control ${control.median.toFixed(3)}× [${interval(control)}]; ` +
        `the same rounds in mean wall time (the method before) read ${wall.median.toFixed(3)}× [${interval(wall)}] (${fmt(wall.min)}–${fmt(wall.max)})`,
    },
    { target: 'coverage', subject: 'this mock, coverage: false', measure, value: bareCpu, unit: 'µs CPU', verdict: 'info' },
    {
      target: 'coverage',
      subject: 'a second mock, coverage: false',
      measure,
      value: summarize(cpuOf(samples.twin)),
      unit: 'µs CPU',
      ratio: control,
      ratioTo: TWIN,
      verdict: 'info',
      note: "the A/A control: made like the one above, so any distance from 1× is the method's own error",
    },
    {
      target: 'coverage',
      subject: 'the count alone (counter.record)',
      measure: 'one journal entry, in a hot loop',
      value: record,
      unit: 'µs',
      verdict: 'info',
      note: `${share.toFixed(2)} % of the request without coverage: a lower bound (21 rounds of 10,000 calls of one entry, whose data stays in the caches; within a request it costs more)`,
    },
    {
      target: 'coverage',
      subject: 'counting + Vitest setup collection',
      measure,
      value: summarize(cpuOf(samples.collected)),
      unit: 'µs CPU',
      ratio: cpuRatio(samples.collected),
      ratioTo: COVERAGE_OFF,
      verdict: 'info',
      note: 'what a request costs in a test file under doc-workspace-mock/vitest-setup: counted for the mock and for the run',
    },
  ]
}
