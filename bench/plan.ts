/**
 * The suites of a run, in order, with their parameters: a full run's, or
 * with `--quick` fewer rounds and shorter loads, each shortening written
 * down as it is made, so that the table can say it, and the rows it leaves
 * without a verdict, with why.
 */
import type { ChildServer } from './lib/child.js'
import type { Withheld } from './lib/quick.js'
import type { Row, TargetId } from './lib/report.js'
import type { ServerSet } from './subjects/servers.js'

export type SuiteName =
  | 'bundle'
  | 'cold'
  | 'server-start'
  | 'seed'
  | 'request'
  | 'coverage'
  | 'conditions'
  | 'reset'
  | 'fork'
  | 'growth'
  | 'server'
  | 'sessions'
  | 'stalls'
  | 'runtimes'
  | 'shards'

/** The target a suite's failure is reported under. */
export const TARGET_OF: Record<SuiteName, TargetId> = {
  bundle: 'bundle',
  cold: 'cold',
  'server-start': 'server-start',
  seed: 'seed',
  request: 'request',
  coverage: 'coverage',
  conditions: 'conditions',
  reset: 'reset',
  fork: 'sessions',
  growth: 'growth',
  server: 'server',
  sessions: 'sessions',
  stalls: 'stalls',
  runtimes: 'runtimes',
  shards: 'shards',
}

/**
 * A suite of the run: `ahead` when a quick run started it with the run,
 * beside the suites before it (it measures no time); `collectAfter` when
 * the runner collects the garbage it left before the next suite (a full
 * run: after every suite; a quick run: after those that leave much).
 */
export interface PlannedSuite {
  readonly name: SuiteName
  readonly run: () => Promise<Row[]>
  readonly ahead?: boolean
  readonly collectAfter: boolean
}

export interface Plan {
  readonly suites: readonly PlannedSuite[]
  /** What a quick run shortened, target by target, from the very values the suites get (empty in a full run). */
  readonly shortened: ReadonlyMap<TargetId, readonly string[]>
  /** The rows a quick run measures too little to judge as the full run does, with why (none in a full run). */
  readonly withheld: readonly Withheld[]
  /** Stops what the plan started ahead of its suites (a quick run's servers). */
  stop(): Promise<unknown>
}

/** A quick run's order: the suites read in CPU time first, while what it started ahead (servers, consumer project, bundles) runs beside them. */
const QUICK_ORDER: readonly SuiteName[] = [
  'coverage',
  'conditions',
  'request',
  'bundle',
  'cold',
  'server-start',
  'seed',
  'reset',
  'fork',
  'growth',
  'server',
  'sessions',
  'stalls',
  'runtimes',
  'shards',
]

/** The suites that leave much garbage: a quick run collects it after them only (a full collection here takes 0.2–2 s). */
const ALLOCATING: readonly SuiteName[] = ['seed', 'fork', 'growth']

const SERVER_DOCUMENTS = 10_000
/** The imported world of the stalls suite: a state file of about 30 MB. */
const STALL_DOCUMENTS = 25_000
const SESSIONS = 1_000
/** The sessions the shards suite's requests name, over its connections: enough for the hash to share them out. */
const SHARD_SESSIONS = 64

/**
 * The run's suites, in order. A quick run starts at once, in parallel, what
 * measures no time: the servers of the last two suites (one server of this
 * mock serves both), the cold start's consumer project and the bundle
 * suite; meanwhile it runs first the suites read in CPU time, which waiting
 * for a core does not move. Each suite awaits what was started for it, so a
 * failure is that suite's row; `stop()` ends the servers after the last suite.
 * @example
 * const plan = await planRun({ quick: true, vitest: true, runs: () => true })
 */
