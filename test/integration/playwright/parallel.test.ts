import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockClient } from '../../../src/client/mock-client.js'
import { startMockServer, type MockHttpServer } from '../../../src/adapters/server/server.js'

const suite = new URL('./suite/', import.meta.url).pathname
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
const work = mkdtempSync(join(tmpdir(), 'dwm-playwright-'))

/** One test of the Playwright JSON report, with the results of its runs. */
interface ReportTest {
  projectName: string
  status: string
  results: Array<{ status: string; workerIndex: number; parallelIndex: number }>
}
interface ReportSuite {
  specs?: Array<{ title: string; tests: ReportTest[] }>
  suites?: ReportSuite[]
}
const testsOf = (suites: readonly ReportSuite[] = []): Array<ReportTest & { title: string }> =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ ...test, title: spec.title }))),
    ...testsOf(suite.suites),
  ])

/** Runs a command to its end; answers its exit code and what it printed. */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })

let server: MockHttpServer
let app: Server
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true })
  // The app under test, served from loopback as a dev server would (Chromium keeps pages of other addresses off 127.0.0.1).
  const html = readFileSync(`${suite}app.html`)
  app = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html))
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  await server.close()
  app.close()
  rmSync(work, { recursive: true, force: true })
})

describe('the Playwright fixture', () => {
  it('gives each of four parallel workers its own session on one server, with no cross-talk', async () => {
    const report = join(work, 'report.json')
    const { code, output } = await run(process.execPath, [cli, 'test', '--config', `${suite}playwright.config.ts`], {
      ...process.env,
      MOCK_SERVER_URL: server.url,
      APP_URL: `http://127.0.0.1:${(app.address() as AddressInfo).port}/`,
      PW_REPORT_FILE: report,
      PW_OUTPUT_DIR: join(work, 'results'),
    })
    const { suites, stats, errors } = JSON.parse(readFileSync(report, 'utf8'))
    expect({ code, errors, unexpected: stats.unexpected, flaky: stats.flaky }, output).toEqual({
      code: 0,
      errors: [],
      unexpected: 0,
      flaky: 0,
    })
    const tests = testsOf(suites)
    expect(tests.map((test) => [test.projectName, test.status]).sort()).toEqual([
      ...Array.from({ length: 4 }, () => ['per-test', 'expected']),
      ...Array.from({ length: 2 }, () => ['per-worker', 'expected']),
    ])
    // Each lane waited for the other three: four workers held a test at the same time.
    const lanes = tests.filter((test) => test.projectName === 'per-test').flatMap((test) => test.results)
    expect(new Set(lanes.map((result) => result.parallelIndex))).toEqual(new Set([0, 1, 2, 3]))
    expect(new Set(lanes.map((result) => result.workerIndex)).size).toBe(4)

    // Every request named a session: the default world served none and is as seeded.
    const client = createMockClient({ url: server.url })
    expect(await client.journal.list()).toEqual([])
    expect(server.mock.db.teams.count()).toBe(4)
    // Each test's and each worker's session ended with it; only the meeting place is left.
    expect((await client.sessions.list()).map((session) => session.id)).toEqual(['rendezvous'])
    expect(
      await client
        .session('rendezvous')
        .records('teams', { name: ['Lane 1 arrived', 'Lane 2 arrived', 'Lane 3 arrived', 'Lane 4 arrived'] }),
    ).toHaveLength(4)
  }, 180_000)
})
