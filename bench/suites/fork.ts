import { createDb, restoreDb, snapshotDb } from '../../src/db/db.js'
import type { Mock } from '../../src/adapters/msw/msw-mock-face.js'
import { SESSION_HEADER } from '../../src/sessions/schema.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { largeAccount } from '../../test/support/large-account.js'
import { largeScenario, scenarioName } from '../data/scenario.js'
import { judge, type Row } from '../lib/report.js'
import { summarize } from '../lib/stats.js'
import { collectGarbage, interleave } from '../lib/timing.js'
import { expectOk } from '../subjects/this-mock.js'

export interface ForkOptions {
  readonly rounds: number
  /** Documents of the large seed. */
  readonly documents: number
  /** Forks timed per round. */
  readonly forksPerRound: number
  /** Sessions kept alive per memory round, at the default fixtures and at the large seed (0: not measured there). */
  readonly keptForks: { readonly small: number; readonly large: number }
  /** Memory rounds (after one not counted, when more than one): each costs full collections of a heap holding the 100k seed. */
  readonly memoryRounds: number
  /** Sessions kept alive per memory round with a full journal (500 requests each), at the default fixtures. */
  readonly journalSessions: number
}

/** The journal's default size: a session that answered this many requests holds a full journal. */
const JOURNAL_SIZE = 500

const BASE = 'https://fork.bench.test'

/** A mock over one scenario, and the documents a session may write to. */
interface Subject {
  readonly mock: Mock
  readonly writable: readonly string[]
}

let sessions = 0

/** As many reads in a session as its journal keeps: Get Team Details (with its query) and Get Account Teams in turn. */
async function fillJournal(subject: Subject, session: string): Promise<void> {
  const team = subject.mock.db.teams.all()[0]?.team_id ?? ''
  for (let i = 0; i < JOURNAL_SIZE; i++) {
    const path = i % 2 ? '/teams' : `/teams/info?team_id=${team}`
    const response = await subject.mock.handle(
      new Request(`${BASE}${path}`, { headers: { authorization: 'Bearer demo-token', [SESSION_HEADER]: session } }),
    )
    await response?.arrayBuffer()
  }
  if (subject.mock.sessions.get(session).journal.size !== JOURNAL_SIZE) throw new Error(`session ${session}: the journal is not full`)
}

/** Ten Update Document requests in a session: each replaces a document and appends a team log entry. */
async function writeTen(subject: Subject, session: string, round: number): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const document_id = subject.writable[(round * 10 + i) % subject.writable.length] as string
    const response = await subject.mock.handle(
      new Request(`${BASE}/documents/update`, {
        method: 'PUT',
        headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json', [SESSION_HEADER]: session },
        body: JSON.stringify({ document_id, description: `Session write ${i}` }),
      }),
    )
    if (i === 0 && round === 0) await expectOk(`Update Document in session ${session}`, response as Response)
    else await response?.arrayBuffer()
  }
}

/**
 * Forking a world, as sessions do: `mock.sessions.get(id)` makes a world
 * whose tables are fresh ones restored from the scenario's shared seed, at
 * a 100k-document seed and at the default fixtures; beside it, the data
 * model alone (`createDb()` then `restoreDb(seed)`). And the heap a session
 * retains after ten writes (Update Document requests, which also log and
 * fill the session's journal), read after full collections with the
 * sessions kept alive.
 * @example
 * const rows = await runFork({ rounds: 9, documents: 100_000, forksPerRound: 200, keptForks: { small: 200, large: 50 }, memoryRounds: 3 })
 */
