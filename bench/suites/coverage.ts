import { collectCoverage } from '../../src/coverage/collect.js'
import { createCoverageCounter } from '../../src/coverage/counter.js'
import { createMock } from '../../src/runtimes/mock.js'
import { judge, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { interleave, timeLoop, timeLoopSync } from '../lib/timing.js'
import { expectOk } from '../subjects/this-mock.js'

export interface CoverageOptions {
  readonly rounds: number
  readonly requestsPerRound: number
}

const BASE = 'https://coverage.bench.test'

/**
 * What counting API coverage adds to a request: Get Team Details through
 * `mock.handle()` (no interception, so the mock's own work is all there is to
 * compare with), on a mock that counts (the default), one made with
 * `coverage: false`, and one that also feeds the process-wide collection the
 * Vitest setup file turns on. Interleaved, paired round by round.
 * @example
 * const rows = await runCoverage({ rounds: 31, requestsPerRound: 2000 })
 */
export async function runCoverage(options: CoverageOptions): Promise<Row[]> {
  const counting = createMock({ baseUrl: BASE })
  const bare = createMock({ baseUrl: BASE, coverage: false })
  const team = counting.db.teams.all().find((t) => t.name === 'Engineering')
  if (!team) throw new Error('no Engineering team in the default scenario')
  const request = () => new Request(`${BASE}/teams/info?team_id=${team.team_id}`, { headers: { authorization: 'Bearer demo-token' } })
  for (const [name, mock] of [['counting', counting], ['bare', bare]] as const) {
    await expectOk(`${name}, Get Team Details`, (await mock.handle(request())) as Response)
  }
  const loop = (mock: typeof counting, collect = false) => async () => {
    const collection = collect ? collectCoverage() : undefined
    try {
      return await timeLoop(async () => (await mock.handle(request()))?.text(), { maxOps: options.requestsPerRound, maxMs: 800 })
    } finally {
      collection?.take()
      collection?.stop()
    }
  }
  const samples = await interleave({ bare: loop(bare), counting: loop(counting), collected: loop(counting, true) }, { rounds: options.rounds, warmup: 3 })
  const counted = (await counting.coverage()).summary.requests
  if (counted === 0 || (await bare.coverage()).summary.requests !== 0) throw new Error('the counting mock did not count, or the bare one did')
  const ratio = summarize(pairedRatios(samples.counting, samples.bare))
  // The counting itself, alone: what the journal's subscriber does with each entry (a request's own entry, recorded 10k times).
  const entry = counting.journal.list()[0]
  if (!entry) throw new Error('no journal entry to count')
  const counter = createCoverageCounter()
  const record = summarize(
    Array.from({ length: options.rounds }, () => timeLoopSync(() => counter.record(entry), 10_000)),
  )
  const share = (100 * record.median) / summarize(samples.bare).median
  const measure = 'Get Team Details, mock.handle()'
  return [
    { target: 'coverage', subject: 'this mock, counting (default)', measure, value: summarize(samples.counting), unit: 'µs', ratio, ratioTo: 'coverage: false', verdict: judge(ratio.median, { atMost: 1.02 }) },
    { target: 'coverage', subject: 'this mock, coverage: false', measure, value: summarize(samples.bare), unit: 'µs', verdict: 'info' },
    {
      target: 'coverage',
      subject: 'the count alone (counter.record)',
      measure: 'one journal entry',
      value: record,
      unit: 'µs',
      verdict: 'info',
      note: `${share.toFixed(2)} % of the request without coverage`,
    },
    {
      target: 'coverage',
      subject: 'counting + Vitest setup collection',
      measure,
      value: summarize(samples.collected),
      unit: 'µs',
      ratio: summarize(pairedRatios(samples.collected, samples.bare)),
      ratioTo: 'coverage: false',
      verdict: 'info',
      note: 'what a request costs in a test file under doc-workspace-mock/vitest-setup: counted for the mock and for the run',
    },
  ]
}
