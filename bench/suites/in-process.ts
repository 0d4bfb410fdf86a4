import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { unhandledRequestOptions } from '../../src/adapters/msw/unhandled-request.js'
import { cannedFixtures } from '../../src/db/fixture-set.js'
import { judge, type Row } from '../lib/report.js'
import { fmt, pairedRatios, summarize, withInterval } from '../lib/stats.js'
import { cpuLoop, interleave } from '../lib/timing.js'
import { createMirage } from '../subjects/mirage.js'
import { expectOk } from '../subjects/this-mock.js'

const TOKEN = 'demo-token'
const PATHS = [
  '/auth/api-key',
  '/teams',
  '/teams/create',
  '/teams/info',
  '/teams/update',
  '/teams/delete',
  '/teams/data',
  '/teams/workspaces',
  '/teams/logs',
  '/teams/members',
  '/teams/members/add',
  '/workspaces/drive',
  '/workspaces',
  '/workspaces/create',
  '/workspaces/info',
  '/workspaces/team',
  '/workspaces/update',
  '/workspaces/delete',
  '/folders',
  '/folders/create',
  '/folders/info',
  '/folders/content',
  '/folders/update',
  '/folders/delete',
  '/folders/move',
  '/documents/info',
  '/documents',
  '/documents/update',
  '/documents/delete',
  '/documents/archive',
  '/documents/restore',
  '/documents/move',
  '/documents/stream',
  '/documents/upload',
]

/**
 * Naive MSW: one handler per operation, as an app writes them by hand. MSW
 * tries handlers in order, so the request is matched by the 50th handler:
 * the other 33 contract paths and 16 more (e.g. versioned or admin paths).
 */
function naiveHandlers(base: string, body: JsonBodyType): HttpHandler[] {
  const others = PATHS.filter((p) => p !== '/teams/info')
  while (others.length < 49) others.push(`/admin/extra-${others.length}`)
  return [
    ...others.map((path) => http.all(`${base}${path}`, () => HttpResponse.json({ success: true }))),
    http.get(`${base}/teams/info`, () => HttpResponse.json(body)),
  ]
}

export interface InProcessOptions {
  readonly rounds: number
  readonly requestsPerRound: number
}

/**
 * One in-process request (Get Team Details) through `msw/node` and `fetch`:
 * this mock with every operation registered, against the one-handler floor,
 * naive MSW with 50 handlers, and Mirage JS behind the same interception.
 * All four share one `setupServer`; each round swaps the handlers in turn.
 * Read in the process's CPU time, request by request (a round is its median
 * request), so the ratio holds on a busy machine; the wall time is noted.
 * @example
 * const rows = await runInProcess({ rounds: 21, requestsPerRound: 100 })
 */
export async function runInProcess(options: InProcessOptions): Promise<Row[]> {
  const mock = createMock({ baseUrl: 'https://mock.bench.test' })
  const team = mock.db.teams.all().find((t) => t.name === 'Engineering')
  if (!team) throw new Error('no Engineering team in the default scenario')
  const query = `/teams/info?team_id=${team.team_id}`
  const headers = { authorization: `Bearer ${TOKEN}` }
  const canned = (await (await mock.handle(new Request(`https://mock.bench.test${query}`, { headers })))?.json()) as JsonBodyType
  const mirage = createMirage(cannedFixtures())

  const subjects = {
    floor: {
      base: 'https://floor.bench.test',
      handlers: [http.get('https://floor.bench.test/teams/info', () => HttpResponse.json(canned))],
    },
    mock: { base: 'https://mock.bench.test', handlers: [...mock.handlers] },
    naive: { base: 'https://naive.bench.test', handlers: naiveHandlers('https://naive.bench.test', canned) },
    mirage: {
      base: 'https://mirage.bench.test',
      handlers: [http.all('https://mirage.bench.test/*', ({ request }) => mirage.handle(request))],
    },
  }
  const server = setupServer()
  server.listen(unhandledRequestOptions('error')) // MSW 2 and MSW 3 name this option differently
  try {
    for (const [name, subject] of Object.entries(subjects)) {
      server.resetHandlers(...subject.handlers)
      await expectOk(`${name}, Get Team Details`, await fetch(subject.base + query, { headers }))
    }
    const loop = (name: keyof typeof subjects) => async () => {
      const subject = subjects[name]
      server.resetHandlers(...subject.handlers)
      const url = subject.base + query
      return cpuLoop(async () => (await fetch(url, { headers })).text(), { maxOps: options.requestsPerRound, maxMs: 2000 })
    }
    const samples = await interleave(
      { floor: loop('floor'), mock: loop('mock'), naive: loop('naive'), mirage: loop('mirage') },
      { rounds: options.rounds, warmup: 2 },
    )
    const cpu = (name: keyof typeof samples) => samples[name].map((sample) => sample.cpu)
    const wall = (name: keyof typeof samples) => samples[name].map((sample) => sample.wall)
    const vsFloor = (name: keyof typeof samples) => withInterval(pairedRatios(cpu(name), cpu('floor')))
    const measure = 'Get Team Details'
    const mine = vsFloor('mock')
    const wallRatio = summarize(pairedRatios(wall('mock'), wall('floor')))
    const unit = 'µs CPU'
    return [
      {
        target: 'request',
        subject: 'this mock (every operation)',
        measure,
        value: summarize(cpu('mock')),
        unit,
        ratio: mine,
        ratioTo: 'floor',
        verdict: judge(mine.median, { atMost: 1.3 }),
        note:
          `CPU time of each request (user + system), a round read as its median request, ${options.rounds} rounds of up to ${options.requestsPerRound} requests per subject; ` +
          `in mean wall time ${fmt(summarize(wall('mock')).median)} µs vs ${fmt(summarize(wall('floor')).median)} µs, ${fmt(wallRatio.median)}× (${fmt(wallRatio.min)}–${fmt(wallRatio.max)})`,
      },
      { target: 'request', subject: 'msw floor (1 bare handler)', measure, value: summarize(cpu('floor')), unit, verdict: 'info' },
      {
        target: 'request',
        subject: 'msw naive (50 handlers)',
        measure,
        value: summarize(cpu('naive')),
        unit,
        ratio: vsFloor('naive'),
        ratioTo: 'floor',
        verdict: 'info',
        note: 'the matching handler is the 50th; MSW tries handlers in order',
      },
      {
        target: 'request',
        subject: 'Mirage JS (same interception)',
        measure,
        value: summarize(cpu('mirage')),
        unit,
        ratio: vsFloor('mirage'),
        ratioTo: 'floor',
        verdict: 'info',
      },
    ]
  } finally {
    server.close()
    mirage.shutdown()
  }
}
