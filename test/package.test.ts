import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'dwm-consumer-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const run = (cmd: string, args: string[], cwd: string): string =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } })

describe('the packed package', () => {
  it('installs from its tarball and serves a consumer through doc-workspace-mock/node', () => {
    run('npm', ['pack', '--pack-destination', work], root)
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
    expect(tarball).toBeDefined()
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`, 'msw@~2.15.0'], work)
    writeFileSync(
      join(work, 'check.mjs'),
      `import { setupMockServer } from 'doc-workspace-mock/node'
import { createMock } from 'doc-workspace-mock'
import { apiCoverage } from 'doc-workspace-mock/vitest'
const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
mock.listen({ onUnhandledRequest: 'error' })
const login = await (await fetch('https://api.example.test/auth/api-key', { method: 'POST', body: JSON.stringify({ api_key: 'demo-api-key' }) })).json()
const teams = await (await fetch('https://api.example.test/teams', { headers: { authorization: 'Bearer ' + login.result.access_token } })).json()
const coverage = await mock.coverage()
mock.close()
console.log(JSON.stringify({ total: teams.result.total, core: typeof createMock, reporter: typeof apiCoverage().onTestRunEnd, coverage: coverage.summary.operations.exercised }))
`,
    )
    const out = JSON.parse(run('node', ['check.mjs'], work))
    expect(out).toEqual({ total: 3, core: 'function', reporter: 'function', coverage: 2 })
    const typesOut = run('node', ['-e', "console.log(JSON.stringify(require('./node_modules/doc-workspace-mock/package.json').exports['./node']))"], work)
    expect(JSON.parse(typesOut)).toMatchObject({ types: expect.stringMatching(/\.d\.ts$/) })
  }, 180_000)
})
