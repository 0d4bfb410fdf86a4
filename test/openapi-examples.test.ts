import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { routes } from '../src/resources/routes.js'
import { EXAMPLE_REQUESTS } from '../src/openapi/example-requests.js'
import { captureExamples, toExampleRequest } from '../src/cli/capture-examples.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { assertFitsContract } from './support/contract.js'

const document = createOpenApiDocument()
type Json = Record<string, any>
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries<Json>(item).map(([method, op]) => ({ path, method, op })),
)
const byId = new Map(operations.map((entry) => [entry.op.operationId as string, entry]))
const committed = JSON.parse(readFileSync(new URL('../src/openapi/examples.json', import.meta.url), 'utf8')) as Json

/** Reads `$response.body#/result/items/0/team_id` in a body. */
const pointer = (body: unknown, expression: string): unknown =>
  expression
    .replace('$response.body#/', '')
    .split('/')
    .reduce<any>((node, key) => node?.[key], body)

describe('the examples of the OpenAPI document', () => {
  it('are what the mock answers today to the example requests, captured by npm run openapi', async () => {
    expect(await captureExamples()).toEqual(committed)
  })

  it('show a request and a success of every operation, taken from the canned data', () => {
    for (const { path, method, op } of operations) {
      const label = `${method.toUpperCase()} ${path}`
      const required = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query' && p.required)
      for (const parameter of required) expect(parameter.example, `${label} ${parameter.name}`).toBeDefined()
      const content = op.requestBody?.content as Json | undefined
      if (content) expect(Object.values(content)[0].example, label).toBeDefined()
      const success = op.responses['200']?.content?.['application/json']
      if (success) expect(success.example, label).toMatchObject({ success: true, errors: null, except: null })
    }
    const info = byId.get('teamsInfo')!.op
    expect(info.parameters[0].example).toBe('fafc92f1-3277-40e1-9d04-e085624c2b9c')
    expect(info.responses['200'].content['application/json'].example.result.name).toBe('Engineering')
    expect(byId.get('documentsUpload')!.op.requestBody.content['multipart/form-data'].example).toMatchObject({ file: expect.any(String) })
  })

  it('fit the document they illustrate: status, headers and body', () => {
    expect(Object.keys(committed).sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort())
    for (const [key, example] of Object.entries(committed)) {
      const [method, path] = key.split(' ') as [string, string]
      const headers = new Headers(example.headers)
      assertFitsContract({
        method,
        path,
        status: example.status,
        headers,
        contentType: headers.get('content-type'),
        ...(example.response ? { body: example.response } : {}),
      })
    }
    expect(committed['GET /documents/stream']).toMatchObject({
      status: 206,
      headers: { 'content-range': expect.stringMatching(/^bytes 0-99\//) },
    })
  })
})

describe('the links of the OpenAPI document', () => {
  it('lead from a new team to its details, its workspaces and its members', () => {
    const links = byId.get('teamsCreate')!.op.responses['200'].links as Json
    expect(links.teamsInfo).toEqual({
      operationId: 'teamsInfo',
      parameters: { team_id: '$response.body#/result/team_id' },
      description: expect.any(String),
    })
    expect(Object.keys(links)).toEqual(expect.arrayContaining(['teamsInfo', 'teamsWorkspaces', 'teamsMembers', 'workspaces']))
    expect(byId.get('workspacesCreate')!.op.responses['200'].links.folders.parameters).toEqual({
      workspace_id: '$response.body#/result/workspace_id',
    })
    expect(byId.get('documentsUpload')!.op.responses['200'].links.getDocumentsStream.parameters).toEqual({
      document_id: '$response.body#/result/document_id',
    })
  })

  it('each name an operation and a parameter it takes, and lead somewhere real after the example request', async () => {
    let followed = 0
    for (const { path, method, op } of operations) {
      const key = `${method.toUpperCase()} ${path}`
      // The mock the example was made on: a link from a new team leads to that team.
      const mock = createMock({ baseUrl: 'http://localhost:4010' })
      await mock.handle(toExampleRequest(method.toUpperCase(), path, EXAMPLE_REQUESTS[key]!))
      for (const [name, link] of Object.entries((op.responses['200']?.links ?? {}) as Json)) {
        const target = byId.get(link.operationId)
        expect(target, `${op.operationId} → ${name}`).toBeDefined()
        const [[parameter, expression]] = Object.entries(link.parameters as Record<string, string>) as [[string, string]]
        expect(target!.op.parameters.map((p: Json) => p.name)).toContain(parameter)
        const value = pointer(committed[key].response, expression)
        if (value === null) continue // a drive has no team: the link leads nowhere for it
        expect(value, `${op.operationId} → ${name}`).toMatch(/^[0-9a-f-]{36}$/)
        const url = `http://localhost:4010${target!.path}?${parameter}=${value as string}`
        const answer = await mock.handle(
          new Request(url, { method: target!.method.toUpperCase(), headers: { authorization: 'Bearer demo-token' } }),
        )
        expect(answer?.status, `${op.operationId} → ${name}: ${url}`).toBeLessThan(300)
        followed++
      }
    }
    expect(followed).toBeGreaterThan(100)
  })
})
