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
  readonly rounds: number
  readonly documents: number
}

/**
 * Seeding an account of `documents` documents, from generated records in
 * memory to a mock ready to answer: `createMock` with a scenario whose seed
 * loads the fixture sets (documents, their bytes, and the seed snapshot
 * that `reset()` restores). Beside it: the `@msw/data` create loop over
 * the same zod schema, Mirage's `loadData`, and the same load into this
 * mock's tables with zod alone (what the compiled record check saves).
 * @example
 * const rows = await runSeed({ rounds: 5, documents: 100_000 })
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
    { rounds: options.rounds, warmup: 1, onWarmup: (name, value) => (first[name] = value) },
  )
  const count = `${n.toLocaleString('en-US')} documents`
  // The seed's speed rests on the compiled record check: prove it accepts nothing zod rejects. After the
  // timings, because its odd values would leave the shared check's type feedback polymorphic (slower).
  const parity = checkRecordCheckParity()
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
      verdict: judge(mine.median, { atMost: 300 }),
      note: `createMock with a scenario that loads the generated fixture sets (Table.insertMany: every record checked); warm-up round (first in the process, not counted) ${Math.round(first.mock ?? 0)} ms; compiled check = zod on ${parity.cases.toLocaleString('en-US')} cases, ${parity.unsure} left to zod`,
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
      note: `the seed's own work (createDb, loadFixtures, snapshot) with every record parsed by zod (bulkCheck: 'zod'), against the seed above: the compiled record check saves ${Math.round(saved.median)} ms a seed (${Math.round(saved.min)}–${Math.round(saved.max)} over the rounds)`,
    },
    { target: 'seed', subject: '@msw/data 1.1 (create loop)', measure: count, value: summarize(samples.mswData), unit: 'ms', verdict: 'info' },
    { target: 'seed', subject: 'Mirage JS (loadData)', measure: count, value: summarize(samples.mirage), unit: 'ms', ratio: summarize(pairedRatios(samples.mirage, samples.mswData)), ratioTo: '@msw/data', verdict: 'info' },
  ]
}
