import { beforeEach, describe, expect, it } from 'vitest'
import { INVALID_TOKEN, type Client } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login } = useMock()
const { engineering, design, globexTeam } = fixtures
const MISSING = '00000000-0000-4000-8000-000000000000'

let api: Client
beforeEach(async () => {
  api = await login()
})

/** The state a rejected write must leave untouched. */
const teamState = () => JSON.stringify([mock.db.teams.all(), mock.db.members.all(), mock.db.teamLogs.all(), mock.db.workspaces.all()])

describe('Get Account Teams', () => {
  it("lists the caller's teams with their role, paginated", async () => {
    const { status, body } = await api.get('/teams', { page_size: 2 })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ page: 1, page_size: 2, total: 3, total_pages: 2 })
    expect(body.result.items).toHaveLength(2)
    const second = await api.get('/teams', { page: 2, page_size: 2 })
    const names = [...body.result.items, ...second.body.result.items].map((t: { name: string }) => t.name).sort()
    expect(names).toEqual(['Design', 'Engineering', 'Marketing'])
    expect(body.result.items[0]).toEqual({
      team_id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      owner_id: fixtures.alice.user_id,
      role: 'owner',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  it('answers 400 for a page out of range', async () => {
    for (const query of [{ page: 0 }, { page_size: 101 }, { page: 'x' }, { page_size: 1.5 }]) {
      const { status, body } = await api.get('/teams', query)
      expect(status, JSON.stringify(query)).toBe(400)
      expect(body.message).toBe('Validation failed')
      expect(body.errors?.[0]?.field).toMatch(/^page/)
    }
  })

  it('answers the fixed 401 without a token', async () => {
    expect((await anonymous.get('/teams')).text).toBe(INVALID_TOKEN)
  })
})

describe('Create Team', () => {
  it('creates a team owned by the caller and logs it', async () => {
    const { status, body } = await api.post('/teams/create', { name: 'Research', description: 'Labs' })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ name: 'Research', description: 'Labs', owner_id: fixtures.alice.user_id, role: 'owner' })
    const info = await api.get('/teams/info', { team_id: body.result.team_id })
    expect(info.body.result.name).toBe('Research')
    const logs = await api.get('/teams/logs', { team_id: body.result.team_id })
    expect(logs.body.result.items.map((l: { action: string }) => l.action)).toEqual(['team.created'])
    expect((await api.get('/teams')).body.result.total).toBe(4)
  })

  it('answers 400 naming the field for a missing or blank name, and creates nothing', async () => {
    const before = teamState()
    for (const payload of [{}, { name: '   ' }, { name: 42 }, { name: 'x'.repeat(121) }]) {
      const { status, body } = await api.post('/teams/create', payload)
      expect(status).toBe(400)
      expect(body.errors).toEqual([{ field: 'name', message: expect.any(String) }])
    }
    expect(teamState()).toBe(before)
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const raw of ['[1]', '"name"', 'null', '{"name":']) {
      const { status } = await api.send('POST', '/teams/create', { raw, headers: { 'content-type': 'application/json' } })
      expect(status, raw).toBe(400)
    }
  })

  it('answers the fixed 401 and creates nothing without a valid token', async () => {
    const before = teamState()
    const { status, text } = await anonymous.as('bogus').post('/teams/create', { name: 'X' })
    expect(status).toBe(401)
    expect(text).toBe(INVALID_TOKEN)
    expect(teamState()).toBe(before)
  })
})

describe('Get Team Details', () => {
  it('answers the team by the team_id query parameter', async () => {
    const { status, body } = await api.get('/teams/info', { team_id: engineering.team_id })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: 'Team retrieved', errors: null, except: null })
    expect(body.result).toMatchObject({ team_id: engineering.team_id, name: 'Engineering', role: 'owner' })
  })

  it('accepts the documented {} body and never requires it', async () => {
    // fetch cannot send a body with GET, so the documented form travels as it would from a raw client.
    const request = new Request(`${mock.baseUrl}/teams/info?team_id=${engineering.team_id}`, {
      method: 'GET',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
    })
    const response = await mock.handle(request)
    expect(response?.status).toBe(200)
  })

  it('answers 400 when team_id is missing or not a UUID', async () => {
    const missing = await api.get('/teams/info')
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'team_id', message: 'Required' }])
    const bad = await api.get('/teams/info', { team_id: 'not-a-uuid' })
    expect(bad.body.errors).toEqual([{ field: 'team_id', message: 'Must be a UUID' }])
  })

  it("answers 404 for an unknown team and for another account's team alike", async () => {
    const unknown = await api.get('/teams/info', { team_id: MISSING })
    const foreign = await api.get('/teams/info', { team_id: globexTeam.team_id })
    expect(unknown.status).toBe(404)
    expect(foreign.status).toBe(404)
    expect(foreign.text).toBe(unknown.text)
    expect(unknown.body).toEqual({ success: false, message: 'Team not found', result: null, errors: null, except: null })
  })

  it('answers the fixed 401 for an expired token', async () => {
    mock.clock.advance(3600_000)
    expect((await api.get('/teams/info', { team_id: engineering.team_id })).text).toBe(INVALID_TOKEN)
  })
})

