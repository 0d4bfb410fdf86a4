import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { fromSchema, headerValue, sometimesWrong, type SchemaContext } from './support/arbitraries.js'
import { checkResponse } from './support/conformance.js'
import { PROPERTY_RUNS_PER_OPERATION } from './support/readme-figures.js'

/** Fixed, so every run sends the same requests in the same order. */
const SEED = 20_260_115
/** Requests per operation: 35 operations × 40 stays well inside the suite's time on two busy cores (the README quotes it). */
const RUNS = PROPERTY_RUNS_PER_OPERATION

const document = createOpenApiDocument()
const context: SchemaContext = { components: document.components.schemas }
type Json = Record<string, any>

/** What one generated request carries. */
interface Generated {
  token: string
  query: Record<string, unknown>
  headers: Record<string, string>
  body?: Record<string, unknown>
}

/** Values of the request headers that mean something, and how often (in 10) a request carries the header. */
const MEANINGFUL_HEADERS: Record<string, { values: readonly string[]; often: number }> = {
  Range: { values: ['bytes=0-9', 'bytes=5-', 'bytes=-5', 'bytes=99999999-', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-0'], often: 7 },
  'If-None-Match': { values: ['*', 'W/"0-00000000"'], often: 3 },
  'If-Range': { values: ['"0-00000000"'], often: 2 },
}

const sometimes = (often: number, value: fc.Arbitrary<string>): fc.Arbitrary<string | undefined> =>
  fc.oneof({ weight: 10 - often, arbitrary: fc.constant(undefined) }, { weight: often, arbitrary: value })

/** The arbitrary of one operation's requests, derived from its description in the document. */
function requestsOf(operation: Json, viewerToken: string): fc.Arbitrary<Generated> {
  const parameters = ((operation.parameters ?? []) as Json[]).map((p) =>
    p.$ref ? (document.components.parameters as Json)[p.$ref.split('/').pop()!] : p,
  )
  const query = parameters.filter((p) => p.in === 'query')
  const queryArb = fc.record(Object.fromEntries(query.map((p) => [p.name as string, fromSchema(p.schema, context, p.name)])), {
    requiredKeys: query.filter((p) => p.required).map((p) => p.name as string),
  })
  const headerArb = fc
    .record(
      Object.fromEntries(
        parameters
          .filter((p) => p.in === 'header')
          .map((p) => {
            const meaningful = MEANINGFUL_HEADERS[p.name as string] ?? { values: [], often: 5 }
            return [p.name as string, sometimes(meaningful.often, headerValue(p.example, meaningful.values))]
          }),
      ),
    )
    .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>)
  const content = operation.requestBody?.content as Json | undefined
  const schema = content ? (Object.values(content)[0] as Json).schema : undefined
  const bodyArb = schema ? sometimesWrong(fromSchema(schema, context) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined)
  const token = fc.oneof({ weight: 8, arbitrary: fc.constant('demo-token') }, fc.constantFrom(viewerToken, '', 'not-a-token'))
  return fc.record({ token, query: sometimesWrong(queryArb), headers: headerArb, body: bodyArb })
}

function toRequest(url: string, method: string, generated: Generated, multipart: boolean): Request {
  const target = new URL(url)
  for (const [name, value] of Object.entries(generated.query))
    if (value !== undefined) target.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value))
  const headers: Record<string, string> = { ...generated.headers }
  if (generated.token) headers.authorization = `Bearer ${generated.token}`
  let body: BodyInit | undefined
  if (generated.body && multipart) {
    const form = new FormData()
    for (const [name, value] of Object.entries(generated.body)) {
      if (name === 'file') form.append('file', new File([String(value)], 'generated.txt', { type: 'text/plain' }))
      else if (value !== undefined) form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
    }
    body = form
  } else if (generated.body) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(generated.body)
  }
  return new Request(target, { method, headers, body })
}

let server: MockHttpServer
let viewerToken = ''
const login = async () => {
  const answer = await fetch(`${server.url}/auth/api-key`, { method: 'POST', body: JSON.stringify({ api_key: 'viewer-api-key' }) })
  viewerToken = ((await answer.json()) as Json).result.access_token
}
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true })
})
afterAll(() => server?.close())

describe('every operation, under generated requests', () => {
  it('never answers 5xx, and every answer fits the OpenAPI document', async ({ task }) => {
    let requests = 0
    const statuses = new Map<number, number>()
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item) as Array<[string, Json]>) {
        server.mock.reset()
        await login()
        const multipart = Boolean(operation.requestBody?.content?.['multipart/form-data'])
        await fc.assert(
          fc.asyncProperty(requestsOf(operation, viewerToken), async (generated) => {
            requests++
            const request = toRequest(`${server.url}${path}`, method.toUpperCase(), generated, multipart)
            const response = await fetch(request)
            const bytes = await response.arrayBuffer()
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            const label = `${method.toUpperCase()} ${path} ${JSON.stringify(generated).slice(0, 300)}`
            expect(response.status, label).toBeLessThan(500)
            const json = /^application\/json\b/.test(response.headers.get('content-type') ?? '') && bytes.byteLength > 0
            const envelope =
              json && (response.status >= 300 || !path.endsWith('/stream')) ? JSON.parse(new TextDecoder().decode(bytes)) : undefined
            checkResponse(method.toUpperCase(), path, response, envelope)
          }),
          { seed: SEED, numRuns: RUNS },
        )
      }
    }
    task.meta.property = { requests, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)) }
    console.log(
      `property-based: ${requests} generated requests over 35 operations (seed ${SEED}), statuses ${JSON.stringify(task.meta.property.statuses)}`,
    )
    expect(requests).toBe(35 * RUNS)
    // The requests reach past validation: successes and refusals of every kind.
    for (const status of [200, 206, 304, 400, 401, 403, 404, 409, 416])
      expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0)
  }, 180_000)
})
