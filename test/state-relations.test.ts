import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { StateFileError, type StateFile } from '../src/mock/state-file.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { fixtures } from './support/fixtures.js'

let server: MockHttpServer
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true })
})
afterAll(() => server.close())
beforeEach(async () => void (await fetch(`${server.url}/__mock/reset`, { method: 'POST' })))

type Tables = StateFile['tables']
const { acme, globex, engineering, marketing, alice } = fixtures
const grace = globex.users[0]!
const bob = acme.users.find((user) => user.email === 'bob@acme.test')!
const folderNamed = (name: string) => acme.folders.find((folder) => folder.name === name)!
const [specs, q1, year, diagrams, releases] = [
  folderNamed('Specs'),
  folderNamed('Q1'),
  folderNamed('2026'),
  folderNamed('Diagrams'),
  folderNamed('Releases'),
]
const gatewaySpec = acme.documents.find((document) => document.name === 'Gateway spec.pdf')!

const exported = async (): Promise<StateFile> => (await fetch(`${server.url}/__mock/state`)).json()
const putState = (file: unknown) =>
  fetch(`${server.url}/__mock/state`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(file) })
const get = async (path: string, token = 'demo-token') =>
  (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).text()
const graceToken = async (): Promise<string> => {
  const answer = await fetch(`${server.url}/auth/api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: 'globex-api-key' }),
  })
  return (await answer.json()).result.access_token
}
/** The position of a record in its table of the file: the paths of the errors name it. */
const at = <T extends keyof Tables>(file: StateFile, table: T, key: string, id: string): number =>
  (file.tables[table] as ReadonlyArray<Record<string, unknown>>).findIndex((record) => record[key] === id)
const folderAt = (file: StateFile, id: string) => at(file, 'folders', 'folder_id', id)

const refusal = (load: () => void): unknown => {
  try {
    load()
  } catch (error) {
    return error instanceof StateFileError ? error.errors : error
  }
  return 'loaded'
}

/** Each kind of world no sequence of requests can reach: what is changed, and the one error that names it. */
const IMPOSSIBLE: Array<{ world: string; make(file: StateFile): { field: string; message: string } }> = [
  {
    world: 'a folder cycle',
    make(file) {
      file.tables.folders[folderAt(file, specs.folder_id)]!.parent_id = q1.folder_id
      return {
        field: `tables.folders[${folderAt(file, specs.folder_id)}].parent_id`,
        message: `Folder ${specs.folder_id} is its own ancestor: ${specs.folder_id} → ${q1.folder_id} → ${year.folder_id} → ${specs.folder_id}`,
      }
    },
  },
  {
    world: 'a folder that is its own parent',
    make(file) {
      file.tables.folders[folderAt(file, diagrams.folder_id)]!.parent_id = diagrams.folder_id
      return {
        field: `tables.folders[${folderAt(file, diagrams.folder_id)}].parent_id`,
        message: `Folder ${diagrams.folder_id} is its own parent`,
      }
    },
  },
  {
    world: 'a folder whose parent is in another workspace',
    make(file) {
      file.tables.folders[folderAt(file, diagrams.folder_id)]!.parent_id = releases.folder_id
      return {
        field: `tables.folders[${folderAt(file, diagrams.folder_id)}].parent_id`,
        message: `Points to a folder of another workspace (${releases.workspace_id}, not ${diagrams.workspace_id})`,
      }
    },
  },
  {
    world: 'a document in a folder of another workspace',
    make(file) {
      const i = at(file, 'documents', 'document_id', gatewaySpec.document_id)
      file.tables.documents[i]!.folder_id = releases.folder_id
      return {
        field: `tables.documents[${i}].folder_id`,
        message: `Points to a folder of another workspace (${releases.workspace_id}, not ${gatewaySpec.workspace_id})`,
      }
    },
  },
  {
    world: 'a Globex user made a member of an Acme team',
    make(file) {
      const i = file.tables.members.findIndex((member) => member.team_id === engineering.team_id && member.user_id === bob.user_id)
      Object.assign(file.tables.members[i]!, { user_id: grace.user_id, email: grace.email, name: grace.name })
      return {
        field: `tables.members[${i}].user_id`,
        message: `Points to a user of another account (${globex.accounts[0]!.account_id}, not ${acme.accounts[0]!.account_id})`,
      }
    },
  },
  {
    world: 'a Globex workspace in an Acme team',
    make(file) {
      const i = at(file, 'workspaces', 'account_id', globex.accounts[0]!.account_id)
      file.tables.workspaces[i]!.team_id = engineering.team_id
      return {
        field: `tables.workspaces[${i}].team_id`,
        message: `Points to a team of another account (${acme.accounts[0]!.account_id}, not ${globex.accounts[0]!.account_id})`,
      }
    },
  },
  {
    world: 'a file whose ETag is not that of its bytes',
    make(file) {
      const i = at(file, 'blobs', 'document_id', gatewaySpec.document_id)
      const etag = file.tables.blobs[i]!.etag
      file.tables.blobs[i]!.etag = '"2e0-00000000"'
      return { field: `tables.blobs[${i}].etag`, message: `Is not the ETag of its bytes, ${etag}` }
    },
  },
  {
    world: 'a document whose size_bytes disagrees with its bytes',
    make(file) {
      const i = at(file, 'documents', 'document_id', gatewaySpec.document_id)
      file.tables.documents[i]!.size_bytes = gatewaySpec.size_bytes + 1
      const blob = at(file, 'blobs', 'document_id', gatewaySpec.document_id)
      return {
        field: `tables.documents[${i}].size_bytes`,
        message: `Is ${gatewaySpec.size_bytes + 1}, but its file (tables.blobs[${blob}]) holds ${gatewaySpec.size_bytes} bytes`,
      }
    },
  },
  {
    world: 'a team with no owner',
    make(file) {
      file.tables.members = file.tables.members.filter((member) => !(member.team_id === marketing.team_id && member.role === 'owner'))
      const i = at(file, 'teams', 'team_id', marketing.team_id)
      return {
        field: `tables.teams[${i}].owner_id`,
        message: `Team ${marketing.team_id} has no owner: its owner_id names user ${alice.user_id}, who is not a member of it`,
      }
    },
  },
  {
    world: 'a team whose owner is its member twice',
    make(file) {
      const owner = file.tables.members.findIndex((member) => member.team_id === marketing.team_id && member.role === 'owner')
      file.tables.members.push({ ...file.tables.members[owner]!, member_id: '00000000-0000-4000-8000-000000000001' })
      return {
        field: `tables.members[${file.tables.members.length - 1}].user_id`,
        message: `User ${alice.user_id} is a member of team ${marketing.team_id} already: tables.members[${owner}]`,
      }
    },
  },
  {
    world: 'a team whose owner_id names a member who is not an owner',
    make(file) {
      const i = at(file, 'teams', 'team_id', engineering.team_id)
      file.tables.teams[i]!.owner_id = bob.user_id
      const member = file.tables.members.findIndex((each) => each.team_id === engineering.team_id && each.user_id === bob.user_id)
      return {
        field: `tables.teams[${i}].owner_id`,
        message: `Team ${engineering.team_id} has no owner: its owner_id names user ${bob.user_id}, its admin (tables.members[${member}]), not an owner`,
      }
    },
  },
]

describe('PUT /__mock/state with a world the service cannot reach', () => {
  it.each(IMPOSSIBLE)('refuses $world with 400 naming the field, and keeps the world it had', async ({ make }) => {
    const previous = await exported()
    previous.tables.teams.find((team) => team.team_id === engineering.team_id)!.name = 'Loaded before'
    expect((await putState(previous)).status).toBe(200)
    const asGrace = await graceToken()
    const before = { teams: await get('/teams'), grace: await get('/teams', asGrace), tables: JSON.stringify((await exported()).tables) }

    const impossible = structuredClone(previous)
    const error = make(impossible)
    const refused = await putState(impossible)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ success: false, message: 'Validation failed', errors: [error] })

    expect(await get('/teams')).toBe(before.teams)
    expect(before.teams).toContain('Loaded before')
    expect(await get('/teams', asGrace)).toBe(before.grace)
    expect(JSON.stringify((await exported()).tables)).toBe(before.tables)
  })

  it('refuses the same worlds in process, with the same errors', async () => {
    const mock = createMock()
    for (const { make } of IMPOSSIBLE) {
      const file = structuredClone(mock.exportState())
      const error = make(file)
      expect(() => mock.importState(file)).toThrow(StateFileError)
      expect(refusal(() => mock.importState(file))).toEqual([error])
    }
    expect(mock.db.teams.get(engineering.team_id)?.owner_id).toBe(alice.user_id)
  })

  it('names at most 50 faults of a file with thousands, in the order of the file', async () => {
    const file = await exported()
    const extra = Array.from({ length: 3000 }, (_, i) => ({
      ...file.tables.folders[0]!,
      folder_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      parent_id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
    }))
    file.tables.folders.push(...extra)
    const refused = await putState(file)
    const { errors } = await refused.json()
    expect(refused.status).toBe(400)
    expect(errors).toHaveLength(50)
    expect(errors[0]).toEqual({
      field: `tables.folders[${acme.folders.length + globex.folders.length}].parent_id`,
      message: `No folders record ${extra[0]!.parent_id}`,
    })
  })
})