export async function runFork(options: ForkOptions): Promise<Row[]> {
  const max = Math.max(options.keptForks.small, options.keptForks.large, options.forksPerRound) + 1
  const small = ((mock: Mock): Subject => {
    const alice = mock.db.users.all().find((u) => u.email === 'alice@acme.test')
    const teamWorkspaces = new Set(
      mock.db.workspaces
        .all()
        .filter((w) => w.team_id !== null && w.account_id === alice?.account_id)
        .map((w) => w.workspace_id),
    )
    const writable = mock.db.documents
      .all()
      .filter((d) => d.status === 'active' && teamWorkspaces.has(d.workspace_id))
      .map((d) => d.document_id)
    return { mock, writable }
  })(createMock({ baseUrl: BASE, sessions: { max } }))
  const account = largeAccount(options.documents)
  const large: Subject = {
    mock: createMock({
      baseUrl: BASE,
      sessions: { max },
      scenarios: [largeScenario(options.documents)],
      scenario: scenarioName(options.documents),
    }),
    writable: account.sampleDocumentIds,
  }
  // The default world has not been written to: its snapshot is the scenario's seed itself, not a copy.
  const seed = snapshotDb(large.mock.db)
  // Prove the writes succeed before timing anything.
  for (const subject of [small, large]) await writeTen(subject, `proof-${sessions++}`, 0)

  const timeForks = (fork: () => unknown) => () => {
    const start = performance.now()
    for (let i = 0; i < options.forksPerRound; i++) fork()
    return ((performance.now() - start) * 1000) / options.forksPerRound
  }
  const session = (subject: Subject) => () => subject.mock.sessions.get(`fork-${sessions++}`).db.documents.count()
  const dataModel = () => restoreDb(createDb(), seed)
  const times = await interleave(
    { small: timeForks(session(small)), large: timeForks(session(large)), data: timeForks(dataModel) },
    { rounds: options.rounds, warmup: 1 },
  )

  const retained =
    (subject: Subject, count: number, fill = (id: string, k: number) => writeTen(subject, id, k + 1)) =>
    async () => {
      subject.mock.reset() // drops every session
      collectGarbage()
      const before = process.memoryUsage().heapUsed
      for (let k = 0; k < count; k++) await fill(`kept-${sessions++}`, k)
      collectGarbage()
      const after = process.memoryUsage().heapUsed
      if (subject.mock.sessions.size !== count) throw new Error(`expected ${count} sessions alive, found ${subject.mock.sessions.size}`)
      return (after - before) / count / 1024
    }
  const subjects: Record<string, () => Promise<number>> = {
    small: retained(small, options.keptForks.small),
    journal: retained(small, options.journalSessions, (id) => fillJournal(small, id)),
  }
  if (options.keptForks.large > 0) subjects.large = retained(large, options.keptForks.large)
  // The proof writes above already made each mock's first session; a smoke run takes one round as it comes.
  const memory = await interleave(subjects, { rounds: options.memoryRounds, warmup: options.memoryRounds > 1 ? 1 : 0 })

  const size = `${options.documents / 1000}k documents`
  const fixtures = 'the default fixtures'
  const ms = (samples: number[]) => summarize(samples.map((us) => us / 1000))
  const [forkLarge, memorySmall, memoryJournal] = [ms(times.large), summarize(memory.small ?? []), summarize(memory.journal ?? [])]
  const kept = (count: number) =>
    `${count} sessions kept alive per round, each with 10 Update Document requests (a document, a log entry and a journal entry each)`
  return [
    {
      target: 'sessions',
      subject: 'this mock',
      measure: `fork a world (a new session) at ${size}`,
      value: forkLarge,
      unit: 'ms',
      verdict: judge(forkLarge.median, { below: 1 }),
      note: 'mock.sessions.get(id): tables restored from the shared seed, tokens, journal, conditions; nothing copied',
    },
    {
      target: 'sessions',
      subject: 'this mock',
      measure: `fork a world (a new session) at ${fixtures}`,
      value: ms(times.small),
      unit: 'ms',
      verdict: 'info',
    },
    {
      target: 'sessions',
      subject: 'this mock, data model only',
      measure: `createDb() then restoreDb(seed) at ${size}`,
      value: ms(times.data),
      unit: 'ms',
      verdict: 'info',
    },
    {
      target: 'sessions',
      subject: 'this mock',
      measure: `memory per session after 10 writes, ${fixtures}`,
      value: memorySmall,
      unit: 'KB',
      verdict: judge(memorySmall.median, { below: 50 }),
      note: `heap after full collections; ${kept(options.keptForks.small)}`,
    },
    {
      target: 'sessions',
      subject: 'this mock',
      measure: `memory per session with a full journal (${JOURNAL_SIZE} requests), ${fixtures}`,
      value: memoryJournal,
      unit: 'KB',
      verdict: judge(memoryJournal.median, { below: 200 }),
      note: `heap after full collections; ${options.journalSessions} sessions kept alive per round, each having answered ${JOURNAL_SIZE} reads (Get Team Details and Get Account Teams in turn): the world and a full journal (docs/mock-api.md quotes it)`,
    },
    ...(memory.large
      ? [
          {
            target: 'sessions',
            subject: 'this mock',
            measure: `memory per session after 10 writes, ${size}`,
            value: summarize(memory.large),
            unit: 'KB',
            verdict: 'info',
            note: kept(options.keptForks.large),
          } as const,
        ]
      : []),
  ]
}
