/**
 * The standalone server of this package, started by the benchmark in its
 * own process: `node --import tsx --expose-gc bench/servers/this-server.ts <documents> [<max sessions>]`.
 * It serves a mock over the generated account and answers heap questions.
 */
import { createMock } from '../../src/runtimes/mock.js'
import { largeScenario, scenarioName } from '../data/scenario.js'
import { serveMessages, type FromServer } from './protocol.js'

const documents = Number(process.argv[2] ?? 10_000)
const maxSessions = process.argv[3] === undefined ? undefined : Number(process.argv[3])
try {
  const { startMockServer } = await import('../../src/runtimes/server.js')
  const mock = createMock({
    baseUrl: 'http://127.0.0.1:4010',
    scenarios: [largeScenario(documents)],
    scenario: scenarioName(documents),
    ...(maxSessions === undefined ? {} : { sessions: { max: maxSessions } }),
  })
  const server = await startMockServer({ mock, port: 0, host: '127.0.0.1', quiet: true })
  serveMessages(() => server.close())
  process.send?.({ type: 'ready', url: server.url } satisfies FromServer)
} catch (error) {
  process.send?.({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies FromServer)
  process.exit(1)
}