export async function planRun(options: { quick: boolean; vitest: boolean; runs: (name: SuiteName) => boolean }): Promise<Plan> {
  const { quick, vitest, runs } = options
  const shortened = new Map<TargetId, string[]>()
  const say = (target: TargetId, text: string) => shortened.set(target, [...(shortened.get(target) ?? []), text])
  /** A suite's parameter: the full run's value, or in a quick run the smaller one, said under its target. */
  const pick = <T extends number>(target: TargetId, what: string, full: T, small: T): T => {
    if (!quick) return full
    if (small !== full) say(target, `${what} ${n(small)} (full ${n(full)})`)
    return small
  }
  const withheld: Withheld[] = []
  /** In a quick run, rows of a target left without a verdict, and why. */
  const withhold = (target: TargetId, why: string, rows?: (row: Row) => boolean) =>
    quick && withheld.push({ target, why, ...(rows ? { rows } : {}) })

  const early = quick ? await startEarly(runs) : undefined
  const consumer = quick && runs('cold') ? (await import('./lib/consumer.js')).prepareConsumer({ reusePack: true }) : undefined
  // The same tarball (one pack a run), unpacked into a project of its own: each suite removes its project at its end.
  const serveConsumer = quick && runs('server-start') ? (await import('./lib/consumer.js')).prepareConsumer({ reusePack: true }) : undefined
  const runtimesConsumer = quick && runs('runtimes') ? (await import('./lib/consumer.js')).prepareConsumer({ reusePack: true }) : undefined
  const shardsConsumer = quick && runs('shards') ? (await import('./lib/consumer.js')).prepareConsumer({ reusePack: true }) : undefined
  const bundle = quick && runs('bundle') ? (await import('./suites/bundle.js')).runBundle({ reusePeers: true }) : undefined
  for (const started of [consumer, serveConsumer, runtimesConsumer, shardsConsumer, bundle]) started?.catch(() => {})
  if (quick && vitest && runs('cold')) say('cold', 'the Vitest run of 20 files not run (npm run bench -- --only=cold runs it)')
  if (consumer) say('cold', 'the package unpacked from the tarball of an earlier run of the same sources, when there is one')
  if (serveConsumer) say('server-start', 'the package unpacked from the tarball of an earlier run of the same sources, when there is one')
  if (runtimesConsumer) say('runtimes', 'the package unpacked from the tarball of an earlier run of the same sources, when there is one')
  if (shardsConsumer) say('shards', 'the package unpacked from the tarball of an earlier run of the same sources, when there is one')
  if (early?.set)
    say(
      'server',
      "its servers started at the run's start, in parallel, while the other suites ran; this mock's also serves the sessions suite",
    )
  if (early?.sessions) say('sessions', `the ${n(SESSIONS + 1)} sessions made by the server as it started, not by a first pass of requests`)

  const processRounds = pick('cold', 'one-process rounds', 15, 2)
  withhold('cold', `${processRounds} rounds, too few (full 15)`)
  const startRounds = pick('server-start', 'rounds', 15, 3)
  withhold('server-start', `${startRounds} rounds, too few (full 15)`)
  const coverageRounds = pick('coverage', 'rounds', 1000, 20)
  withhold('coverage', `${coverageRounds} rounds, too few for a 2 % goal (full 1,000)`)
  const pairRounds = pick('conditions', "judged pair's rounds", 600, 40)
  withhold('conditions', `${pairRounds} rounds, too few for a 3 % goal (full 600)`)
  const seedRounds = pick('seed', 'rounds', 5, 2)
  withhold('seed', `${seedRounds} rounds without the peers, too few (full 5)`)
  if (quick) {
    say('sessions', 'the memory per session at 100k documents not measured')
    say('seed', 'the peers (@msw/data, Mirage JS) and the seed with zod alone not run')
    say('growth', 'the peers (@msw/data, Mirage JS) not run')
  }
  const loads = { 'by-id': pick('server', 's of load per server per round, by id', 2, 0.1), list: pick('server', 'paged list', 2, 0.25) }
  withhold('server', `loads of ${loads['by-id']}–${loads.list} s, too short (full 2 s)`)
  const heapRequests = pick('heap', 'requests per batch', 20_000, 600)
  withhold('heap', `${n(heapRequests)} requests, not the goal's 20,000`)
  const passes = pick('sessions', 'requests per session per timed load', 6, 1)
  withhold('sessions', `loads of ${n(passes * SESSIONS)} requests, too short (full ${n(6 * SESSIONS)})`, (row) =>
    row.subject.startsWith('this mock (standalone)'),
  )
  const stallRounds = pick('stalls', 'import rounds', 5, 2)
  const floods = pick('stalls', 'floods', 3, 1)
  withhold('stalls', `${stallRounds} import rounds, too few (full 5)`, (row) => row.measure.includes('import'))
  withhold('stalls', `${floods} flood, too few (full 3)`, (row) => !row.measure.includes('import'))
  // Information rows (no goal, so no verdict to withhold): a quick run shortens their loads and says so.
  const hostLoads = (target: 'runtimes' | 'shards') => ({
    rounds: pick(target, 'rounds', 5, 2),
    durationS: pick(target, 's of load per side per round', 2, 0.25),
    warmupS: pick(target, 's of warm-up load per side', 1, 0.2),
    sampleMs: pick(target, 'ms per load sample', 1000, 50),
  })

  const suites: Array<readonly [SuiteName, () => Promise<Row[]>]> = [
    ['bundle', async () => bundle ?? (await import('./suites/bundle.js')).runBundle({ reusePeers: false })],
    // Child processes only: first, while this process is small.
    [
      'cold',
      async () =>
        (await import('./suites/cold-start.js')).runColdStart(
          {
            processRounds,
            processWarmup: pick('cold', 'one-process warm-up rounds', 1, 0),
            // A Vitest run is mostly Vitest's own start: one of fewer files would not tell the 20 files' figure.
            vitestRounds: vitest && !quick ? 3 : 0,
            vitestWarmup: 1,
            files: 20,
          },
          consumer,
        ),
    ],
    [
      'server-start',
      async () =>
        (await import('./suites/server-start.js')).runServerStart(
          { rounds: startRounds, warmup: pick('server-start', 'warm-up rounds', 1, 0) },
          serveConsumer,
        ),
    ],
    // Seeding next: it times allocation-heavy work, best done before the other suites have grown the heap.
    [
      'seed',
      async () =>
        (await import('./suites/seed.js')).runSeed({
          rounds: seedRounds,
          warmup: 1,
          documents: 100_000,
          peers: !quick,
          parityEvery: pick('seed', 'record check against zod: one case in', 1, 8),
        }),
    ],
    [
      'request',
      async () =>
        (await import('./suites/in-process.js')).runInProcess({
          rounds: pick('request', 'rounds', 21, 20),
          requestsPerRound: pick('request', 'requests per round', 100, 15),
        }),
    ],
    ['coverage', async () => (await import('./suites/coverage.js')).runCoverage({ rounds: coverageRounds, requestsPerRound: 20 })],
    [
      'conditions',
      async () =>
        (await import('./suites/conditions.js')).runConditions({
          rounds: pick('conditions', 'rounds of the layer alone and of flaky', 21, 2),
          requestsPerRound: pick('conditions', 'their requests per round', 1000, 100),
          pairRounds,
        }),
    ],
    [
      'reset',
      async () =>
        (await import('./suites/reset.js')).runReset({
          rounds: pick('reset', 'rounds', 15, 3),
          resetsPerRound: pick('reset', 'resets per round', 200, 50),
        }),
    ],
    [
      'fork',
      async () =>
        (await import('./suites/fork.js')).runFork({
          rounds: pick('sessions', 'fork rounds', 9, 3),
          documents: 100_000,
          forksPerRound: pick('sessions', 'forks per round', 200, 30),
          keptForks: { small: 200, large: quick ? 0 : 100 },
          memoryRounds: pick('sessions', 'memory rounds', 3, 1),
          journalSessions: pick('sessions', 'sessions with a full journal', 40, 10),
        }),
    ],
    [
      'growth',
      async () =>
        (await import('./suites/growth.js')).runGrowth({
          small: 1_000,
          large: 100_000,
          rounds: 11,
          peerRounds: quick ? 0 : 3,
          maxOps: 2_000,
          maxMs: pick('growth', 'ms per loop at most', 120, 15),
        }),
    ],
    [
      'server',
      async () =>
        (await import('./suites/server.js')).runServer(
          {
            documents: SERVER_DOCUMENTS,
            rounds: pick('server', 'rounds', 3, 2),
            durationS: loads,
            warmup: { seconds: pick('server', 's of warm-up load, all servers and both kinds at once', 1, 0.3), together: quick },
            connections: 10,
            sampleMs: pick('server', 'ms per load sample', 1000, 50),
            heapRequests,
            heapRounds: pick('heap', 'batches', 3, 1),
            peerHeapRequests: pick('heap', "the MSW floor's requests per batch", 20_000, 200),
            peerHeapRounds: pick('heap', 'its batches', 2, 1),
            heapTogether: quick,
          },
          early?.set,
        ),
    ],
    [
      'sessions',
      async () =>
        (await import('./suites/sessions-server.js')).runSessionsServer(
          {
            documents: SERVER_DOCUMENTS,
            sessions: SESSIONS,
            rounds: pick('sessions', 'round-robin rounds', 3, 2),
            passes,
            premade: quick,
            connections: 10,
          },
          early?.sessions,
        ),
    ],
    [
      'stalls',
      async () =>
        (await import('./suites/stalls.js')).runStalls({
          documents: STALL_DOCUMENTS,
          importRounds: stallRounds,
          floodConnections: 2000,
          floodRounds: floods,
        }),
    ],
    [
      'runtimes',
      async () =>
        (await import('./suites/runtimes.js')).runRuntimes(
          { documents: SERVER_DOCUMENTS, connections: 10, ...hostLoads('runtimes') },
          runtimesConsumer,
        ),
    ],
    [
      'shards',
      async () =>
        (await import('./suites/shards.js')).runShards(
          { sessions: SHARD_SESSIONS, connections: 16, ...hostLoads('shards') },
          shardsConsumer,
        ),
    ],
  ]
  if (quick && runs('server')) say('heap', "the two servers' batches run at the same time (a heap is no timing)")
  if (bundle) say('bundle', 'built while the suites read in CPU time ran (sizes are no timing)')
  const order: readonly SuiteName[] = quick ? QUICK_ORDER : suites.map(([name]) => name)
  const byName = new Map(suites)
  return {
    suites: order.map((name) => ({
      name,
      run: byName.get(name) as () => Promise<Row[]>,
      ...(name === 'bundle' && bundle ? { ahead: true } : {}),
      collectAfter: !quick || ALLOCATING.includes(name),
    })),
    shortened,
    withheld,
    stop: async () => early?.stop(),
  }
}

const n = (value: number): string => value.toLocaleString('en-US')

/** A quick run's servers, started before the first suite: the server suite's set, and the server the sessions suite drives. */
async function startEarly(
  runs: (name: SuiteName) => boolean,
): Promise<{ set?: Promise<ServerSet>; sessions?: Promise<ChildServer>; stop(): Promise<unknown> }> {
  const set = runs('server')
    ? (await import('./subjects/servers.js')).startServers(SERVER_DOCUMENTS, runs('sessions') ? { sessions: SESSIONS } : {})
    : undefined
  const sessions = !runs('sessions')
    ? undefined
    : set
      ? set.then(({ mine }) => mine ?? Promise.reject(new Error('the standalone server of this mock is not there')))
      : (await import('./suites/sessions-server.js')).startSessionsServer(SERVER_DOCUMENTS, SESSIONS, { premade: true })
  // Awaited by the suites, which report a failure; marked handled here, as the suites before them run first.
  for (const starting of [set, sessions]) starting?.catch(() => {})
  return { set, sessions, stop: () => Promise.allSettled([set ? set.then((s) => s.stop()) : sessions?.then((s) => s.stop())]) }
}
