import { judge, type Row } from '../lib/report.js'
import { pairedRatios, summarize, withInterval } from '../lib/stats.js'
import { collectGarbage, interleave, timeLoop } from '../lib/timing.js'
import { largeAccount, type LargeAccount } from '../../test/support/large-account.js'
import { createMirage, type MirageSubject } from '../subjects/mirage.js'
import { createMswData, type MswDataSubject } from '../subjects/msw-data.js'
import { documentOperations, KINDS, LISTINGS, toRequest, type BenchOperation, type OperationKind } from '../subjects/operations.js'
import { createThisMock, expectOk, type ThisMock } from '../subjects/this-mock.js'

export interface GrowthOptions {
  readonly small: number
  readonly large: number
  /** Rounds for this mock, and for the peers (whose 100k loops take up to seconds each; 0: the peers not run). */
  readonly rounds: number
  readonly peerRounds: number
  /** Bounds of one timed loop (one subject, one size, one round). */
  readonly maxOps: number
  readonly maxMs: number
}

const BASE = 'https://growth.bench.test'
const KIND_LABEL: Record<OperationKind, string> = { 'by-id': 'by id', write: 'a write', list: 'a paged list (page 1)' }

/** One subject at one size: sends the i-th call of an operation. */
interface Sized {
  send(operation: BenchOperation, i: number): Promise<Response>
  /** Puts the data back between rounds (writes must not grow the lists being timed). */
  reset(): void
  dispose(): void
}

/** A subject at both sizes, built just before it is measured and dropped after, so heaps do not stack up. */
interface Subject {
  readonly name: string
  /** The kinds measured; default all three. */
  readonly kinds?: readonly OperationKind[]
  /** Checked before timing: the subject's answers equal these references (a prototype must answer as the real thing). */
  readonly note?: string
  readonly rounds: number
  /** Rounds run first and not counted (the peers' loops take seconds: they get none). */
  readonly warmup: number
  readonly minOps: number
  build(): Promise<{ operations: Record<OperationKind, BenchOperation>; small: Sized; large: Sized }>
  /** Listings measured beside the three kinds (this mock's own: the peers have no such operation). */
  readonly listings?: readonly BenchOperation[]
}

function mockSized(subject: ThisMock): Sized {
  return { send: (operation, i) => subject.sendOperation(operation, i), reset: () => subject.mock.reset(), dispose: () => {} }
}

function peerSized(peer: MirageSubject | MswDataSubject, account: LargeAccount, dispose = () => {}): Sized {
  return { send: (operation, i) => peer.handle(toRequest(BASE, operation, account, i)), reset: () => {}, dispose }
}

/**
 * The same request against the same subject holding 1k and 100k documents,
 * round by round: by id, a write (which appends a log entry), and the first
 * page of a list that grows with the account; for this mock also page 1 of
 * the team log (100k entries vs 1k) and of a folder (10k entries vs 1k).
 * This mock is measured through its own request handling (no interception,
 * so the ratio is not diluted);
 * the peers through resolvers on their own data layers, with the same
 * envelope and a page `total`. Each subject is built, measured and dropped
 * before the next, so one's heap does not slow another.
 * @example
 * const rows = await runGrowth({ small: 1_000, large: 100_000, rounds: 11, peerRounds: 3, maxOps: 2_000, maxMs: 120 })
 */
