import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { curlSnippet, fetchSnippet } from '../src/devtools/snippets.js'
import { createCapture } from '../src/journal/capture.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { fixtures } from './support/fixtures.js'

const BASE = 'https://api.example.test/v1'
const run = promisify(execFile)
const auth = { authorization: 'Bearer demo-token' }

let server: MockHttpServer
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true, basePath: '/v1' })
})
afterAll(() => server.close())

/** The mock of a page with the devtools on: it keeps headers and bodies, as the journal does then. */
async function answered(path: string, init?: RequestInit) {
  const mock = createMock({ baseUrl: BASE, journalDetail: createCapture() })
  const response = (await mock.handle(new Request(`${BASE}${path}`, init))) as Response
  return { entry: mock.journal.list()[0]!, answer: `${response.status} ${await response.text()}` }
}

describe('a request copied from the devtools', () => {
  it('as curl, gets the same answer from the standalone server', async () => {
    const { entry, answer } = await answered('/teams/create', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"name":"Copied","description":"from the panel"}',
    })
    const curl = curlSnippet(entry, { serverUrl: server.url, baseUrl: BASE })
    expect(curl).toMatch(/^curl -X POST 'http:\/\/127\.0\.0\.1:\d+\/v1\/teams\/create' \\\n/)
    const { stdout } = await run('sh', ['-c', `${curl} \\\n  --silent --write-out ' %{http_code}'`])
    const status = stdout.slice(stdout.lastIndexOf(' ') + 1)
    expect(`${status} ${stdout.slice(0, stdout.lastIndexOf(' '))}`).toBe(answer)
  })

  it('as fetch, gets the same answer from the standalone server, the scenario named by its header', async () => {
    const path = `/teams/members?team_id=${fixtures.engineering.team_id}`
    const { entry, answer } = await answered(path, { headers: { ...auth, 'x-mock-scenario': 'empty-teams' } })
    expect(entry.scenario).toBe('empty-teams')
    const snippet = fetchSnippet(entry, { serverUrl: server.url, baseUrl: BASE })
    expect(snippet).toContain('"X-Mock-Scenario": "empty-teams"')
    const logged: unknown[][] = []
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...args: unknown[]) => Promise<void>
    await new AsyncFunction('console', snippet)({ log: (...args: unknown[]) => logged.push(args) })
    expect(logged.map((args) => args.join(' '))).toEqual([answer])
  })
})
