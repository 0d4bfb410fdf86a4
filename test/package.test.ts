import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { routes } from '../src/resources/routes.js'

const root = new URL('..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'dwm-consumer-'))
// The consumer holds two installs (msw, jest): removing them outlasts the default hook timeout on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000)

const run = (cmd: string, args: string[], cwd: string): string =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } })

describe('the packed package', () => {
  it('installs from its tarball and serves a consumer through doc-workspace-mock/node, /server and /client, with the API reference page', () => {
    run('npm', ['pack', '--pack-destination', work], root)
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
    expect(tarball).toBeDefined()
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`, 'msw@~2.15.0', 'swagger-ui-dist@^5.35.0'], work)
    writeFileSync(
      join(work, 'check.mjs'),
      `import { setupMockServer } from 'doc-workspace-mock/node'
import { createMock } from 'doc-workspace-mock'
import { startMockServer } from 'doc-workspace-mock/server'
import { createMockClient } from 'doc-workspace-mock/client'
import { apiCoverage } from 'doc-workspace-mock/vitest'
const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
mock.listen({ onUnhandledRequest: 'error' })
const login = await (await fetch('https://api.example.test/auth/api-key', { method: 'POST', body: JSON.stringify({ api_key: 'demo-api-key' }) })).json()
const teams = await (await fetch('https://api.example.test/teams', { headers: { authorization: 'Bearer ' + login.result.access_token } })).json()
const coverage = await mock.coverage()
mock.close()
const server = await startMockServer({ port: 0, quiet: true })
const records = await createMockClient({ url: server.url }).session('consumer').records('teams', { name: 'Design' })
const docs = (await fetch(server.url + '/__mock/docs')).status
const renderer = (await fetch(server.url + '/__mock/docs/swagger-ui-bundle.js')).status
await server.close()
console.log(JSON.stringify({ total: teams.result.total, core: typeof createMock, records: records.length, docs, renderer, reporter: typeof apiCoverage().onTestRunEnd, coverage: coverage.summary.operations.exercised }))
`,
    )
    const out = JSON.parse(run('node', ['check.mjs'], work))
    expect(out).toEqual({ total: 3, core: 'function', records: 1, docs: 200, renderer: 200, reporter: 'function', coverage: 2 })
    const typesOut = run('node', ['-e', "console.log(JSON.stringify(require('./node_modules/doc-workspace-mock/package.json').exports['./node']))"], work)
    expect(JSON.parse(typesOut)).toMatchObject({ types: expect.stringMatching(/\.d\.ts$/) })
  }, 180_000)

  it('gives a Jest project the API coverage of every test file and worker, and fails the run under failUnder', () => {
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', 'jest@30'], work)
    writeFileSync(
      join(work, 'jest.config.js'),
      `export default {
  testEnvironment: 'node',
  maxWorkers: 2,
  setupFilesAfterEnv: ['doc-workspace-mock/jest-setup'],
  reporters: ['default', ['doc-workspace-mock/jest-reporter', { outputDir: 'api-coverage', failUnder: JSON.parse(process.env.FAIL_UNDER ?? '{}') }]],
}
`,
    )
    for (const [file, path] of [['teams', '/teams'], ['team', '/teams/info']]) {
      writeFileSync(
        join(work, `${file}.test.js`),
        `import { setupMockServer } from 'doc-workspace-mock/node'
const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.close())
test('asks with a good token and a bad one', async () => {
  expect((await fetch('https://api.example.test/teams', { headers: { authorization: 'Bearer demo-token' } })).status).toBe(200)
  expect((await fetch('https://api.example.test${path}', { headers: { authorization: 'Bearer expired' } })).status).toBe(401)
  const { appendFileSync } = await import('node:fs')
  appendFileSync('workers.txt', process.pid + '\\n')
})
`,
      )
    }
    // A fresh cache each time: with timings of earlier runs, Jest would run two fast files in band.
    const jest = (failUnder: object) =>
      spawnSync(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--cacheDirectory', mkdtempSync(join(work, 'jest-cache-'))], {
        cwd: work,
        encoding: 'utf8',
        env: { ...process.env, FAIL_UNDER: JSON.stringify(failUnder) },
      })
    const percent = Math.round((2 / routes.length) * 1000) / 10
    const passing = jest({ operations: 5 })
    expect(passing.status, passing.stderr).toBe(0)
    expect(new Set(readFileSync(join(work, 'workers.txt'), 'utf8').trim().split('\n')).size).toBe(2)
    expect(`${passing.stdout}${passing.stderr}`).toContain(`API coverage: 2/${routes.length} operations (${percent} %)`)
    const report = JSON.parse(readFileSync(join(work, 'api-coverage', 'api-coverage.json'), 'utf8'))
    const produced = report.operations.flatMap((operation: { path: string; answers: Array<{ label: string; requests: number }> }) =>
      operation.answers.filter((answer) => answer.requests > 0).map((answer) => `${operation.path} ${answer.label} ×${answer.requests}`),
    )
    expect(produced).toEqual(['/teams 200 OK ×2', '/teams 401 Invalid token ×1', '/teams/info 401 Invalid token ×1'])
    const failing = jest({ operations: 100 })
    expect(failing.status).toBe(1)
    expect(`${failing.stdout}${failing.stderr}`).toContain(`operations: ${percent} % exercised (2 of ${routes.length}), under the 100 % required`)
    expect(`${failing.stdout}${failing.stderr}`).toContain('  Upload Document (POST /documents/upload)')
  }, 300_000)
})
