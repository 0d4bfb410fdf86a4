import { Collection } from '@msw/data'
import { createDb, snapshotDb } from '../../src/db/db.js'
import { loadFixtures } from '../../src/db/fixtures.js'
import { createMock } from '../../src/runtimes/mock.js'
import { DocumentRecord } from '../../src/db/schema.js'
import { largeAccount } from '../data/large-account.js'
import { largeScenario, scenarioName } from '../data/scenario.js'
import { judge, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { collectGarbage, interleave } from '../lib/timing.js'
import { createMirage } from '../subjects/mirage.js'
import { checkRecordCheckParity } from '../checks/record-check-parity.js'

export interface SeedOptions {
  /** Rounds counted, after `warmup` rounds (the first in the process) that are not. */
  readonly rounds: number
  readonly warmup: number
  readonly documents: number
  /** The size the goal (300 ms) is stated for; a smaller `documents` (a quick run) takes it pro rata. */
  readonly goalDocuments: number
  /** The compiled record check is compared with zod on one case in this many (1: every case). */
  readonly parityEvery: number
}

/** The goal: a seed of `goalDocuments` documents ready in this many ms. */
const GOAL_MS = 300

/**
 * Seeding an account of `documents` documents, from generated records in
 * memory to a mock ready to answer: `createMock` with a scenario whose seed
 * loads the fixture sets (documents, their bytes, and the seed snapshot
 * that `reset()` restores). Beside it: the `@msw/data` create loop over
 * the same zod schema, Mirage's `loadData`, and the same load into this
 * mock's tables with zod alone (what the compiled record check saves).
 * @example
 * const rows = await runSeed({ rounds: 5, warmup: 1, documents: 100_000, goalDocuments: 100_000, parityEvery: 1 })
 */
export async function runSeed(options: SeedOptions): Promise<Row[]> {
  const n = options.documents
  const plain = largeAccount(n, { logs: false })
  const scenarios = [largeScenario(n, { logs: false })]
  const documents = plain.sets.flatMap((set) => set.documents.map(({ file: _file, ...d }) => d))
  const time = (seed: () => unknown) => async () => {
    collectGarbage()
    const start = performance.now()
    const result = seed()
    if (result instanceof Promise) await result
    return performance.now() - start
  }
  // The seed's own pipeline (tables, fixture sets, snapshot) without the world createMock adds (well under a millisecond).
  const zodAlone = () => {
    const db = createDb(undefined, { bulkCheck: 'zod' })
    loadFixtures(db, plain.sets)
    snapshotDb(db)
  }
  const first: Record<string, number> = {}
  const samples = await interleave(
    {
      mock: time(() => createMock({ scenarios, scenario: scenarioName(n, { logs: false }) })),
      mswData: time(async () => {
        const collection = new Collection({ schema: DocumentRecord })
        for (const document of documents) await collection.create(document)
      }),
      mirage: time(() => createMirage(plain.sets).shutdown()),
      zodOnly: time(zodAlone),
    },
    { rounds: options.rounds, warmup: options.warmup, onWarmup: (name, value) => (first[name] ??= value) },
  )
  const count = `${n.toLocaleString('en-US')} documents`
  const share = n / options.goalDocuments
  const prorata = share === 1 ? {} : { prorata: share }
  const goalNote = share === 1 ? '' : `; goal pro rata: ${Math.round(GOAL_MS * share)} ms for ${count} (${GOAL_MS} ms for ${options.goalDocuments.toLocaleString('en-US')})`
  // The seed's speed rests on the compiled record check: prove it accepts nothing zod rejects. After the
  // timings, because its odd values would leave the shared check's type feedback polymorphic (slower).
  const parity = checkRecordCheckParity({ every: options.parityEvery })
  const mine = summarize(samples.mock)
  const zodOnly = summarize(samples.zodOnly)
  const saved = summarize(samples.zodOnly.map((ms, i) => ms - (samples.mock[i] as number)))
  return [
    {
      target: 'seed',
      subject: 'this mock',
      measure: `${count} + their bytes`,
      value: mine,
      unit: 'ms',
      ratio: summarize(pairedRatios(samples.mock, samples.mswData)),
      ratioTo: '@msw/data',
      verdict: judge(mine.median, { atMost: GOAL_MS * share }),
      note: `createMock with a scenario that loads the generated fixture sets (Table.insertMany: every document checked, its bytes' record built from it); ${first.mock === undefined ? 'no warm-up round (the round counted is the first in the process)' : `warm-up round (first in the process, not counted) ${Math.round(first.mock)} ms`}; compiled check = zod on ${parity.cases.toLocaleString('en-US')} cases${options.parityEvery === 1 ? '' : ` (one in ${options.parityEvery})`}, ${parity.unsure} left to zod${goalNote}`,
      ...prorata,
    },
    {
      target: 'seed',
      subject: 'this mock, zod alone',
      measure: `${count} + their bytes`,
      value: zodOnly,
      unit: 'ms',
      ratio: summarize(pairedRatios(samples.zodOnly, samples.mock)),
      ratioTo: 'with the compiled check',
      verdict: 'info',
      ...prorata,
      note: `the seed's own work (createDb, loadFixtures, snapshot) with every record parsed by zod (bulkCheck: 'zod'), against the seed above: the compiled record check saves ${Math.round(saved.median)} ms a seed (${Math.round(saved.min)}–${Math.round(saved.max)} over the rounds)`,
    },
    { target: 'seed', subject: '@msw/data 1.1 (create loop)', measure: count, value: summarize(samples.mswData), unit: 'ms', verdict: 'info', ...prorata },
    { target: 'seed', subject: 'Mirage JS (loadData)', measure: count, value: summarize(samples.mirage), unit: 'ms', ratio: summarize(pairedRatios(samples.mirage, samples.mswData)), ratioTo: '@msw/data', verdict: 'info', ...prorata },
  ]
}