export async function runGrowth(options: GrowthOptions): Promise<Row[]> {
  const { small, large } = options
  const peerAccounts = () => [largeAccount(small, { logs: false }), largeAccount(large, { logs: false })] as const
  const subjects: Subject[] = [
    {
      name: 'this mock',
      rounds: options.rounds,
      warmup: 1,
      minOps: 3,
      listings: LISTINGS,
      async build() {
        const [a, b] = [createThisMock(BASE, small), createThisMock(BASE, large)]
        return { operations: b.operations, small: mockSized(a), large: mockSized(b) }
      },
    },
    {
      name: '@msw/data 1.1',
      rounds: options.peerRounds,
      warmup: 0,
      minOps: 1,
      async build() {
        const [a, b] = peerAccounts()
        return {
          operations: documentOperations,
          small: peerSized(await createMswData(a.sets), a),
          large: peerSized(await createMswData(b.sets), b),
        }
      },
    },
    {
      name: 'Mirage JS',
      rounds: options.peerRounds,
      warmup: 0,
      minOps: 1,
      async build() {
        const [a, b] = peerAccounts()
        const [ma, mb] = [createMirage(a.sets), createMirage(b.sets)]
        return {
          operations: documentOperations,
          small: peerSized(ma, a, () => ma.shutdown()),
          large: peerSized(mb, b, () => mb.shutdown()),
        }
      },
    },
  ]

  const rows: Row[] = []
  for (const subject of subjects.filter((each) => each.rounds > 0)) {
    collectGarbage()
    const built = await subject.build()
    // What building the large world left to collect is collected now, not during the first operation's loops.
    collectGarbage()
    try {
      const measured = [...(subject.kinds ?? KINDS).map((kind) => built.operations[kind]), ...(subject.listings ?? [])]
      for (const operation of measured) {
        const kind = operation.kind
        // These first calls also take each size's first-call compilation out of the timed rounds.
        await expectOk(`${subject.name}, ${operation.name} at ${small}`, await built.small.send(operation, 0))
        await expectOk(`${subject.name}, ${operation.name} at ${large}`, await built.large.send(operation, 0))
        const bounds = { maxOps: options.maxOps, maxMs: options.maxMs, minOps: subject.minOps }
        const loop = (sized: Sized) => () => timeLoop((i) => sized.send(operation, i).then((r) => r.text()), bounds)
        // Back to the seed before each operation, so writes do not grow the lists being timed.
        built.small.reset()
        built.large.reset()
        const samples = await interleave(
          { small: loop(built.small), large: loop(built.large) },
          { rounds: subject.rounds, warmup: subject.warmup },
        )
        const ratio = withInterval(pairedRatios(samples.large, samples.small))
        const mine = subject.name === 'this mock'
        const standInNote =
          mine && operation.standIn
            ? `the document operations are not registered yet; ${operation.name} runs against the same ${short(large)}-document account (its list: one log entry per document)`
            : undefined
        const note = subject.note ?? standInNote ?? listingNote(operation)
        rows.push({
          target: 'growth',
          subject: subject.name,
          measure: `${KIND_LABEL[kind]}: ${operation.name}${operation.standIn ? ' (stand-in)' : ''}`,
          value: summarize(samples.large),
          baseline: summarize(samples.small),
          unit: 'µs',
          ratio,
          ratioTo: sizesOf(operation, small, large),
          verdict: mine ? judge(ratio.median, { atMost: 1.5 }) : 'info',
          ...(note ? { note } : {}),
        })
      }
      if (subject.name === 'this mock') rows.push(await firstWriteAfterReset(built, options))
    } finally {
      built.small.dispose()
      built.large.dispose()
    }
  }
  return rows
}

/**
 * The first write after `reset()`: a table keeps its writes in a layer over
 * the seed snapshot, so this write costs what any write costs, whatever the
 * size of the tables it touches (the documents and the team log, 100k
 * records each at the large size). Each round times 25 resets each followed
 * by one write, and keeps their median.
 */
async function firstWriteAfterReset(
  built: { operations: Record<OperationKind, BenchOperation>; small: Sized; large: Sized },
  options: GrowthOptions,
): Promise<Row> {
  const write = built.operations.write
  const once = (sized: Sized) => async () => {
    const times: number[] = []
    for (let i = 0; i < 25; i++) {
      sized.reset()
      const start = performance.now()
      await (await sized.send(write, i)).text()
      times.push((performance.now() - start) * 1000)
    }
    return summarize(times).median
  }
  const samples = await interleave({ small: once(built.small), large: once(built.large) }, { rounds: options.rounds, warmup: 1 })
  const ratio = withInterval(pairedRatios(samples.large, samples.small))
  return {
    target: 'growth',
    subject: 'this mock',
    measure: `the first write after reset(): ${write.name}`,
    value: summarize(samples.large),
    baseline: summarize(samples.small),
    unit: 'µs',
    ratio,
    ratioTo: `${short(options.large)} vs ${short(options.small)}`,
    verdict: judge(ratio.median, { atMost: 1.5 }),
    note: 'writes go to a layer over the seed snapshot: reset() drops the layer, and no write copies a table or an index list',
  }
}

/** What a ratio compares: documents, or the entries of a listing other than the documents'. */
function sizesOf(operation: BenchOperation, small: number, large: number): string {
  if (!LISTINGS.includes(operation)) return `${short(large)} vs ${short(small)}`
  // The bulk folder holds as many entries as there are documents, up to 10k.
  const cap = operation.path === '/folders/content' ? 10_000 : Infinity
  return `${short(Math.min(large, cap))} vs ${short(Math.min(small, cap))} entries`
}

function listingNote(operation: BenchOperation): string | undefined {
  if (operation.path === '/teams/logs')
    return 'newest first: the team index is walked from its newest end for the page only; total from the index size'
  if (operation.path === '/folders/content')
    return '10 sub-folders then documents (status active); page cut across both, totals from the index sizes'
  return undefined
}

function short(n: number): string {
  return n >= 1000 ? `${n / 1000}k` : String(n)
}
