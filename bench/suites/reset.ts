import { cannedFixtures } from '../../src/db/fixture-set.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { setupMockServer } from '../../src/adapters/node/node.js'
import { judge, type Row } from '../lib/report.js'
import { summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { createMirage } from '../subjects/mirage.js'
import { expectOk } from '../subjects/this-mock.js'

export interface ResetOptions {
  readonly rounds: number
  /** Resets timed per round; each follows a write, as a test's afterEach does. */
  readonly resetsPerRound: number
}

const BASE = 'https://reset.bench.test'

/**
 * `reset()` of the default scenario, as a test suite calls it after every
 * test: each timed reset follows one write (Update Team Data). Measured on
 * the Node entry (which also resets MSW's handlers) and on the core mock.
 * The peer figure is Mirage's per-test pattern: a new server seeded with the
 * same canned data (and the old one shut down).
 * @example
 * const rows = await runReset({ rounds: 15, resetsPerRound: 200 })
 */
export async function runReset(options: ResetOptions): Promise<Row[]> {
  const node = setupMockServer({ baseUrl: BASE })
  const core = createMock({ baseUrl: BASE })
  const team = core.db.teams.all().find((t) => t.name === 'Engineering')
  if (!team) throw new Error('no Engineering team in the default scenario')
  const write = () =>
    new Request(`${BASE}/teams/update`, {
      method: 'PUT',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
      body: JSON.stringify({ team_id: team.team_id, description: 'Changed by a test' }),
    })
  await expectOk('Update Team Data', (await core.handle(write())) as Response)

  const perReset = (subject: { handle(r: Request): Promise<Response | undefined>; reset(): void }) => async () => {
    const times: number[] = []
    for (let i = 0; i < options.resetsPerRound; i++) {
      await subject.handle(write())
      const start = performance.now()
      subject.reset()
      times.push((performance.now() - start) * 1000)
    }
    return summarize(times).median
  }
  const sets = cannedFixtures()
  const mirageFresh = async () => {
    const times: number[] = []
    for (let i = 0; i < Math.max(3, options.resetsPerRound / 20); i++) {
      const start = performance.now()
      createMirage(sets).shutdown()
      times.push((performance.now() - start) * 1000)
    }
    return summarize(times).median
  }
  const samples = await interleave(
    { node: perReset(node), core: perReset(core), mirage: mirageFresh },
    { rounds: options.rounds, warmup: 1 },
  )
  const nodeMs = summarize(samples.node.map((us) => us / 1000))
  return [
    {
      target: 'reset',
      subject: 'this mock (Node entry)',
      measure: 'reset() after a write',
      value: nodeMs,
      unit: 'ms',
      verdict: judge(nodeMs.median, { atMost: 0.5 }),
    },
    {
      target: 'reset',
      subject: 'this mock (core)',
      measure: 'reset() after a write',
      value: summarize(samples.core.map((us) => us / 1000)),
      unit: 'ms',
      verdict: 'info',
    },
    {
      target: 'reset',
      subject: 'Mirage JS',
      measure: 'new server + same data per test',
      value: summarize(samples.mirage.map((us) => us / 1000)),
      unit: 'ms',
      verdict: 'info',
    },
  ]
}
