import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import mswPackage from 'msw/package.json' with { type: 'json' }
import vitestPackage from 'vitest/package.json' with { type: 'json' }
import zodPackage from 'zod/package.json' with { type: 'json' }
import { createConsumerProject, type Ran } from '../support/consumer-project.js'
import { alterJson, startDriftProxy, type DriftProxy } from '../support/drift-proxy.js'

/**
 * The Pact file a client's own suite writes, proven with Pact's own tools: a
 * consumer project with the package from its tarball writes it from a Vitest
 * run of two files in two workers and from a Jest run, and
 * `@pact-foundation/pact`'s Verifier replays it against `doc-workspace-mock
 * serve` as the provider (provider states set through the control routes),
 * where it passes, and against a stand-in that drifted, where it fails naming
 * the interaction. The bi-directional comparison runs offline with PactFlow's
 * own comparer (swagger-mock-validator): the mock's OpenAPI document and the
 * Pact file agree; a service's document that drifted does not.
 */
const consumer = createConsumerProject()
const { folder } = consumer
const children: ChildProcess[] = []
let drifted: DriftProxy | undefined
afterAll(async () => {
  await drifted?.close()
  for (const child of children) child.kill('SIGTERM')
  consumer.remove()
}, 120_000)

const PACT = 'pacts/web-app-document-workspace-service.json'
const TEAM = 'b400fbbb-60b9-4e2a-9424-b516c6a72fb6' // Design
const DRIVE = '4326a444-c1cb-4503-8d09-b1fa4f6795b0' // Alice's drive
const DOCUMENT = '150fa6b7-c834-41f2-b199-d90ea9b6f84b' // Notes.txt, in her drive

/** One test file of the client's suite, the same for Vitest and Jest: the mock in process, the requests a client makes. */
const clientFile = (requests: string): string => `import { setupMockServer } from 'doc-workspace-mock/node'
const API = 'https://api.example.test'
const mock = setupMockServer({ baseUrl: API })
const bearer = (token) => ({ authorization: 'Bearer ' + token })
const post = (path, body, token, method = 'POST') =>
  fetch(API + path, { method, headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, body: JSON.stringify(body) })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.close())
test('talks to the service', async () => {
${requests}
})
`

const TEAMS = `  const { result } = await (await post('/auth/api-key', { api_key: 'demo-api-key' })).json()
  expect((await fetch(API + '/teams', { headers: bearer(result.access_token) })).status).toBe(200)
  expect((await fetch(API + '/teams', { headers: bearer('expired') })).status).toBe(401)
  expect((await fetch(API + '/teams/info?team_id=${TEAM}', { headers: bearer('demo-token') })).status).toBe(200)
  expect((await post('/teams/create', { name: 'Docs' }, 'demo-token')).status).toBe(200)`
const DOCUMENTS = `  expect((await fetch(API + '/teams', { headers: bearer('demo-token') })).status).toBe(200)
  expect((await fetch(API + '/workspaces/drive', { headers: bearer('demo-token') })).status).toBe(200)
  expect((await fetch(API + '/documents?workspace_id=${DRIVE}', { headers: bearer('demo-token') })).status).toBe(200)
  expect((await post('/documents/archive', { document_id: '${DOCUMENT}' }, 'demo-token', 'PUT')).status).toBe(200)
  expect((await fetch(API + '/teams', { headers: { ...bearer('demo-token'), 'x-mock-scenario': 'empty-teams' } })).status).toBe(200)`

/**
 * The provider's side, as a backend's CI writes it: Pact's Verifier with a
 * state handler per provider state, each switching the server's scenario
 * and resetting it through the control routes, and answering the values the
 * requests take from the state (the credential, the ids).
 */