describe('Update Team Data', () => {
  it('changes the name and description, stamps updated_at, and logs it', async () => {
    mock.clock.advance(60_000)
    const { status, body } = await api.put('/teams/update', { team_id: design.team_id, name: 'Product Design' })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ name: 'Product Design', description: design.description, updated_at: '2026-01-15T09:01:00.000Z' })
    const logs = await api.get('/teams/logs', { team_id: design.team_id, page_size: 1 })
    expect(logs.body.result.items[0]).toMatchObject({
      action: 'team.updated',
      target: { type: 'team', id: design.team_id, name: 'Product Design' },
    })
  })

  it('answers 400 and changes nothing when there is nothing to change or a field is wrong', async () => {
    const before = teamState()
    for (const payload of [
      { team_id: design.team_id },
      { team_id: 'x', name: 'A' },
      { team_id: design.team_id, name: '' },
      { name: 'A' },
    ]) {
      expect((await api.put('/teams/update', payload)).status, JSON.stringify(payload)).toBe(400)
    }
    expect(teamState()).toBe(before)
  })

  it("answers 404 for another account's team and changes nothing", async () => {
    const before = teamState()
    expect((await api.put('/teams/update', { team_id: globexTeam.team_id, name: 'Mine' })).status).toBe(404)
    expect((await api.put('/teams/update', { team_id: MISSING, name: 'Mine' })).status).toBe(404)
    expect(teamState()).toBe(before)
  })

  it('answers the fixed 401 and changes nothing without a token', async () => {
    const before = teamState()
    expect((await anonymous.put('/teams/update', { team_id: design.team_id, name: 'X' })).text).toBe(INVALID_TOKEN)
    expect(teamState()).toBe(before)
  })
})

describe('Delete Team', () => {
  it('deletes the team with everything in it, leaving no orphan', async () => {
    const workspaceIds = mock.db.workspaces.by('team', engineering.team_id).map((w) => w.workspace_id)
    expect(workspaceIds.length).toBeGreaterThan(0)
    const { status, body } = await api.delete('/teams/delete', { team_id: engineering.team_id })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, message: 'Team deleted', result: { team_id: engineering.team_id }, errors: null, except: null })
    expect((await api.get('/teams/info', { team_id: engineering.team_id })).status).toBe(404)
    expect(mock.db.members.by('team', engineering.team_id)).toEqual([])
    expect(mock.db.teamLogs.by('team', engineering.team_id)).toEqual([])
    for (const id of workspaceIds) {
      expect(mock.db.workspaces.get(id)).toBeUndefined()
      expect(mock.db.folders.by('workspace', id)).toEqual([])
      expect(mock.db.documents.by('workspace', id)).toEqual([])
    }
    const documentIds = new Set(mock.db.documents.all().map((d) => d.document_id))
    expect(mock.db.blobs.all().every((b) => documentIds.has(b.document_id))).toBe(true)
    expect((await api.get('/teams')).body.result.total).toBe(2)
  })

  it('answers 400 for a missing body or a team_id not in UUID form, and deletes nothing', async () => {
    const before = teamState()
    const empty = await api.send('DELETE', '/teams/delete')
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual([{ field: 'team_id', message: 'Required' }])
    expect((await api.delete('/teams/delete', { team_id: 'nope' })).status).toBe(400)
    expect(teamState()).toBe(before)
  })

  it("answers 404 for another account's team and deletes nothing", async () => {
    const before = teamState()
    expect((await api.delete('/teams/delete', { team_id: globexTeam.team_id })).status).toBe(404)
    expect(teamState()).toBe(before)
  })

  it('answers the fixed 401 and deletes nothing without a token', async () => {
    const before = teamState()
    expect((await anonymous.delete('/teams/delete', { team_id: engineering.team_id })).text).toBe(INVALID_TOKEN)
    expect(teamState()).toBe(before)
  })

  it('is idempotent only in effect: a second delete answers 404', async () => {
    await api.delete('/teams/delete', { team_id: design.team_id })
    expect((await api.delete('/teams/delete', { team_id: design.team_id })).status).toBe(404)
  })
})

describe('Get Team Data', () => {
  it('answers the team with stats that agree with the data', async () => {
    const { status, body } = await api.get('/teams/data', { team_id: engineering.team_id })
    expect(status).toBe(200)
    const workspaces = mock.db.workspaces.by('team', engineering.team_id)
    const documents = workspaces.flatMap((w) => mock.db.documents.by('workspace', w.workspace_id))
    expect(body.result.stats).toEqual({
      member_count: mock.db.members.by('team', engineering.team_id).length,
      workspace_count: workspaces.length,
      folder_count: workspaces.flatMap((w) => mock.db.folders.by('workspace', w.workspace_id)).length,
      document_count: documents.length,
      archived_document_count: documents.filter((d) => d.status === 'archived').length,
      storage_bytes: documents.reduce((sum, d) => sum + d.size_bytes, 0),
      last_activity_at: expect.any(String),
    })
    expect(body.result.stats.document_count).toBeGreaterThan(5)
  })

  it('moves last_activity_at with each write', async () => {
    mock.clock.advance(86_400_000) // a day: past a fresh token's life, so use the long-lived one
    const demo = anonymous.as('demo-token')
    await demo.put('/teams/update', { team_id: engineering.team_id, description: 'New' })
    const { body } = await demo.get('/teams/data', { team_id: engineering.team_id })
    expect(body.result.stats.last_activity_at).toBe('2026-01-16T09:00:00.000Z')
  })

  it('answers 400, 404 and the fixed 401 like the other team reads', async () => {
    expect((await api.get('/teams/data', { team_id: '123' })).status).toBe(400)
    expect((await api.get('/teams/data', { team_id: globexTeam.team_id })).status).toBe(404)
    expect((await anonymous.get('/teams/data', { team_id: engineering.team_id })).text).toBe(INVALID_TOKEN)
  })
})

