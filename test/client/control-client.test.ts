import { build } from 'esbuild'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockClient, MockControlError, type MockClient } from '../../src/client/mock-client.js'
import type { TeamRecord } from '../../src/db/schema.js'
import { fixtures } from '../support/fixtures.js'
import { useStandaloneServer } from '../support/standalone.js'

const { mock, origin, api } = useStandaloneServer()
const client = (): MockClient => createMockClient({ url: origin() })
/** What a call throws, for asserting on it. */
const failure = async (call: Promise<unknown>): Promise<MockControlError> => {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(MockControlError)
  return error as MockControlError
}
const teamNames = (teams: readonly TeamRecord[]): string[] => teams.map((team) => team.name).sort()

describe('the control client', () => {
  it('switches the scenario of its own session only, and reads it back', async () => {
    const a = client().session('client-a')
    expect(await a.useScenario('empty-teams')).toMatchObject({ name: 'empty-teams', session: 'client-a' })
    expect((await a.scenario()).name).toBe('empty-teams')
    expect((await client().session('client-b').scenario()).name).toBe('default')
    expect(await client().scenario()).toMatchObject({ name: 'default', session: null })
    expect(mock.sessions.get('client-a').scenario).toBe('empty-teams')
  })

  it('resets its session to the seed', async () => {
    const a = client().session('client-a')
    await a.useScenario('empty-teams')
    await a.useConditions('slow')
    expect(await a.reset()).toMatchObject({ name: 'default', session: 'client-a' })
    expect((await a.conditions()).conditions).toEqual([])
    expect(await a.records('teams')).toHaveLength(fixtures.acme.teams.length + fixtures.globex.teams.length)
  })

  it('sets conditions by name and by spec, as the Node mock takes them', async () => {
    const a = client().session('client-a')
    const set = await a.useConditions('slow', {
      name: 'teams-down',
      operations: ['Get Account Teams'],
      faults: [{ kind: 'status', status: 503 }],
    })
    expect(set.conditions.map((condition) => condition.name)).toEqual(['slow', 'teams-down'])
    expect(set.available.map((condition) => condition.name)).toContain('flaky')
    const answer = await fetch(`${origin()}/_s/client-a/v1/teams`, { headers: { authorization: 'Bearer demo-token' } })
    expect(answer.status).toBe(503)
    expect(await client().conditions()).toMatchObject({ conditions: [], session: null })
  })

  it('throws the status and the field errors of an error answer, and changes nothing', async () => {
    const a = client().session('client-a')
    const scenario = await failure(a.useScenario('nope'))
    expect(scenario.status).toBe(400)
    expect(scenario.errors).toEqual([{ field: 'name', message: expect.stringMatching(/^Unknown scenario "nope"/) }])
    expect(scenario.route).toBe('PUT /__mock/scenario')
    const conditions = await failure(a.useConditions({ name: 'Bad Name' }))
    expect(conditions.errors).toEqual([{ field: 'conditions[0].name', message: 'Must be kebab-case, 1 to 40 characters' }])
    expect((await a.scenario()).name).toBe('default')
    expect((await a.conditions()).conditions).toEqual([])
  })

  it('lists and clears the journal of its session', async () => {
    const a = client().session('client-a')
    await fetch(`${origin()}/_s/client-a/v1/teams`, { headers: { authorization: 'Bearer demo-token' } })
    await api().get('/teams')
    const entries = await a.journal.list()
    expect(entries.map((entry) => [entry.method, entry.path, entry.status, entry.session])).toEqual([['GET', '/v1/teams', 200, 'client-a']])
    expect(await a.journal.clear()).toBe(1)
    expect(await a.journal.list()).toEqual([])
    expect(await client().journal.list()).toHaveLength(1)
  })

  it('lists the sessions and ends one or all of them', async () => {
    await client().session('one').reset()
    await client().session('two').reset()
    expect((await client().sessions.list()).map((session) => session.id)).toEqual(['one', 'two'])
    await client().sessions.end('one')
    expect((await failure(client().sessions.end('one'))).status).toBe(404)
    expect(await client().sessions.endAll()).toBe(1)
    expect(mock.sessions.size).toBe(0)
  })

  it('names the session it ends, so a balancer that hashes on X-Mock-Session takes the call to its shard', async () => {
    const sent: Array<string | null> = []
    const recording = createMockClient({
      url: origin(),
      fetch: (input, init) => {
        sent.push(new Headers(init?.headers).get('x-mock-session'))
        return fetch(input, init)
      },
    })
    await client().session('sharded').reset()
    await recording.sessions.end('sharded')
    await recording
      .session('other')
      .sessions.end('sharded')
      .catch(() => undefined)
    expect(sent).toEqual(['sharded', 'sharded'])
    expect(mock.sessions.size).toBe(0)
  })

  it('refuses a bad session id before sending anything', async () => {
    expect(() => client().session('has space')).toThrow(MockControlError)
    expect(mock.sessions.size).toBe(0)
  })

  it('says no server answered when none listens', async () => {
    const error = await failure(createMockClient({ url: 'http://127.0.0.1:9' }).scenario())
    expect(error.status).toBe(0)
    expect(error.message).toMatch(/no server at http:\/\/127\.0\.0\.1:9/)
  })

  describe('says how to start a server in the words of the package manager running the tests', () => {
    afterEach(() => void vi.unstubAllEnvs())
    const noServer = async (): Promise<string> => (await failure(createMockClient({ url: 'http://127.0.0.1:9' }).scenario())).message

    it('names its own command under pnpm', async () => {
      vi.stubEnv('npm_config_user_agent', 'pnpm/10.2.0 npm/? node/v22.12.0 linux x64')
      expect(await noServer()).toMatch(/; start one with pnpm exec doc-workspace-mock serve$/)
    })

    it("gives every manager's command when none started the tests", async () => {
      vi.stubEnv('npm_config_user_agent', '')
      expect(await noServer()).toMatch(
        /; start one with npx doc-workspace-mock serve, pnpm exec doc-workspace-mock serve, yarn doc-workspace-mock serve or bunx doc-workspace-mock serve$/,
      )
    })
  })

  it('needs nothing but fetch: it bundles for the browser without Node built-ins or msw', async () => {
    const bundle = await build({
      entryPoints: ['src/client/mock-client.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      metafile: true,
    })
    const inputs = Object.keys(bundle.metafile.inputs)
    expect(inputs.filter((input) => /^node:|node_modules\/msw\//.test(input))).toEqual([])
  })
})

describe('reading records', () => {
  it("answers a table's records of the session, filtered by any field, typed by their schema", async () => {
    const a = client().session('client-a')
    await fetch(`${origin()}/_s/client-a/v1/teams/delete`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
      body: JSON.stringify({ team_id: fixtures.design.team_id }),
    })
    const [engineering] = await a.records('teams', { name: 'Engineering' })
    expect(engineering?.team_id).toBe(fixtures.engineering.team_id)
    expect(await a.records('teams', { name: 'Design' })).toEqual([])
    expect(teamNames(await client().records('teams', { account_id: fixtures.acme.accounts[0]!.account_id }))).toEqual([
      'Design',
      'Engineering',
      'Marketing',
    ])
  })

  it('filters by nested fields, null and any of several values', async () => {
    const logs = await client().records('teamLogs', { 'actor.email': 'alice@acme.test' })
    expect(logs.length).toBeGreaterThan(0)
    expect(logs.every((log) => log.actor.email === 'alice@acme.test')).toBe(true)
    const drives = await client().records('workspaces', { team_id: null })
    expect(drives.length).toBe(fixtures.acme.users.length + fixtures.globex.users.length)
    const two = await client().records('teams', { name: ['Design', 'Marketing'] })
    expect(teamNames(two)).toEqual(['Design', 'Marketing'])
  })

  it('answers one page when asked, with the total of every match', async () => {
    const response = await fetch(`${origin()}/__mock/records/documents?page=2&page_size=5`)
    const { result } = await response.json()
    expect(result.items).toHaveLength(5)
    expect(result.total).toBe(mock.db.documents.count())
    expect(result.items[0].document_id).toBe(mock.db.documents.all()[5]!.document_id)
    expect(await client().records('documents', {}, { page: 1, pageSize: 3 })).toHaveLength(3)
  })

  it('answers 404 for an unknown table and 400 for an unknown field or a bad page', async () => {
    // @ts-expect-error the types know the tables
    const table = await failure(client().records('blobs'))
    expect(table.status).toBe(404)
    expect(table.reason).toMatch(/^No table "blobs". Tables: accounts, users/)
    // @ts-expect-error and the fields of each
    const field = await failure(client().records('teams', { nme: 'x' }))
    expect([field.status, field.errors?.[0]?.field]).toEqual([400, 'nme'])
    const page = await failure(client().records('teams', {}, { pageSize: 101 }))
    expect(page.errors).toEqual([{ field: 'page_size', message: 'Must be between 1 and 100' }])
    expect((await fetch(`${origin()}/__mock/records`)).status).toBe(404)
    expect((await fetch(`${origin()}/__mock/records/teams`, { method: 'DELETE' })).status).toBe(405)
  })
})
