import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import zodPackage from 'zod/package.json' with { type: 'json' }
import { createConsumerProject, type Ran } from '../support/consumer-project.js'
import { documentationBlocks } from '../support/readme-blocks.js'
import { TODAY } from './support/toolchain.js'

const root = new URL('../..', import.meta.url).pathname
const consumer = createConsumerProject()
const { folder } = consumer
afterAll(() => consumer.remove(), 120_000)

const sh = (command: string, args: string[] = []): Ran => spawnSync(command, args, { cwd: folder, encoding: 'utf8', env: consumer.env })

/** Every byte value, then the start of a multipart boundary: what a text encoding or a careless parser would change. */
const SENT = [...Array.from({ length: 256 }, (_, byte) => byte), ...Array.from('\r\n--boundary\r\n', (char) => char.charCodeAt(0))]

/**
 * A client's program: the mock in process (`doc-workspace-mock/node`), a
 * real `File` of SENT uploaded to Alice's drive through the generated client
 * (`upload` answers the new document's id), then the bytes the mock stored.
 */
const program = (imports: string, upload: string): string => `import { setupMockServer } from 'doc-workspace-mock/node'
${imports}
const API_URL = 'https://api.example.test'
const DRIVE_ID = '4326a444-c1cb-4503-8d09-b1fa4f6795b0' // Alice's drive
const mock = setupMockServer({ baseUrl: API_URL })
mock.listen({ onUnhandledRequest: 'error' })
const file = new File([new Uint8Array(${JSON.stringify(SENT)})], 'bytes.bin', { type: 'application/octet-stream' })
async function upload(): Promise<string> {
${upload}
}
const documentId = await upload()
console.log(JSON.stringify(Array.from(mock.db.blobs.get(documentId)?.bytes ?? [])))
mock.close()
`

/** Type-checks one client's folder under tsc --strict (the project's TypeScript: the registry's latest, 7; 6 for hey-api), declaration files included. */
function typeCheck(client: string): string {
  const compilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
  }
  writeFileSync(join(folder, `tsconfig.${client}.json`), JSON.stringify({ compilerOptions, include: [`src/${client}`] }))
  return sh('node', ['node_modules/typescript/bin/tsc', '-p', `tsconfig.${client}.json`]).stdout
}

/** Runs a client's program (TypeScript, through this checkout's tsx) and answers the bytes the mock stored. */
function storedBytes(client: string): unknown {
  const ran = sh(join(root, 'node_modules/.bin/tsx'), [`src/${client}/main.ts`])
  expect(ran.stderr).toBe('')
  return JSON.parse(ran.stdout)
}

/**
 * A TypeScript project made today (TypeScript from the registry's `latest`,
 * 7), with the mock installed from its tarball and what a user picks for a
 * client of its OpenAPI document, in one install: openapi-fetch over the
 * types the package ships (`doc-workspace-mock/openapi`), and the generators
 * orval 8 and hey-api, which read src/openapi/openapi.json. Each client is
 * type-checked and uploads a real `File` to the mock. orval 8 and hey-api
 * generate on Node 22.18 or later: CI runs this file on Node 24. hey-api
 * generates through TypeScript's compiler API: its test installs TypeScript 6.
 */
