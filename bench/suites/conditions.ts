import { builtInScenarios } from '../../scenarios/built-in.js'
import { createConditionCatalog } from '../../src/conditions/catalog.js'
import { createConditions } from '../../src/conditions/conditions.js'
import { createManualClock } from '../../src/db/clock.js'
import { createDb, createTokenTable, restoreDb } from '../../src/db/db.js'
import { createRandom } from '../../src/db/random.js'
import { DEFAULT_LIMITS } from '../../src/db/state.js'
import { fetchResponseOf } from '../../src/http/envelope.js'
import { composeLayers, type Exchange, type Next } from '../../src/http/exchange.js'
import { createRouter } from '../../src/http/route.js'
import { createJournal } from '../../src/journal/journal.js'
import { createOperate } from '../../src/mock/operate.js'
import { createSeedBank } from '../../src/mock/seeds.js'
import { routes } from '../../src/resources/routes.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { judge, NO_LAYER, type Row } from '../lib/report.js'
import { fmt, pairedRatios, summarize, withInterval } from '../lib/stats.js'
import { cpuLoop, interleave, timeLoop, type CpuSample } from '../lib/timing.js'
import { expectOk } from '../subjects/this-mock.js'

export interface ConditionsOptions {
  /** Rounds of the layer alone and of `flaky`. */
  readonly rounds: number
  readonly requestsPerRound: number
  /** Short rounds (20 requests a side) of the judged pair, the layer installed or not: many, so that the median ratio's interval is narrow. */
  readonly pairRounds: number
}

const BASE = 'https://conditions.bench.test'

/**
 * Two pipelines of one world, built from the pieces a world is made of
 * (`createWorld` composes the same): journal → conditions → operations, and
 * journal → operations, the conditions layer not installed. Both over one
 * state of the default scenario.
 */
function pipelines(): {
  router: ReturnType<typeof createRouter>
  withLayer: Next
  without: Next
  layerAlone: (exchange: Exchange) => Promise<Response>
} {
  const clock = createManualClock()
  const router = createRouter(routes)
  const seeds = createSeedBank(builtInScenarios, clock, DEFAULT_LIMITS)
  const scenario = seeds.scenario('default')
  const tokens = createTokenTable()
  tokens.restore(seeds.tokens)
  const state = { db: createDb(tokens), clock, random: createRandom(scenario.name), limits: DEFAULT_LIMITS }
  restoreDb(state.db, seeds.seedOf(scenario).db)
  const operate = createOperate({ router, active: () => ({ scenario, state }), named: () => undefined, names: () => [scenario.name] })
  const journal = () => createJournal({ scenario: () => scenario.name })
  const conditions = createConditions({ catalog: createConditionCatalog(routes), clock, seed: 'bench' })
  const answered = new Response('{}')
  return {
    router,
    withLayer: composeLayers([journal().layer, conditions.layer], operate),
    without: composeLayers([journal().layer], operate),
    // What the layer does with a request when no condition is active, before handing it on.
    layerAlone: (exchange) => conditions.layer(exchange, async () => answered),
  }
}

/**
 * The conditions layer's cost when no condition is active (the case of
 * every request that asks for none): Get Team Details through a world's
 * layers with the conditions layer and without it, in CPU time over many
 * short rounds paired round by round (judged on the median's interval);
 * the layer's own work alone, as a share of the request. And, for
 * information, the same request through `mock.handle()` under `flaky`
 * (a seeded 10 % of answers fail) against the same mock with no condition.
 * @example
 * const rows = await runConditions({ rounds: 21, requestsPerRound: 1000, pairRounds: 600 })
 */
