import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { routes } from '../src/resources/routes.js'
import { generateClientTypes } from '../src/cli/client-types.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { checkResponse } from './support/conformance.js'

type CallEveryOperation = (baseUrl: string, fetcher: typeof fetch) => Promise<Record<string, number>>

let types = ''
beforeAll(async () => {
  types = await generateClientTypes(createOpenApiDocument())
})

describe('a typed client generated from the OpenAPI document', () => {
  it("names the records, so a client writes components['schemas']['Document']", () => {
    for (const name of ['Document', 'Team', 'Workspace', 'Folder', 'Member', 'Role', 'FieldError', 'ValidationErrorEnvelope'])
      expect(types).toContain(`        ${name}: `)
    expect(types).toMatch(/UploadDocumentRequest: \{[^}]*file: Blob;/)
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
