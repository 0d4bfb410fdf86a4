import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routes } from '../src/resources/routes.js'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { INVALID_TOKEN } from './support/client.js'

const root = new URL('..', import.meta.url)
const committedPath = new URL('src/openapi/openapi.json', root)
const document = createOpenApiDocument()
type Json = Record<string, any>
const operation = (path: string, method: string): Json => (document.paths[path] as Json)[method]
const schema = (name: string): Json => document.components.schemas[name] as Json

describe('the OpenAPI document', () => {
  it('is committed exactly as npm run openapi writes it', () => {
    expect(readFileSync(committedPath, 'utf8')).toBe(`${JSON.stringify(document, null, 2)}\n`)
  })

  it('describes every operation the mock serves, each once, with a unique operationId', () => {
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(described.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort())
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    expect(new Set(ids).size).toBe(routes.length)
  })

  it('names each operation as the service does and tags it with its group', () => {
    for (const route of routes) {
      expect(operation(route.path, route.method.toLowerCase())).toMatchObject({ summary: route.operation, tags: [route.group] })
    }
    expect(document.tags.map((tag) => tag.name)).toEqual([...new Set(routes.map((route) => route.group))])
  })

  it('is OpenAPI 3.1 behind the bearer scheme, API key authentication alone without it', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) })
    expect(document.security).toEqual([{ bearerAuth: [] }])
    const open = routes.filter((route) => operation(route.path, route.method.toLowerCase()).security !== undefined)
    expect(open.map((route) => route.path)).toEqual(['/auth/api-key'])
    expect(operation('/auth/api-key', 'post').security).toEqual([])
  })

  it('answers 401 labelled Unauthorized with the fixed Invalid token example on every protected operation', () => {
    const unauthorized = (document.components.responses as Json).Unauthorized
    expect(unauthorized.description).toBe('Unauthorized')
    expect(JSON.stringify(unauthorized.content['application/json'].example)).toBe(INVALID_TOKEN)
    for (const route of routes.filter((r) => !r.public && r.method !== 'HEAD')) {
      expect(operation(route.path, route.method.toLowerCase()).responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' })
    }
    expect(operation('/documents/stream', 'head').responses['401']).toMatchObject({ description: expect.stringMatching(/^Unauthorized/) })
    expect(operation('/auth/api-key', 'post').responses['401']).toEqual({ $ref: '#/components/responses/InvalidApiKey' })
  })

  it("declares 400, 401, 410, 429, 500 and 503 everywhere, 413 wherever a body is taken, 414 wherever a query is, plus each operation's own error statuses", () => {
    for (const route of routes) {
      const statuses = Object.keys(operation(route.path, route.method.toLowerCase()).responses)
      expect(statuses).toEqual(expect.arrayContaining(['400', '401', '410', '429', '500', '503', ...(route.errors ?? []).map(String)]))
    }
    expect(Object.keys(operation('/teams/delete', 'delete').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '410',
      '413',
      '429',
      '500',
      '503',
    ])
    expect(Object.keys(operation('/teams/info', 'get').responses)).toEqual(['200', '400', '401', '404', '410', '414', '429', '500', '503'])
    const responses = document.components.responses as Json
    expect(responses.TooManyRequests.headers['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer' } })
    expect(responses.ServiceUnavailable.content['application/json'].example.message).toBe('Service unavailable')
    expect(responses.ServerFault.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ServerFaultEnvelope' })
  })

  it('takes the fixed inputs: team_id in the query of Get Team Details and in the JSON body of Delete Team', () => {
    const info = operation('/teams/info', 'get')
    expect(info.parameters).toEqual([
      {
        name: 'team_id',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ type: 'string', format: 'uuid' }),
        example: expect.any(String),
      },
    ])
    expect(info.requestBody).toBeUndefined()
    const remove = operation('/teams/delete', 'delete').requestBody
    expect(remove.required).toBe(true)
    expect(remove.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DeleteTeamRequest' })
    expect(schema('DeleteTeamRequest')).toMatchObject({
      type: 'object',
      required: ['team_id'],
      properties: { team_id: { format: 'uuid' } },
    })
  })

  it('wraps every JSON success in the envelope, result typed and errors and except null', () => {
    expect(operation('/teams/info', 'get').responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/TeamEnvelope',
    })
    const success = schema('TeamEnvelope')
    expect(success.required).toEqual(['success', 'message', 'result', 'errors', 'except'])
    expect(success.properties.success).toEqual({ type: 'boolean', const: true })
    expect(success.properties.result).toEqual({ $ref: '#/components/schemas/Team' })
    expect(schema('Team')).toMatchObject({ type: 'object', required: expect.arrayContaining(['team_id', 'name', 'owner_id']) })
    expect(success.properties.errors).toEqual({ type: 'null' })
  })
})
