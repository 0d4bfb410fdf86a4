import defaultScenario from '../../scenarios/default.js'
import { createManualClock, type Clock } from '../../src/db/clock.js'
import { createDb, createTokenTable, restoreDb, snapshotDb, type DbSnapshot } from '../../src/db/db.js'
import { createRandom, type RandomState } from '../../src/db/random.js'
import { DEFAULT_LIMITS, type State } from '../../src/db/state.js'
import type { TableSnapshot } from '../../src/db/table.js'
import type { Scenario } from '../../src/mock/scenario.js'
import { updateDocument } from '../../src/resources/documents/operations.js'
import { largeAccount } from '../data/large-account.js'
import { largeScenario } from '../data/scenario.js'
import { judge, type Row } from '../lib/report.js'
import { summarize } from '../lib/stats.js'
import { collectGarbage, interleave } from '../lib/timing.js'

export interface ForkOptions {
  readonly rounds: number
  /** Documents of the large seed. */
  readonly documents: number
  /** Forks timed per round. */
  readonly forksPerRound: number
  /** Forks kept alive per memory round, at the default fixtures and at the large seed. */
  readonly keptForks: { readonly small: number; readonly large: number }
  /** Memory rounds (after one not counted): each costs full collections of a heap holding the 100k seed. */
  readonly memoryRounds: number
}

/** A scenario's seed, as a mock's seed bank keeps it, and documents a fork may write to. */
interface Seed {
  readonly name: string
  readonly db: DbSnapshot
  readonly tokens: TableSnapshot
  readonly random: RandomState
  readonly writable: readonly string[]
  readonly callerId: string
}

const clock: Clock = createManualClock()

/** Seeds a scenario as a mock's seed bank does, and snapshots it. */
function seedOf(scenario: Scenario, writable: (state: State) => Pick<Seed, 'writable' | 'callerId'>): Seed {
  const tokens = createTokenTable()
  const state: State = { db: createDb(tokens), clock, random: createRandom(scenario.name), limits: DEFAULT_LIMITS }
  scenario.seed(state)
  return { name: scenario.name, db: snapshotDb(state.db), tokens: tokens.snapshot(), random: state.random.save(), ...writable(state) }
}

/** A world's data forked from a seed: fresh tables restored from the shared snapshot, and the seed's id generator. */
function fork(seed: Seed): State {
  const tokens = createTokenTable()
  tokens.restore(seed.tokens)
  const db = createDb(tokens)
  restoreDb(db, seed.db)
  const random = createRandom(seed.name)
  random.load(seed.random)
  return { db, clock, random, limits: DEFAULT_LIMITS }
}

/** Ten Update Document writes, as the API makes them: each replaces a document and appends a team log entry. */
function writeTen(state: State, seed: Seed, round: number): void {
  const user = state.db.users.get(seed.callerId)
  if (!user) throw new Error(`no caller ${seed.callerId} in ${seed.name}`)
  for (let i = 0; i < 10; i++) {
    updateDocument(state, { user }, { document_id: seed.writable[(round + i) % seed.writable.length] as string, description: `Fork write ${i}` })
  }
}

/**
 * Forking a world, as sessions do: a fresh set of tables restored from one
 * scenario's seed (`createDb()` then `restoreDb()`), at the default fixtures
 * and at a 100k-document seed; and the heap a fork retains after ten writes
 * (Update Document, which also logs), read after full collections with the
 * forks kept alive.
 * @example
 * const rows = await runFork({ rounds: 9, documents: 100_000, forksPerRound: 200, keptForks: { small: 200, large: 50 }, memoryRounds: 3 })
 */
export async function runFork(options: ForkOptions): Promise<Row[]> {
  const small = seedOf(defaultScenario, (state) => {
    const alice = state.db.users.all().find((u) => u.email === 'alice@acme.test')
    const teamWorkspaces = new Set(state.db.workspaces.all().filter((w) => w.team_id !== null && w.account_id === alice?.account_id).map((w) => w.workspace_id))
    const writable = state.db.documents.all().filter((d) => d.status === 'active' && teamWorkspaces.has(d.workspace_id)).map((d) => d.document_id)
    return { writable, callerId: alice?.user_id ?? '' }
  })
  const account = largeAccount(options.documents)
  const large = seedOf(largeScenario(options.documents), () => ({ writable: account.sampleDocumentIds, callerId: account.userId }))
  // Prove the writes succeed before timing anything.
  writeTen(fork(small), small, 0)
  writeTen(fork(large), large, 0)

  const timeForks = (seed: Seed) => () => {
    const start = performance.now()
    for (let i = 0; i < options.forksPerRound; i++) fork(seed)
    return ((performance.now() - start) * 1000) / options.forksPerRound
  }
  const times = await interleave({ small: timeForks(small), large: timeForks(large) }, { rounds: options.rounds, warmup: 1 })

  const retained = (seed: Seed, count: number) => () => {
    collectGarbage()
    const before = process.memoryUsage().heapUsed
    const forks = Array.from({ length: count }, (_, round) => {
      const state = fork(seed)
      writeTen(state, seed, round)
      return state
    })
    collectGarbage()
    const after = process.memoryUsage().heapUsed
    if (forks.length !== count) throw new Error('forks lost')
    return (after - before) / count / 1024
  }
  const memory = await interleave({ small: retained(small, options.keptForks.small), large: retained(large, options.keptForks.large) }, { rounds: options.memoryRounds, warmup: 1 })

  const short = `${options.documents / 1000}k documents`
  const fixtures = 'the default fixtures'
  const forkMs = (samples: number[]) => summarize(samples.map((us) => us / 1000))
  const [forkLarge, forkSmall] = [forkMs(times.large), forkMs(times.small)]
  const [memorySmall, memoryLarge] = [summarize(memory.small), summarize(memory.large)]
  return [
    { target: 'fork', subject: 'this mock', measure: `fork a world at ${short}`, value: forkLarge, unit: 'ms', verdict: judge(forkLarge.median, { below: 1 }), note: 'createDb() then restoreDb(seed): fresh tables over the shared snapshot, nothing copied' },
    { target: 'fork', subject: 'this mock', measure: `fork a world at ${fixtures}`, value: forkSmall, unit: 'ms', verdict: 'info' },
    { target: 'fork', subject: 'this mock', measure: `memory per fork after 10 writes, ${fixtures}`, value: memorySmall, unit: 'KB', verdict: judge(memorySmall.median, { below: 50 }), note: `heap after full collections, ${options.keptForks.small} forks kept alive per round, each with 10 Update Document writes (a document and a log entry each)` },
    { target: 'fork', subject: 'this mock', measure: `memory per fork after 10 writes, ${short}`, value: memoryLarge, unit: 'KB', verdict: 'info', note: `${options.keptForks.large} forks kept alive per round` },
  ]
}
