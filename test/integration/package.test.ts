import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../src/resources/routes.js'
import { createConsumerProject } from '../support/consumer-project.js'
import { readme, readmeBlocks } from '../support/readme-blocks.js'
import { FLOOR, RUN } from './support/toolchain.js'

const consumer = createConsumerProject()
const { folder: work, env, run, install, mswCopies, node, compile } = consumer
// The consumer holds two installs (msw, jest): removing them outlasts the default hook timeout on a busy machine.
afterAll(() => consumer.remove(), 120_000)

const SERVE_A_CONSUMER = `import { setupMockServer } from 'doc-workspace-mock/node'
import { createMock } from 'doc-workspace-mock'
import { startMockServer } from 'doc-workspace-mock/server'
import { createMockClient } from 'doc-workspace-mock/client'
import { apiCoverage } from 'doc-workspace-mock/vitest'
const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
mock.listen({ onUnhandledRequest: 'error' })
const login = await (await fetch('https://api.example.test/auth/api-key', { method: 'POST', body: JSON.stringify({ api_key: 'demo-api-key' }) })).json()
const teams = await (await fetch('https://api.example.test/teams', { headers: { authorization: 'Bearer ' + login.result.access_token } })).json()
const coverage = await mock.coverage()
const unhandled = await fetch('https://elsewhere.example.test/').then(() => 'answered', () => 'failed')
mock.close()
const server = await startMockServer({ port: 0, quiet: true })
const records = await createMockClient({ url: server.url }).session('consumer').records('teams', { name: 'Design' })
const docs = (await fetch(server.url + '/__mock/docs')).status
const renderer = (await fetch(server.url + '/__mock/docs/swagger-ui-bundle.js')).status
await server.close()
// Types only: at run time an empty module, for a bundler that keeps \`import { type paths }\` as an import.
const openapi = Object.keys(await import('doc-workspace-mock/openapi'))
console.log(JSON.stringify({ total: teams.result.total, core: typeof createMock, unhandled, records: records.length, docs, renderer, reporter: typeof apiCoverage().onTestRunEnd, coverage: coverage.summary.operations.exercised, openapi }))
`

/** The msw the consumer has, as npm installed it. */
const mswVersion = (): string =>
  (JSON.parse(readFileSync(join(work, 'node_modules/msw/package.json'), 'utf8')) as { version: string }).version

