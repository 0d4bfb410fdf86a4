import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { routes } from '../src/resources/routes.js'
import { generateClientTypes } from '../src/cli/generate-client-types.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { checkResponse } from './support/conformance.js'

type CallEveryOperation = (baseUrl: string, fetcher: typeof fetch) => Promise<Record<string, number>>

/** The contract's types as the package ships them (doc-workspace-mock/openapi). */
const types = readFileSync(new URL('../src/openapi/openapi.d.ts', import.meta.url), 'utf8')

describe('the typed client types the package ships', () => {
  it('are committed exactly as npm run openapi writes them from the committed document', async () => {
    const document = JSON.parse(readFileSync(new URL('../src/openapi/openapi.json', import.meta.url), 'utf8')) as ReturnType<
      typeof createOpenApiDocument
    >
    expect(types).toBe(await generateClientTypes(document))
  }, 30_000)

  it("names the records, so a client writes components['schemas']['Document']", () => {
    for (const name of ['Document', 'Team', 'Workspace', 'Folder', 'Member', 'Role', 'FieldError', 'ValidationErrorEnvelope'])
      expect(types).toContain(`        ${name}: `)
    expect(types).toMatch(/UploadDocumentRequest: \{[^}]*file: Blob;/)
  })

  it('type an update body that needs one field of several as a union of whole objects, never unknown', () => {
    expect(types).not.toMatch(/\| unknown\b/)
    const update = /UpdateTeamRequest: (\{[^}]*\}) \| (\{[^}]*\});/.exec(types)
    expect(update?.[1]).toMatch(/team_id: string;\s+name: string;\s+description\?: string;/)
    expect(update?.[2]).toMatch(/team_id: string;\s+name\?: string;\s+description: string;/)
  })

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
      // Imported by its URL: the calls are type-checked in a project of their own against the generated types (test/integration/typed-client.test.ts).
      const calls = (await import(new URL('typed-client/calls.ts', import.meta.url).href)) as { callEveryOperation: CallEveryOperation }
      const statuses = await calls.callEveryOperation(server.url, fetcher)
      expect(Object.keys(statuses).sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort())
      for (const [operation, status] of Object.entries(statuses))
        expect(status, operation).toBe(operation === 'GET /documents/stream' ? 206 : 200)
      expect(checked.length).toBeGreaterThan(routes.length)
    }, 60_000)
  })
})