describe('clients generated from the OpenAPI document', () => {
  beforeAll(() => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
    if (major < 22 || (major === 22 && minor < 18))
      throw new Error(
        `orval 8 and hey-api need Node 22.18 or later, and this is Node ${process.versions.node}: run this file on Node 24 (.ci/with-node 24 npx vitest run …)`,
      )
    // As the README installs the mock, as dev dependencies, beside TypeScript as `npm install --save-dev typescript` gives it today.
    consumer.install(
      '--save-dev',
      consumer.pack(),
      `msw@${TODAY.msw}`,
      `zod@${zodPackage.version}`,
      'typescript',
      'orval@~8.38.0',
      '@hey-api/openapi-ts@~0.99.0',
      'openapi-fetch',
    )
    copyFileSync(join(root, 'src/openapi/openapi.json'), join(folder, 'openapi.json'))
  }, 180_000)

  it('the types command writes the types the package ships, with neither openapi-typescript nor TypeScript 5 installed', () => {
    expect(sh('node', ['node_modules/typescript/bin/tsc', '--version']).stdout).toMatch(/^Version 7\./)
    expect(sh('npm', ['ls', 'openapi-typescript']).stdout).toContain('(empty)')
    mkdirSync(join(folder, 'src/openapi-fetch'), { recursive: true })
    const written = sh('npx', ['doc-workspace-mock', 'types', '--out', 'src/openapi-fetch/api.ts'])
    expect(written.stderr).toBe('')
    expect(written.status).toBe(0)
    const shipped = readFileSync(join(folder, 'node_modules/doc-workspace-mock/src/openapi/openapi.d.ts'), 'utf8')
    expect(readFileSync(join(folder, 'src/openapi-fetch/api.ts'), 'utf8')).toBe(shipped)
    expect(shipped).toMatch(/UploadDocumentRequest: \{[^}]*file: Blob;/)
  }, 120_000)

  it('openapi-fetch over doc-workspace-mock/openapi: type-checks an upload of a File and stores its bytes as sent', () => {
    mkdirSync(join(folder, 'src/openapi-fetch'), { recursive: true })
    writeFileSync(
      join(folder, 'src/openapi-fetch/main.ts'),
      program(
        `import createClient from 'openapi-fetch'\nimport type { paths } from 'doc-workspace-mock/openapi'`,
        `  const api = createClient<paths>({ baseUrl: API_URL, headers: { Authorization: 'Bearer demo-token' } })
  const { data, error } = await api.POST('/documents/upload', {
    body: { file, workspace_id: DRIVE_ID },
    bodySerializer: (body) => {
      const form = new FormData()
      form.append('file', body.file)
      form.append('workspace_id', body.workspace_id)
      return form
    },
  })
  if (!data) throw new Error(JSON.stringify(error))
  return data.result.document_id`,
      ),
    )
    expect(typeCheck('openapi-fetch')).toBe('')
    expect(storedBytes('openapi-fetch')).toEqual(SENT)
  }, 120_000)

  it('orval 8: types the file Blob | File (fetch client and zod schema), type-checks an upload of a File and stores its bytes as sent', () => {
    writeFileSync(
      join(folder, 'orval.config.mjs'),
      `export default {
  client: { input: './openapi.json', output: { target: 'src/orval/client.ts', client: 'fetch', baseUrl: 'https://api.example.test' } },
  zod: { input: './openapi.json', output: { target: 'src/orval/zod.ts', client: 'zod' } },
}
`,
    )
    const generated = sh('npx', ['orval', '--config', 'orval.config.mjs'])
    expect(generated.status, generated.stderr).toBe(0)
    writeFileSync(
      join(folder, 'src/orval/main.ts'),
      program(
        `import { documentsUpload } from './client'\nimport { DocumentsUploadBody } from './zod'`,
        `  const body = { file, workspace_id: DRIVE_ID }
  DocumentsUploadBody.parse(body) // the request's zod schema: the file is a Blob
  const answer = await documentsUpload(body, { headers: { Authorization: 'Bearer demo-token' } })
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.data))
  return answer.data.result.document_id`,
      ),
    )
    expect(typeCheck('orval')).toBe('')
    expect(storedBytes('orval')).toEqual(SENT)
  }, 120_000)

  it("hey-api: with the configuration docs/typed-client.md shows (its zod plugin's string resolver), on the TypeScript 6 it generates with, validates and type-checks an upload of a File and stores its bytes as sent", () => {
    // hey-api writes its code through TypeScript's compiler API, which TypeScript 7 does not have (docs/typed-client.md).
    consumer.install('--save-dev', 'typescript@^6.0.0')
    expect(sh('node', ['node_modules/typescript/bin/tsc', '--version']).stdout).toMatch(/^Version 6\./)
    // That configuration, reading this checkout's document and writing where the program imports from.
    const config = documentationBlocks.find((block) => block.lang === 'js' && block.code.includes("'~resolvers'"))?.code ?? ''
    expect(config).toContain('validator: true')
    writeFileSync(
      join(folder, 'openapi-ts.config.mjs'),
      config.replace(/input: '[^']*'/, "input: './openapi.json'").replace(/output: '[^']*'/, "output: 'src/hey-api'"),
    )
    const generated = sh('npx', ['openapi-ts'])
    expect(generated.status, generated.stderr).toBe(0)
    writeFileSync(
      join(folder, 'src/hey-api/main.ts'),
      program(
        `import { client } from './client.gen'\nimport { documentsUpload } from './sdk.gen'`,
        `  client.setConfig({ baseUrl: API_URL, headers: { Authorization: 'Bearer demo-token' } })
  const { data, error } = await documentsUpload({ body: { file, workspace_id: DRIVE_ID } })
  if (!data) throw new Error(JSON.stringify(error))
  return data.result.document_id`,
      ),
    )
    expect(typeCheck('hey-api')).toBe('')
    expect(storedBytes('hey-api')).toEqual(SENT)
  }, 120_000)
})
