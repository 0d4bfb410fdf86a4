import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import mswPackage from 'msw/package.json' with { type: 'json' }
import zodPackage from 'zod/package.json' with { type: 'json' }
import { createConsumerProject, type Ran } from '../support/consumer-project.js'
import { documentationBlocks } from '../support/readme-blocks.js'

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

/** Type-checks one client's folder under tsc --strict (the project's TypeScript 5), declaration files included. */
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
 * A TypeScript project made today (TypeScript from the registry's `latest`),
 * with the mock installed from its tarball and the generators a user picks
 * for a client of its OpenAPI document, in one install: orval 8, hey-api
 * and, through `doc-workspace-mock types`, openapi-typescript for
 * openapi-fetch. Each client is generated from src/openapi/openapi.json,
 * type-checked, and uploads a real `File` to the mock.
 */
describe('clients generated from the OpenAPI document', () => {
  beforeAll(() => {
    // As the README installs the mock, as dev dependencies, beside TypeScript as `npm install --save-dev typescript` gives it today.
    consumer.install(
      '--save-dev',
      consumer.pack(),
      `msw@${mswPackage.version}`,
      `zod@${zodPackage.version}`,
      'typescript',
      'orval@~8.38.0',
      '@hey-api/openapi-ts@~0.99.0',
      'openapi-fetch',
    )
    copyFileSync(join(root, 'src/openapi/openapi.json'), join(folder, 'openapi.json'))
  }, 180_000)

  it('openapi-typescript: the types command names what it needs in an install line that works as printed', () => {
    const missing = sh('npx', ['doc-workspace-mock', 'types', '--out', 'src/openapi-fetch/api.ts'])
    expect(missing.status).toBe(1)
    const line = /npm install [^\n]+/.exec(missing.stderr)?.[0]
    expect(line, missing.stderr).toMatch(/^npm install --save-dev openapi-typescript /)
    // As printed, in this project whose TypeScript is the registry's latest.
    const installed = sh('bash', ['-c', line ?? 'false'])
    expect(installed.stderr).not.toMatch(/ERESOLVE/)
    expect(installed.status).toBe(0)
    mkdirSync(join(folder, 'src/openapi-fetch'), { recursive: true })
    expect(sh('npx', ['doc-workspace-mock', 'types', '--out', 'src/openapi-fetch/api.ts']).status).toBe(0)
    expect(readFileSync(join(folder, 'src/openapi-fetch/api.ts'), 'utf8')).toMatch(/UploadDocumentRequest: \{[^}]*file: Blob;/)
  }, 120_000)

  it('openapi-fetch over those types: type-checks an upload of a File and stores its bytes as sent', () => {
    writeFileSync(
      join(folder, 'src/openapi-fetch/main.ts'),
      program(
        `import createClient from 'openapi-fetch'\nimport type { paths } from './api'`,
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

  it("hey-api: with the configuration docs/typed-client.md shows (its zod plugin's string resolver), validates and type-checks an upload of a File and stores its bytes as sent", () => {
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
