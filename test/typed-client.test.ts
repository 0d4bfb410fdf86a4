import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { routes } from '../src/resources/routes.js'
import { generateClientTypes } from '../src/runtimes/client-types.js'
import { startMockServer, type MockHttpServer } from '../src/runtimes/server.js'
import { checkResponse } from './support/conformance.js'

type CallEveryOperation = (baseUrl: string, fetcher: typeof fetch) => Promise<Record<string, number>>

const root = new URL('..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'dwm-typed-client-'))
let types = ''

/** A client project of its own: the generated types, the calls, `tsc --strict`, and this repository's node_modules. */
beforeAll(async () => {
  types = await generateClientTypes(createOpenApiDocument())
  writeFileSync(join(work, 'api.ts'), types)
  copyFileSync(join(root, 'test/typed-client/calls.ts'), join(work, 'calls.ts'))
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir')
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'typed-client', private: true, type: 'module' }))
  const compilerOptions = { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'NodeNext', moduleResolution: 'NodeNext', types: [], skipLibCheck: true }
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['calls.ts'] }))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

const tsc = (project: string) =>
  promisify(execFile)(join(root, 'node_modules/.bin/tsc'), ['-p', project], { cwd: work }).then(
    () => '',
    (failed: { stdout: string }) => failed.stdout,
  )

describe('a typed client generated from the OpenAPI document', () => {
  it('names the records, so a client writes components[\'schemas\'][\'Document\']', () => {
    for (const name of ['Document', 'Team', 'Workspace', 'Folder', 'Member', 'Role', 'FieldError', 'ValidationErrorEnvelope']) expect(types).toContain(`        ${name}: `)
    expect(types).toMatch(/UploadDocumentRequest: \{[^}]*file: Blob;/)
  })

  it('type-checks a call of every operation under tsc --strict, the upload taking a File with no cast', async () => {
    expect(await tsc('tsconfig.json')).toBe('')
    // The same upload with text where the file goes does not compile.
    writeFileSync(join(work, 'wrong.ts'), `import createClient from 'openapi-fetch'\nimport type { paths } from './api.js'\nconst api = createClient<paths>({})\nawait api.POST('/documents/upload', { body: { file: 'text', workspace_id: 'x' } })\nexport {}\n`)
    writeFileSync(join(work, 'tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', files: ['wrong.ts'] }))
    expect(await tsc('tsconfig.wrong.json')).toMatch(/^wrong\.ts\(4,\d+\): error TS2322: Type 'string' is not assignable/)
  }, 120_000)

  describe('against the standalone server', () => {
    let server: MockHttpServer
    beforeAll(async () => {
      server = await startMockServer({ port: 0, quiet: true })
    })
    afterAll(() => server?.close())

    it('calls every operation through openapi-fetch, each answer fitting the document', async () => {
      const checked: Response[] = []
      const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const request = new Request(input, init)
        const response = await fetch(request)
        const isJson = /^application\/json\b/.test(response.headers.get('content-type') ?? '') && request.method !== 'HEAD'
        const body = isJson && !new URL(request.url).pathname.endsWith('/stream') ? await response.clone().json() : undefined
        checkResponse(request.method, new URL(request.url).pathname, response, body)
        checked.push(response)
        return response
      }
      // Imported by its URL: the calls are type-checked in their own project above, against the generated types.
      const calls = (await import(new URL('typed-client/calls.ts', import.meta.url).href)) as { callEveryOperation: CallEveryOperation }
      const statuses = await calls.callEveryOperation(server.url, fetcher)
      expect(Object.keys(statuses).sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort())
      for (const [operation, status] of Object.entries(statuses)) expect(status, operation).toBe(operation === 'GET /documents/stream' ? 206 : 200)
      expect(checked.length).toBeGreaterThan(routes.length)
    }, 60_000)
  })
})