const VERIFY = `import { readFileSync } from 'node:fs'
import { Verifier } from '@pact-foundation/pact'
const [providerBaseUrl, control, pactFile] = process.argv.slice(2)
const states = new Set(JSON.parse(readFileSync(pactFile, 'utf8')).interactions.flatMap((i) => i.providerStates.map((s) => s.name)))
const setUp = (state) => async (params) => {
  const name = /^scenario (.+)$/.exec(state)[1]
  const put = await fetch(control + '/__mock/scenario', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) })
  if (!put.ok) throw new Error('no scenario ' + name)
  await fetch(control + '/__mock/reset', { method: 'POST' })
  return { ...params, accessToken: 'demo-token', apiKey: 'demo-api-key' }
}
const stateHandlers = Object.fromEntries([...states].map((state) => [state, setUp(state)]))
try {
  await new Verifier({ providerBaseUrl, pactUrls: [pactFile], stateHandlers, logLevel: 'error' }).verifyProvider()
  console.log('VERIFIED')
} catch (error) {
  console.log('NOT VERIFIED: ' + error.message)
  process.exitCode = 1
}
`

const ENV = { ...consumer.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' }
const sh = (command: string, args: string[]): Ran => spawnSync(command, args, { cwd: folder, encoding: 'utf8', env: ENV })

/** The Verifier's run, in a process of its own while this one keeps answering (the drifted stand-in lives here). */
function verify(provider: string, control: string): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['verify.mjs', provider, control, PACT],
      { cwd: folder, env: ENV, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** `doc-workspace-mock serve` from the consumer's install, on a free port: its URL once it listens. */
async function serve(): Promise<string> {
  const child = spawn(join(folder, 'node_modules/.bin/doc-workspace-mock'), ['serve', '--port', '0', '--quiet'], { cwd: folder })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const url = /listening at (http:\/\/\S+)/.exec(output)?.[1]
      if (url && /Press Ctrl\+C to stop/.test(output)) resolve(url)
    })
    child.on('exit', (code) => reject(new Error(`serve exited ${code}:\n${output}`)))
  })
}

interface Pact {
  interactions: Array<{ description: string; providerStates: Array<{ name: string }> }>
}
const readPact = (): Pact => JSON.parse(readFileSync(join(folder, PACT), 'utf8')) as Pact
const EXPECTED = [
  'API key authentication: 200',
  'Archive Document: 200',
  'Create Team: 200',
  'Get Account Drive: 200',
  'Get Account Teams: 200',
  'Get Account Teams: 200 (shape 2)',
  'Get Account Teams: 401 Invalid token',
  'Get Document By Workspace: 200',
  'Get Team Details: 200',
]