describe('Get Team workspaces', () => {
  it("lists the team's workspaces in the list shape", async () => {
    const { status, body } = await api.get('/teams/workspaces', { team_id: engineering.team_id })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ page: 1, page_size: 20, total: 2, total_pages: 1 })
    expect(body.result.items.map((w: { name: string }) => w.name)).toEqual(['Platform', 'Mobile'])
    expect(body.result.items[0]).toEqual({
      workspace_id: fixtures.platform.workspace_id,
      team_id: engineering.team_id,
      name: 'Platform',
      description: fixtures.platform.description,
      created_at: fixtures.platform.created_at,
      updated_at: fixtures.platform.updated_at,
    })
  })

  it('answers 400, 404 and the fixed 401', async () => {
    expect((await api.get('/teams/workspaces', { team_id: engineering.team_id, page_size: 0 })).status).toBe(400)
    expect((await api.get('/teams/workspaces', { team_id: globexTeam.team_id })).status).toBe(404)
    expect((await anonymous.get('/teams/workspaces', { team_id: engineering.team_id })).text).toBe(INVALID_TOKEN)
  })
})

describe('Get Team logs', () => {
  it('pages the log newest first and filters by action', async () => {
    await api.put('/teams/update', { team_id: engineering.team_id, name: 'Eng' })
    await api.put('/teams/update', { team_id: engineering.team_id, name: 'Engineering' })
    const { status, body } = await api.get('/teams/logs', { team_id: engineering.team_id, page_size: 3 })
    expect(status).toBe(200)
    expect(body.result.items.slice(0, 2).map((l: { target: { name: string } }) => l.target.name)).toEqual(['Engineering', 'Eng'])
    const all = await api.get('/teams/logs', { team_id: engineering.team_id, page_size: 100 })
    const times = all.body.result.items.map((l: { created_at: string }) => l.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    const updates = await api.get('/teams/logs', { team_id: engineering.team_id, action: 'team.updated' })
    expect(updates.body.result.total).toBe(2)
    expect(updates.body.result.items.every((l: { action: string }) => l.action === 'team.updated')).toBe(true)
    expect(updates.body.result.items[0].actor).toEqual({ user_id: fixtures.alice.user_id, email: 'alice@acme.test' })
  })

  it('cuts pages that join up to the whole log, newest first, with and without an action', async () => {
    for (let i = 0; i < 4; i++) await api.put('/teams/update', { team_id: engineering.team_id, description: `Edit ${i}` })
    await api.post('/folders/create', { workspace_id: fixtures.platform.workspace_id, name: 'Between edits' })
    await api.put('/teams/update', { team_id: engineering.team_id, description: 'Last edit' })
    const ids = (items: Array<{ log_id: string }>) => items.map((l) => l.log_id)
    const newestFirst = mock.db.teamLogs.by('team', engineering.team_id).reverse()
    for (const action of [undefined, 'team.updated', 'folder.created', 'member.removed']) {
      const whole = newestFirst.filter((l) => action === undefined || l.action === action)
      for (const page_size of [1, 2, 5]) {
        const pages: string[] = []
        for (let page = 1; page <= Math.ceil(whole.length / page_size) + 1; page++) {
          const { body } = await api.get('/teams/logs', { team_id: engineering.team_id, page, page_size, ...(action ? { action } : {}) })
          expect(body.result).toMatchObject({ page, page_size, total: whole.length, total_pages: Math.ceil(whole.length / page_size) })
          pages.push(...ids(body.result.items))
        }
        expect(pages).toEqual(ids(whole))
      }
    }
  })

  it('answers 400, 404 and the fixed 401', async () => {
    expect((await api.get('/teams/logs', { team_id: engineering.team_id, action: '' })).status).toBe(400)
    expect((await api.get('/teams/logs', { team_id: globexTeam.team_id })).status).toBe(404)
    expect((await anonymous.get('/teams/logs', { team_id: engineering.team_id })).text).toBe(INVALID_TOKEN)
  })
})

describe('routing', () => {
  it('answers 404 for a path that is no operation and 405 with Allow for a wrong method', async () => {
    const unknown = await api.get('/teams/nope')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ success: false, result: null })
    const wrong = await api.send('POST', '/teams/info')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
  })
})
