import { describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { routes } from '../src/resources/routes.js'

const document = createOpenApiDocument()
type Json = Record<string, any>
const operation = (path: string, method: string): Json => (document.paths[path] as Json)[method]
const schemas: Json = document.components.schemas
const text = JSON.stringify(document)

/** Every place in the document where a schema object with these properties is written out. */
function inlined(properties: string[], node: unknown = document.paths, at = '#/paths', out: string[] = []): string[] {
  if (node === null || typeof node !== 'object') return out
  const props = (node as Json).properties as Json | undefined
  if (props && properties.every((name) => name in props)) out.push(at)
  for (const [key, inner] of Object.entries(node)) inlined(properties, inner, `${at}/${key}`, out)
  return out
}

describe('the named schemas of the OpenAPI document', () => {
  it('names every record the service answers and every request body, once', () => {
    for (const name of [
      'Team',
      'TeamData',
      'TeamStats',
      'Member',
      'Role',
      'TeamLogEntry',
      'Workspace',
      'Drive',
      'Folder',
      'FolderDetails',
      'Document',
      'DocumentStatus',
      'AccessToken',
    ]) {
      expect(schemas[name], name).toMatchObject({ type: expect.any(String) })
    }
    for (const name of [
      'TeamPage',
      'DocumentPage',
      'FolderContentItemPage',
      'CreateTeamRequest',
      'UpdateDocumentRequest',
      'UploadDocumentRequest',
    ]) {
      expect(schemas[name], name).toBeDefined()
    }
    expect(inlined(['document_id', 'mime_type', 'size_bytes'])).toEqual([])
    expect(inlined(['document_id', 'mime_type', 'size_bytes'], schemas, '#/components/schemas')).toEqual([
      '#/components/schemas/Document',
      '#/components/schemas/FolderContentDocument',
    ])
    expect(text.match(/"owner","admin","editor","viewer"|"enum":\["owner"/g)).toHaveLength(1)
    expect(operation('/documents/info', 'get').responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DocumentEnvelope',
    })
    expect(schemas.DocumentEnvelope.properties.result).toEqual({ $ref: '#/components/schemas/Document' })
  })

  it('names every error envelope and refers to it from each error answer', () => {
    for (const name of ['ErrorEnvelope', 'ValidationErrorEnvelope', 'InvalidTokenEnvelope', 'ServerFaultEnvelope', 'FieldError', 'Except'])
      expect(schemas[name], name).toBeDefined()
    const errors = Object.entries(document.components.responses as Json).filter(([name]) => !/^Document|^NotModified$/.test(name))
    expect(errors.length).toBe(13)
    for (const [name, response] of errors)
      expect(response.content['application/json'].schema.$ref, name).toMatch(/^#\/components\/schemas\/\w+Envelope$/)
  })

  it('says of each update that it needs at least one of name and description', () => {
    for (const name of ['UpdateTeamRequest', 'UpdateWorkspaceRequest', 'UpdateDocumentRequest']) {
      expect(schemas[name].anyOf, name).toEqual([{ required: ['name'] }, { required: ['description'] }])
    }
  })
})

describe('the headers and bodies of the OpenAPI document', () => {
  const stream = operation('/documents/stream', 'get')
  const responses = document.components.responses as Json

  it('declares the request headers Stream Document reads', () => {
    expect(stream.parameters.filter((p: Json) => p.$ref).map((p: Json) => p.$ref)).toEqual([
      '#/components/parameters/Range',
      '#/components/parameters/IfRange',
      '#/components/parameters/IfNoneMatch',
    ])
    expect(Object.values(document.components.parameters as Json).map((p: Json) => [p.name, p.in])).toEqual([
      ['Range', 'header'],
      ['If-Range', 'header'],
      ['If-None-Match', 'header'],
    ])
  })

  it('declares the headers of every answer of the stream, required where always sent', () => {
    expect(stream.responses['200']).toEqual({ $ref: '#/components/responses/DocumentBytes' })
    const bytes = responses.DocumentBytes.headers
    for (const name of ['ETag', 'Cache-Control', 'Content-Length', 'Content-Disposition', 'Accept-Ranges'])
      expect(bytes[name], name).toMatchObject({ required: true })
    expect(responses.DocumentRange.headers['Content-Range']).toMatchObject({ required: true })
    expect(responses.RangeNotSatisfiable.headers['Content-Range']).toMatchObject({ required: true })
    expect(responses.NotModified.content).toBeUndefined()
    expect(responses.Unauthorized.headers['WWW-Authenticate']).toMatchObject({ required: true })
  })

  it('lets every answer of every operation carry the rate-limit headers', () => {
    const answers = [
      ...Object.values(responses),
      ...Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((op) => Object.values(op.responses as Json).filter((r) => !r.$ref)),
      ),
    ]
    expect(answers.length).toBeGreaterThan(40)
    for (const answer of answers) {
      for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'])
        expect(answer.headers?.[name]).toEqual({ $ref: `#/components/headers/${name}` })
    }
  })

  it("declares the stream's content as the media types a document can have", () => {
    const types = Object.keys(responses.DocumentBytes.content)
    expect(types).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png', 'text/plain', 'text/csv', 'application/octet-stream', '*/*']),
    )
    expect(types.at(-1)).toBe('*/*')
    for (const type of types) expect(responses.DocumentBytes.content[type].schema).toEqual({ type: 'string', format: 'binary' })
  })

  it('gives HEAD the same statuses and headers as GET, and no body', () => {
    const head = operation('/documents/stream', 'head')
    expect(Object.keys(head.responses)).toEqual(Object.keys(stream.responses))
    for (const [status, answer] of Object.entries(head.responses as Json)) {
      expect(answer.content, status).toBeUndefined()
      expect(answer.$ref, status).toBeUndefined()
    }
    expect(head.responses['206'].headers['Content-Range']).toMatchObject({ required: true })
  })

  it("declares the upload's file as binary in a multipart body", () => {
    const body = operation('/documents/upload', 'post').requestBody.content['multipart/form-data'].schema
    expect(body).toEqual({ $ref: '#/components/schemas/UploadDocumentRequest' })
    expect(schemas.UploadDocumentRequest.properties.file).toMatchObject({ type: 'string', format: 'binary' })
    expect(schemas.UploadDocumentRequest.required).toEqual(expect.arrayContaining(['file', 'workspace_id']))
  })

  it("keeps the mock's own headers out of the parameters and says what they do", () => {
    const parameters = Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((op) => (op.parameters ?? []) as Json[]))
    expect(parameters.some((p) => /x-mock/i.test(String(p.name ?? p.$ref)))).toBe(false)
    expect(document.info.description).toContain('X-Mock-Scenario')
    expect(routes.length).toBe(Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0))
  })
})
