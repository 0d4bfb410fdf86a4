import { Collection } from '@msw/data'
import { createDb, snapshotDb } from '../../src/db/db.js'
import { loadFixtures } from '../../src/db/fixture-set.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { DocumentRecord } from '../../src/db/schema.js'
import { largeAccount } from '../../test/support/large-account.js'
import { largeScenario, scenarioName } from '../data/scenario.js'
import { judge, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { collectGarbage, interleave } from '../lib/timing.js'
import { createMirage } from '../subjects/mirage.js'
import { checkRecordCheckParity } from '../../test/support/checks/record-check-parity.js'

export interface SeedOptions {
  /** Rounds counted, after `warmup` rounds (the first in the process) that are not. */
  readonly rounds: number
  readonly warmup: number
  /** Documents of the account; the goal (300 ms) is stated for 100k, and only a seed of 100k is judged. */
  readonly documents: number
  /** The peers (@msw/data, Mirage JS) and this mock with zod alone beside it; a quick run leaves them out. */
  readonly peers: boolean
  /** The compiled record check is compared with zod on one case in this many (1: every case). */
  readonly parityEvery: number
}

/** The goal: a seed of `GOAL_DOCUMENTS` documents ready in this many ms. */
const GOAL_MS = 300
const GOAL_DOCUMENTS = 100_000

/**
 * Seeding an account of `documents` documents, from generated records in
 * memory to a mock ready to answer: `createMock` with a scenario whose seed
 * loads the fixture sets (documents, their bytes, and the seed snapshot
 * that `reset()` restores). Beside it (`peers`): the `@msw/data` create
 * loop over the same zod schema, Mirage's `loadData`, and the same load
 * into this mock's tables with zod alone (what the compiled record check
 * saves). Judged only at 100k documents, the size the goal is stated for.
 * @example
 * const rows = await runSeed({ rounds: 5, warmup: 1, documents: 100_000, peers: true, parityEvery: 1 })
 */
export async function runSeed(options: SeedOptions): Promise<Row[]> {
  const n = options.documents
  const plain = largeAccount(n, { logs: false })
  const scenarios = [largeScenario(n, { logs: false })]
  const documents = options.peers ? plain.sets.flatMap((set) => set.documents.map(({ file: _file, ...d }) => d)) : []
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
  const mock = time(() => createMock({ scenarios, scenario: scenarioName(n, { logs: false }) }))
  const peers = {
    mswData: time(async () => {
      const collection = new Collection({ schema: DocumentRecord })
      for (const document of documents) await collection.create(document)
    }),
    mirage: time(() => createMirage(plain.sets).shutdown()),
    zodOnly: time(zodAlone),
  }
  const subjects: Record<string, () => Promise<number>> = options.peers ? { mock, ...peers } : { mock }
  const samples = await interleave(subjects, {
    rounds: options.rounds,
    warmup: options.warmup,
    onWarmup: (name, value) => (first[name] ??= value),
  })
  const count = `${n.toLocaleString('en-US')} documents`
  // The seed's speed rests on the compiled record check: prove it accepts nothing zod rejects. After the
  // timings, because its odd values would leave the shared check's type feedback polymorphic (slower).
  const parity = checkRecordCheckParity({ every: options.parityEvery })
  const [mineMs, mswData, mirage, zodOnly] = [samples.mock ?? [], samples.mswData, samples.mirage, samples.zodOnly]
  const mine = summarize(mineMs)
  const warmupNote =
    first.mock === undefined
      ? 'no warm-up round (the round counted is the first in the process)'
      : `warm-up round (first in the process, not counted) ${Math.round(first.mock)} ms`
  const judged = n === GOAL_DOCUMENTS ? judge(mine.median, { atMost: GOAL_MS }) : 'info'
  const rows: Row[] = [
    {
      target: 'seed',
      subject: 'this mock',
      measure: `${count} + their bytes`,
      value: mine,
      unit: 'ms',
      ...(mswData ? { ratio: summarize(pairedRatios(mineMs, mswData)), ratioTo: '@msw/data' } : {}),
      verdict: judged,
      note: `createMock with a scenario that loads the generated fixture sets (Table.insertMany: every document checked, its bytes' record built from it); ${warmupNote}; compiled check = zod on ${parity.cases.toLocaleString('en-US')} cases${options.parityEvery === 1 ? '' : ` (one in ${options.parityEvery})`}, ${parity.unsure} left to zod${judged === 'info' ? `; not judged: the goal is for ${GOAL_DOCUMENTS.toLocaleString('en-US')}` : ''}`,
    },
  ]
  if (!mswData || !mirage || !zodOnly) return rows
  const saved = summarize(zodOnly.map((ms, i) => ms - (mineMs[i] as number)))
  return [
    ...rows,
    {
      target: 'seed',
      subject: 'this mock, zod alone',
      measure: `${count} + their bytes`,
      value: summarize(zodOnly),
      unit: 'ms',
      ratio: summarize(pairedRatios(zodOnly, mineMs)),
      ratioTo: 'with the compiled check',
      verdict: 'info',
      note: `the seed's own work (createDb, loadFixtures, snapshot) with every record parsed by zod (bulkCheck: 'zod'), against the seed above: the compiled record check saves ${Math.round(saved.median)} ms a seed (${Math.round(saved.min)}–${Math.round(saved.max)} over the rounds)`,
    },
    { target: 'seed', subject: '@msw/data 1.1 (create loop)', measure: count, value: summarize(mswData), unit: 'ms', verdict: 'info' },
    {
      target: 'seed',
      subject: 'Mirage JS (loadData)',
      measure: count,
      value: summarize(mirage),
      unit: 'ms',
      ratio: summarize(pairedRatios(mirage, mswData)),
      ratioTo: '@msw/data',
      verdict: 'info',
    },
  ]
}
