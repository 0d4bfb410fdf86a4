/**
 * The standalone server of this package, started by the benchmark in its
 * own process (through `bench/launch.mjs`, which registers tsx):
 * `bench/servers/this-server.ts <documents> [<max sessions> [<sessions to make>]]`.
 * It serves a mock over the generated account and answers heap questions.
 * Sessions to make (a quick run's): the sessions suite's, made before it
 * listens, as the suite's first pass of requests would make them.
 */
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { largeScenario, scenarioName } from '../data/scenario.js'
import { sessionNames } from '../data/sessions.js'
import { serveMessages, type FromServer } from './protocol.js'

const documents = Number(process.argv[2] ?? 10_000)
const maxSessions = process.argv[3] === undefined ? undefined : Number(process.argv[3])
const premade = Number(process.argv[4] ?? 0)
try {
  const { startMockServer } = await import('../../src/adapters/server/server.js')
  const mock = createMock({
    baseUrl: 'http://127.0.0.1:4010',
    scenarios: [largeScenario(documents)],
    scenario: scenarioName(documents),
    ...(maxSessions === undefined ? {} : { sessions: { max: maxSessions } }),
  })
  if (premade > 0) {
    const { many, one } = sessionNames(premade)
    for (const id of [...many, one]) mock.sessions.get(id)
  }
  const server = await startMockServer({ mock, port: 0, host: '127.0.0.1', quiet: true })
  serveMessages(() => server.close())
  process.send?.({ type: 'ready', url: server.url } satisfies FromServer)
} catch (error) {
  process.send?.({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies FromServer)
  process.exit(1)
}
