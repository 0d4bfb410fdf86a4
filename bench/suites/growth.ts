import { judge, type Row } from '../lib/report.js'
import { pairedRatios, summarize } from '../lib/stats.js'
import { collectGarbage, interleave, timeLoop } from '../lib/timing.js'
import { largeAccount, type LargeAccount } from '../data/large-account.js'
import { createMirage, type MirageSubject } from '../subjects/mirage.js'
import { createMswData, type MswDataSubject } from '../subjects/msw-data.js'
import { documentOperations, KINDS, toRequest, type BenchOperation, type OperationKind } from '../subjects/operations.js'
import { createThisMock, expectOk, type ThisMock } from '../subjects/this-mock.js'

export interface GrowthOptions {
  readonly small: number
  readonly large: number
  /** Rounds for this mock, and for the peers (whose 100k loops take up to seconds each). */
  readonly rounds: number
  readonly peerRounds: number
  /** Bounds of one timed loop (one subject, one size, one round). */
  readonly maxOps: number
  readonly maxMs: number
}

const BASE = 'https://growth.bench.test'
const KIND_LABEL: Record<OperationKind, string> = { 'by-id': 'by id', write: 'a write', list: 'a paged list (page 1)' }

/** One subject at one size: sends the i-th call of an operation kind. */
interface Sized {
  send(kind: OperationKind, i: number): Promise<Response>
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
}

function mockSized(subject: ThisMock): Sized {
  return { send: (kind, i) => subject.send(kind, i), reset: () => subject.mock.reset(), dispose: () => {} }
}

function peerSized(peer: MirageSubject | MswDataSubject, account: LargeAccount, dispose = () => {}): Sized {
  return { send: (kind, i) => peer.handle(toRequest(BASE, documentOperations[kind], account, i)), reset: () => {}, dispose }
}

/**
 * The same request against the same subject holding 1k and 100k documents,
 * round by round: by id, a write (which appends a log entry), and the first
 * page of a list that grows with the account. This mock is measured through
 * its own request handling (no interception, so the ratio is not diluted);
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
        return { operations: documentOperations, small: peerSized(await createMswData(a.sets), a), large: peerSized(await createMswData(b.sets), b) }
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
        return { operations: documentOperations, small: peerSized(ma, a, () => ma.shutdown()), large: peerSized(mb, b, () => mb.shutdown()) }
      },
    },
  ]

  const rows: Row[] = []
  for (const subject of subjects) {
    collectGarbage()
    const built = await subject.build()
    try {
      for (const kind of subject.kinds ?? KINDS) {
        const operation = built.operations[kind]
        // These first calls also take each size's first-call compilation out of the timed rounds.
        await expectOk(`${subject.name}, ${operation.name} at ${small}`, await built.small.send(kind, 0))
        await expectOk(`${subject.name}, ${operation.name} at ${large}`, await built.large.send(kind, 0))
        const bounds = { maxOps: options.maxOps, maxMs: options.maxMs, minOps: subject.minOps }
        const loop = (sized: Sized) => () => timeLoop((i) => sized.send(kind, i).then((r) => r.text()), bounds)
        // Back to the seed before each kind; the warm-up round takes the first write's copy-on-write.
        built.small.reset()
        built.large.reset()
        const samples = await interleave({ small: loop(built.small), large: loop(built.large) }, { rounds: subject.rounds, warmup: subject.warmup })
        const ratio = summarize(pairedRatios(samples.large, samples.small))
        const mine = subject.name === 'this mock'
        const standInNote = mine && operation.standIn ? `the document operations are not registered yet; ${operation.name} runs against the same ${short(large)}-document account (its list: one log entry per document)` : undefined
        const note = subject.note ?? standInNote
        rows.push({
          target: 'growth',
          subject: subject.name,
          measure: `${KIND_LABEL[kind]}: ${operation.name}${operation.standIn ? ' (stand-in)' : ''}`,
          value: summarize(samples.large),
          baseline: summarize(samples.small),
          unit: 'µs',
          ratio,
          ratioTo: `${short(large)} vs ${short(small)}`,
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
 * The first write after `reset()`: snapshots are copy-on-write, so it
 * copies the tables it changes (the documents and the team log, 100k
 * records each at the large size) where `reset()` itself costs nothing.
 */
async function firstWriteAfterReset(built: { small: Sized; large: Sized }, options: GrowthOptions): Promise<Row> {
  const once = (sized: Sized) => async () => {
    sized.reset()
    const start = performance.now()
    await (await sized.send('write', 0)).text()
    return (performance.now() - start) * 1000
  }
  const samples = await interleave({ small: once(built.small), large: once(built.large) }, { rounds: Math.max(3, Math.min(options.rounds, 7)), warmup: 1 })
  return {
    target: 'growth',
    subject: 'this mock',
    measure: 'the first write after reset()',
    value: summarize(samples.large),
    baseline: summarize(samples.small),
    unit: 'µs',
    ratio: summarize(pairedRatios(samples.large, samples.small)),
    ratioTo: `${short(options.large)} vs ${short(options.small)}`,
    verdict: 'info',
    note: 'reset() is constant-time because snapshots are copy-on-write; the first write after it copies the tables it touches',
  }
}

function short(n: number): string {
  return n >= 1000 ? `${n / 1000}k` : String(n)
}