export async function runConditions(options: ConditionsOptions): Promise<Row[]> {
  const { router, withLayer, without, layerAlone } = pipelines()
  const calm = createMock({ baseUrl: BASE, coverage: false })
  const flaky = createMock({ baseUrl: BASE, coverage: false, conditions: ['flaky'] })
  const team = calm.db.teams.all().find((t) => t.name === 'Engineering')
  if (!team) throw new Error('no Engineering team in the default scenario')
  const request = () => new Request(`${BASE}/teams/info?team_id=${team.team_id}`, { headers: { authorization: 'Bearer demo-token' } })
  const exchange = (): Exchange => {
    const req = request()
    const url = new URL(req.url)
    const path = url.pathname
    return { request: req, url, path, route: router.find(req.method, path), notes: {} }
  }
  // An envelope travels the layers as its text; it gets its body as it leaves for a Fetch consumer, as from mock.handle().
  const answered = async (answer: Next) => fetchResponseOf(await answer(exchange()))
  for (const [name, answer] of [
    ['with the layer', withLayer],
    [NO_LAYER, without],
  ] as const)
    await expectOk(`${name}, Get Team Details`, await answered(answer))
  await expectOk('a calm mock, Get Team Details', (await calm.handle(request())) as Response)

  // The layer alone reads only the request's headers, so one exchange serves every call.
  const oneExchange = exchange()
  const loop = (answer: Next) => () => cpuLoop(async () => (await answered(answer)).text(), { maxOps: 20, maxMs: 800 })
  const pair = await interleave(
    { withLayer: loop(withLayer), without: loop(without) },
    { rounds: options.pairRounds, warmup: Math.max(3, Math.round(options.pairRounds / 20)) },
  )
  const cpu = (samples: readonly CpuSample[]) => samples.map((sample) => sample.cpu)
  const statuses = new Map<string, number>()
  const viaMock =
    (mock: typeof calm, tally = false) =>
    () =>
      timeLoop(
        async () => {
          const response = (await mock.handle(request())) as Response
          if (tally)
            statuses.set(
              response.type === 'error' ? 'network error' : String(response.status),
              (statuses.get(response.type === 'error' ? 'network error' : String(response.status)) ?? 0) + 1,
            )
          return response.body ? response.text() : undefined
        },
        { maxOps: options.requestsPerRound, maxMs: 800 },
      )
  const samples = await interleave(
    {
      alone: () => timeLoop(() => layerAlone(oneExchange), { maxOps: options.requestsPerRound * 10, maxMs: 300 }),
      calm: viaMock(calm),
      flaky: viaMock(flaky, true),
    },
    { rounds: options.rounds, warmup: 3 },
  )
  const ratio = withInterval(pairedRatios(cpu(pair.withLayer), cpu(pair.without)))
  const alone = summarize(samples.alone)
  const share = (100 * alone.median) / summarize(cpu(pair.without)).median
  const total = [...statuses.values()].reduce((a, b) => a + b, 0)
  const mix = [...statuses]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status} ${fmt((100 * n) / total)} %`)
    .join(', ')
  const measure = "Get Team Details through a world's layers"
  return [
    {
      target: 'conditions',
      subject: 'this mock, no condition active',
      measure,
      value: summarize(cpu(pair.withLayer)),
      unit: 'µs CPU',
      ratio,
      ratioTo: NO_LAYER,
      verdict: judge(ratio.interval?.high ?? ratio.median, { atMost: 1.03 }),
      note: `CPU time of each request, ${options.pairRounds} interleaved rounds of 20 requests a side, a round read as its median request, paired; verdict on the median ratio's 95 % interval`,
    },
    {
      target: 'conditions',
      subject: 'the same, conditions layer not installed',
      measure,
      value: summarize(cpu(pair.without)),
      unit: 'µs CPU',
      verdict: 'info',
      note: 'journal → operations, as createWorld composes them less the conditions layer',
    },
    {
      target: 'conditions',
      subject: 'the layer alone, no condition active',
      measure: 'one request handed on',
      value: alone,
      unit: 'µs',
      verdict: 'info',
      note: `${share.toFixed(2)} % of the request without the layer: the layer's own work, read directly`,
    },
    {
      target: 'conditions',
      subject: 'this mock under flaky',
      measure: 'Get Team Details, mock.handle()',
      value: summarize(samples.flaky.map((us) => 1e6 / us)),
      unit: 'req/s',
      ratio: summarize(pairedRatios(samples.calm, samples.flaky)),
      ratioTo: 'no condition',
      verdict: 'info',
      note: `answers: ${mix} over ${total.toLocaleString('en-US')} requests (a seeded 10 % fail: 503, 500, network errors)`,
    },
    {
      target: 'conditions',
      subject: 'this mock, no condition',
      measure: 'Get Team Details, mock.handle()',
      value: summarize(samples.calm.map((us) => 1e6 / us)),
      unit: 'req/s',
      verdict: 'info',
    },
  ]
}