// The consumer installs the toolchain of this Node: today's (msw 3, Vitest 5) on Node 24 in CI's integration
// leg, the oldest supported (msw 2, Vitest 4) on Node 20.19 in its floor leg.
describe(`the packed package on Node ${process.versions.node}, beside msw ${RUN.msw} and Vitest ${RUN.vitest} (${RUN.name})`, () => {
  let tarball = ''
  beforeAll(() => void (tarball = consumer.pack()), 120_000)

  it('installs from its tarball with a plain npm install, with one copy of msw in the tree', () => {
    install(tarball, `msw@${RUN.msw}`, 'swagger-ui-dist@^5.35.0')
    expect(mswCopies()).toEqual([`node_modules/msw@${mswVersion()}`])
    expect(mswVersion().split('.')[0]).toBe(RUN === FLOOR ? '2' : '3')
    const exports = JSON.parse(
      run('node', ['-p', "JSON.stringify(require('./node_modules/doc-workspace-mock/package.json').exports['./node'])"]),
    )
    expect(exports).toMatchObject({ types: expect.stringMatching(/\.d\.ts$/) })
  }, 120_000)

  it('serves a consumer through doc-workspace-mock/node, failing requests outside it under onUnhandledRequest "error", and serves the API reference page', () => {
    const { stdout, stderr } = node('serve.mjs', SERVE_A_CONSUMER)
    expect(stderr).not.toContain('another copy of msw')
    expect(JSON.parse(stdout)).toEqual({
      total: 3,
      core: 'function',
      unhandled: 'failed',
      records: 1,
      docs: 200,
      renderer: 200,
      reporter: 'function',
      coverage: 2,
      openapi: [],
    })
  }, 60_000)

  it('says so when handlers come from a second copy of msw, and still answers with them on every transport', () => {
    // What a monorepo or a forced install can leave: the package's own msw beside the project's.
    const nested = join(work, 'node_modules/doc-workspace-mock/node_modules/msw')
    cpSync(join(work, 'node_modules/msw'), nested, { recursive: true })
    try {
      expect(mswCopies()).toHaveLength(2)
      const { stdout, stderr } = node(
        'two-copies.mjs',
        `import { http, HttpResponse } from 'msw'
import { setupMockServer } from 'doc-workspace-mock/node'
import { startMockServer } from 'doc-workspace-mock/server'
const mine = http.get('https://api.example.test/teams', () => HttpResponse.json({ mine: true }))
const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
mock.listen()
mock.use(mine)
const intercepted = await (await fetch('https://api.example.test/teams')).json()
mock.close()
const server = await startMockServer({ mock, handlers: () => [mine, ...mock.handlers], port: 0, quiet: true })
const served = await (await fetch(server.url + '/teams')).json()
await server.close()
console.log(JSON.stringify({ intercepted, served }))
`,
      )
      expect(JSON.parse(stdout)).toEqual({ intercepted: { mine: true }, served: { mine: true } })
      expect(stderr).toContain('another copy of msw')
      expect(stderr).toContain(`msw ${mswVersion()} in ${nested}`)
    } finally {
      rmSync(nested, { recursive: true, force: true })
    }
  }, 60_000)

  it('gives a TypeScript project under moduleResolution node10 the types of every entry point', () => {
    const pkg = JSON.parse(readFileSync(join(work, 'node_modules/doc-workspace-mock/package.json'), 'utf8')) as {
      exports: Record<string, unknown>
    }
    const entries = Object.keys(pkg.exports).filter((entry) => !entry.endsWith('.json'))
    expect(entries).toEqual(expect.arrayContaining(['.', './node', './server', './browser', './client', './vitest', './jest-setup']))
    // node10 reads no exports map: without typesVersions each subpath is TS2307.
    const { diagnostics } = compile('node10', {
      'tsconfig.json': {
        compilerOptions: {
          target: 'es2022',
          module: 'commonjs',
          moduleResolution: 'node10',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
      },
      'index.ts': [
        ...entries.map((entry, i) => `import * as entry${i} from 'doc-workspace-mock${entry.slice(1)}'`),
        `import { setupMockServer } from 'doc-workspace-mock/node'`,
        `export const teams: number = setupMockServer().db.teams.count()`,
        // The state's query builder is typed by the record: a field's value or a predicate of its type.
        `export const engineering: string | undefined = setupMockServer().db.teams.findMany((q) => q.where({ name: (name) => name.startsWith('Eng') }))[0]?.name`,
        `// @ts-expect-error a team's name is a string`,
        `setupMockServer().db.teams.findFirst((q) => q.where({ name: 1 }))`,
        `export const all = [${entries.map((_, i) => `entry${i}`).join(', ')}]`,
      ].join('\n'),
    })
    expect(diagnostics).toBe('')
  }, 60_000)

  it('loads in a CommonJS project: TypeScript under module nodenext compiles the imports to require() calls that run on this Node', () => {
    const { folder, diagnostics } = compile('commonjs', {
      'package.json': { type: 'commonjs' },
      'tsconfig.json': { compilerOptions: { target: 'es2022', module: 'nodenext', strict: true, skipLibCheck: true, types: [] } },
      'index.ts': `import { createMock } from 'doc-workspace-mock'
import { setupMockServer } from 'doc-workspace-mock/node'
const mock = setupMockServer({ baseUrl: 'https://api.example.test' })
mock.listen({ onUnhandledRequest: 'error' })
void fetch('https://api.example.test/teams', { headers: { authorization: 'Bearer demo-token' } }).then(async (response) => {
  mock.close()
  console.log(JSON.stringify({ total: ((await response.json()) as { result: { total: number } }).result.total, core: typeof createMock }))
})
`,
    })
    expect(diagnostics).toBe('')
    expect(readFileSync(join(folder, 'index.js'), 'utf8')).toContain('require("doc-workspace-mock/node")')
    expect(JSON.parse(run('node', ['index.js'], folder))).toEqual({ total: 3, core: 'function' })
  }, 60_000)

  it('gives a Jest project the API coverage of every test file and worker, and fails the run under failUnder', () => {
    install('jest@30')
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
    for (const [file, path] of [
      ['teams', '/teams'],
      ['team', '/teams/info'],
    ]) {
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
      spawnSync(
        process.execPath,
        ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--cacheDirectory', mkdtempSync(join(work, 'jest-cache-'))],
        {
          cwd: work,
          encoding: 'utf8',
          env: { ...process.env, FAIL_UNDER: JSON.stringify(failUnder) },
        },
      )
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
    expect(`${failing.stdout}${failing.stderr}`).toContain(
      `operations: ${percent} % exercised (2 of ${routes.length}), under the 100 % required`,
    )
    expect(`${failing.stdout}${failing.stderr}`).toContain('  Upload Document (POST /documents/upload)')
  }, 300_000)

  it("runs the README's Node tests example verbatim, as a newcomer pastes it into a fresh project", () => {
    const section = readme.slice(readme.indexOf('\n## Node tests'))
    const example = readmeBlocks(section).find((block) => block.lang === 'ts')
    expect(example?.code).toContain("from 'doc-workspace-mock/node'")
    install(`vitest@${RUN.vitest}`)
    writeFileSync(join(work, 'teams.test.ts'), example?.code ?? '')
    const vitest = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'teams.test.ts'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...env, NO_COLOR: '1' },
    })
    expect(vitest.status, `${vitest.stdout}${vitest.stderr}`).toBe(0)
    expect(vitest.stdout).toMatch(/Tests {2}2 passed \(2\)/)
  }, 180_000)

  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
  it.runIf(major < 22 || (major === 22 && minor < 12))(
    'names the Node it needs when msw 3 is installed on an older Node, rather than failing every request',
    () => {
      install('msw@^3.0.0')
      expect(mswCopies()).toEqual([expect.stringMatching(/^node_modules\/msw@3\./)])
      const { status, stdout, stderr } = node('old-node.mjs', SERVE_A_CONSUMER)
      expect(status).not.toBe(0)
      expect(stdout).toBe('')
      // listen() throws in words, before any request could fail with a bare "TypeError: fetch failed".
      expect(stderr).toMatch(/^Error: \[doc-workspace-mock\] msw 3\.\S+ \(.+\) needs Node >=22\.12\.0, and this is Node /m)
    },
    120_000,
  )
})