describe("Pact contracts from a client's suite, verified by Pact's verifier", () => {
  beforeAll(() => {
    consumer.install(
      '--save-dev',
      consumer.pack(),
      `msw@${mswPackage.version}`,
      `zod@${zodPackage.version}`,
      `vitest@${vitestPackage.version}`,
      'jest@30',
      '@pact-foundation/pact@17.1.4',
    )
    // PactFlow's comparer in a folder of its own: its install script patches a copy of ajv that the project's tree hoists elsewhere.
    consumer.run('mkdir', ['-p', 'bdct'])
    consumer.run('npm', [
      'install',
      '--prefix',
      'bdct',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '@pactflow/swagger-mock-validator@14.5.0',
    ])
    writeFileSync(join(folder, 'teams.test.js'), `import { afterAll, beforeAll, expect, test } from 'vitest'\n${clientFile(TEAMS)}`)
    writeFileSync(join(folder, 'documents.test.js'), `import { afterAll, beforeAll, expect, test } from 'vitest'\n${clientFile(DOCUMENTS)}`)
    writeFileSync(join(folder, 'verify.mjs'), VERIFY)
  })

  it('writes one Pact file from every file and worker of a Vitest run', () => {
    writeFileSync(
      join(folder, 'vitest.config.js'),
      `import { defineConfig } from 'vitest/config'
import { pactContract } from 'doc-workspace-mock/vitest'
export default defineConfig({ test: {
  include: ['*.test.js'], pool: 'forks', maxWorkers: 2,
  setupFiles: ['doc-workspace-mock/vitest-setup'],
  reporters: ['default', pactContract({ consumer: 'web-app', outputDir: 'pacts' })],
} })
`,
    )
    const run = sh(process.execPath, ['node_modules/vitest/vitest.mjs', 'run'])
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toContain(`Pact file: ${EXPECTED.length} interactions of 7 operations in ${PACT}`)
    expect(readPact().interactions.map((interaction) => interaction.description)).toEqual(EXPECTED)
    const text = readFileSync(join(folder, PACT), 'utf8')
    for (const secret of ['demo-token', 'demo-api-key', 'expired', 'dwm_']) expect(text).not.toContain(secret)
  })

  it('writes the same Pact file from a Jest run', () => {
    writeFileSync(
      join(folder, 'jest.config.js'),
      `export default {
  testEnvironment: 'node', maxWorkers: 2, testMatch: ['**/jest/*.test.js'],
  setupFilesAfterEnv: ['doc-workspace-mock/jest-setup'],
  reporters: ['default', ['doc-workspace-mock/jest-pact-reporter', { consumer: 'web-app', outputDir: 'pacts-jest' }]],
}
`,
    )
    consumer.run('mkdir', ['-p', 'jest'])
    writeFileSync(join(folder, 'jest/teams.test.js'), clientFile(TEAMS))
    writeFileSync(join(folder, 'jest/documents.test.js'), clientFile(DOCUMENTS))
    const run = sh(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'])
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(readFileSync(join(folder, 'pacts-jest/web-app-document-workspace-service.json'), 'utf8')).toBe(
      readFileSync(join(folder, PACT), 'utf8'),
    )
  })

  it('passes the Verifier against serve, each provider state set through the control routes', async () => {
    const server = await serve()
    const verified = await verify(server, server)
    expect(verified.stdout, verified.stdout + verified.stderr).toContain('\nVERIFIED')
    expect(verified.status).toBe(0)
    for (const description of EXPECTED) expect(verified.stdout).toContain(description)
  })

  it('fails the Verifier against a stand-in whose team details drifted, naming the interaction', async () => {
    const server = await serve()
    // The team's `name` became `title`: every other answer is the service's own.
    drifted = await startDriftProxy(server, {
      alter: (exchange) => {
        if (exchange.url.pathname === '/teams/info')
          alterJson(exchange, (body) => {
            const { name, ...result } = body.result as Record<string, unknown>
            return { ...body, result: { ...result, title: name } }
          })
      },
    })
    const verified = await verify(drifted.url, server)
    expect(verified.status).toBe(1)
    expect(verified.stdout).toContain('NOT VERIFIED')
    expect(verified.stdout).toMatch(/Get Team Details: 200[\s\S]*\$\.result[\s\S]*name/)
    expect(verified.stdout).toContain('There were 1 pact failures')
  })

  it("passes PactFlow's bi-directional comparison with the mock's OpenAPI document, and fails it with a drifted service's document", async () => {
    const validator = join(folder, 'bdct/node_modules/.bin/swagger-mock-validator')
    const agreed = sh(validator, ['node_modules/doc-workspace-mock/src/openapi/openapi.json', PACT])
    expect(agreed.stdout + agreed.stderr).toContain('0 error(s)')
    expect(agreed.status).toBe(0)
    const document = JSON.parse(readFileSync(join(folder, 'node_modules/doc-workspace-mock/src/openapi/openapi.json'), 'utf8')) as {
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> }
    }
    document.components.schemas.CreateTeamRequest!.properties.region = { type: 'string' }
    document.components.schemas.CreateTeamRequest!.required.push('region')
    writeFileSync(join(folder, 'service-openapi.json'), JSON.stringify(document))
    const refused = sh(validator, ['service-openapi.json', PACT])
    expect(refused.status).toBe(1)
    expect(refused.stdout + refused.stderr).toMatch(/must have required property 'region'[\s\S]*interactionDescription: 'Create Team: 200'/)
  })
})
