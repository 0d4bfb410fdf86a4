import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { documentNamed, folderId, workspaceId } from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { useSignedIn } from './support/mock.js'

const { api } = useSignedIn()
const document = createOpenApiDocument()
type Json = Record<string, any>

/** The schema the OpenAPI document gives the `name` of an operation's JSON body. */
function nameSchema(path: string, method: string): Json {
  const body = (document.paths[path] as Json)[method].requestBody.content['application/json'].schema as Json
  const components: Json = document.components.schemas
  const schema: Json = body.$ref ? components[String(body.$ref).split('/').pop()!] : body
  return schema.properties.name
}

const ajv = new Ajv2020({ strict: false })
const BLANKS = [' ', '   ', '\t', ' \u00a0 ', '\u2003', '\n \n']

/** Operations that take a name, with a body that is valid but for it. */
const NAMED: ReadonlyArray<[method: 'post' | 'put', path: string, body: Json]> = [
  ['post', '/teams/create', {}],
  ['put', '/teams/update', { team_id: fixtures.engineering.team_id }],
  ['post', '/workspaces/create', { team_id: fixtures.engineering.team_id }],
  ['put', '/workspaces/update', { workspace_id: workspaceId('Platform') }],
  ['post', '/teams/members/add', { team_id: fixtures.engineering.team_id, email: 'new.person@acme.test' }],
  ['post', '/folders/create', { workspace_id: workspaceId('Platform') }],
  ['put', '/folders/update', { folder_id: folderId('Specs') }],
  ['put', '/documents/update', { document_id: documentNamed('Roadmap.pdf').document_id }],
]

describe('names of white space only', () => {
  it.each(NAMED)('are refused by %s %s and by its schema in the OpenAPI document alike', async (method, path, body) => {
    const fits = ajv.compile(nameSchema(path, method))
    for (const name of BLANKS) {
      const answer = await api[method](path, { ...body, name })
      expect(answer.status, JSON.stringify(name)).toBe(400)
      expect(answer.body.errors, JSON.stringify(name)).toEqual([{ field: 'name', message: 'Must not be empty' }])
      expect(fits(name), `the document accepts ${JSON.stringify(name)}`).toBe(false)
    }
    // A name with white space around it is trimmed by the server, and fits the document as it is sent.
    expect(fits('  Kept  ')).toBe(true)
  })
})
