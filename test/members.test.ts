import { beforeEach, describe, expect, it } from 'vitest'
import { pageOf } from '../src/http/pagination.js'
import { MemberView } from '../src/resources/members/schema.js'
import { INVALID_TOKEN, type Client } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { loginAs } from './support/login-as.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login } = useMock()
const { engineering, design, marketing, globexTeam, alice } = fixtures
const MISSING = '00000000-0000-4000-8000-000000000000'
const NOW = '2026-01-15T09:00:00.000Z'

let api: Client
beforeEach(async () => {
  api = await login()
})

/** Everything Add Team Member could touch: a rejected add must leave it as it was. */
const memberState = () => JSON.stringify([mock.db.users.all(), mock.db.members.all(), mock.db.teamLogs.all()])
const emails = async (teamId: string): Promise<string[]> =>
  (await api.get('/teams/members', { team_id: teamId, page_size: 100 })).body.result.items.map((m: { email: string }) => m.email)

describe('Get Team Members', () => {
  it("lists the team's members, invitations included, oldest first, in the list shape", async () => {
    const { status, body } = await api.get('/teams/members', { team_id: engineering.team_id })
    expect(status).toBe(200)
    expect(pageOf(MemberView).parse(body.result)).toEqual(body.result)
    expect(body.result).toMatchObject({ page: 1, page_size: 20, total: 5, total_pages: 1 })
    const joined = body.result.items.map((m: { joined_at: string }) => m.joined_at)
    expect([...joined].sort()).toEqual(joined)
    expect(body.result.items[0]).toEqual({
      member_id: expect.any(String),
      team_id: engineering.team_id,
      user_id: alice.user_id,
      email: 'alice@acme.test',
      name: 'Alice Owner',
      role: 'owner',
      status: 'active',
      joined_at: expect.any(String),
    })
    const dana = body.result.items.find((m: { email: string }) => m.email === 'dana@acme.test')
    expect(dana).toMatchObject({ role: 'viewer', status: 'invited' })
  })

  it('keeps one role only when asked, and pages', async () => {
    const admins = await api.get('/teams/members', { team_id: engineering.team_id, role: 'admin' })
    expect(admins.body.result.items.map((m: { email: string }) => m.email)).toEqual(['bob@acme.test'])
    expect(admins.body.result.total).toBe(1)
    const viewers = await api.get('/teams/members', { team_id: engineering.team_id, role: 'viewer' })
    expect(viewers.body.result.items.map((m: { email: string }) => m.email).sort()).toEqual(['dana@acme.test', 'victor@acme.test'])
    const second = await api.get('/teams/members', { team_id: engineering.team_id, page: 2, page_size: 2 })
    expect(second.body.result).toMatchObject({ page: 2, page_size: 2, total: 5, total_pages: 3 })
    expect(second.body.result.items).toHaveLength(2)
  })

  it('lets a viewer read the members', async () => {
    const victor = await login('viewer-api-key')
    const { status, body } = await victor.get('/teams/members', { team_id: design.team_id })
    expect(status).toBe(200)
    expect(body.result.total).toBe(4)
  })

  it('answers 400 with the field for an unknown role, a bad id or a bad page', async () => {
    for (const [query, field] of [
      [{ team_id: engineering.team_id, role: 'superuser' }, 'role'],
      [{ team_id: 'not-a-uuid' }, 'team_id'],
      [{}, 'team_id'],
      [{ team_id: engineering.team_id, page_size: 500 }, 'page_size'],
    ] as const) {
      const { status, body } = await api.get('/teams/members', query)
      expect(status, JSON.stringify(query)).toBe(400)
      expect(body.message).toBe('Validation failed')
      expect(body.errors?.map((e) => e.field)).toContain(field)
    }
  })

  it('answers the fixed 401 without a valid token', async () => {
    const { status, text } = await anonymous.get('/teams/members', { team_id: engineering.team_id })
    expect(status).toBe(401)
    expect(text).toBe(INVALID_TOKEN)
  })

  it("answers 404 for an unknown team, another account's team, and a team the caller is only invited to", async () => {
    const dana = await loginAs(mock, login, 'dana@acme.test')
    const grace = await login('globex-api-key')
    for (const [client, teamId] of [
      [api, MISSING],
      [api, globexTeam.team_id],
      [grace, engineering.team_id],
      [dana, engineering.team_id],
    ] as const) {
      const { status, body } = await client.get('/teams/members', { team_id: teamId })
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: 'Team not found', result: null, errors: null, except: null })
    }
  })
})

describe('Add Team Member', () => {
  it('adds a signed-up user of the account as an active member with their id and name, and logs it', async () => {
    const carol = mock.db.users.by('email', 'carol@acme.test')[0]
    const logsBefore = mock.db.teamLogs.countBy('team', marketing.team_id)
    const { status, body } = await api.post('/teams/members/add', { team_id: marketing.team_id, email: 'Carol@ACME.test', role: 'editor' })
    expect(status).toBe(200)
    expect(body.message).toBe('Team member added')
    expect(MemberView.parse(body.result)).toEqual(body.result)
    expect(body.result).toEqual({
      member_id: expect.any(String),
      team_id: marketing.team_id,
      user_id: carol?.user_id,
      email: 'carol@acme.test',
      name: 'Carol Editor',
      role: 'editor',
      status: 'active',
      joined_at: NOW,
    })
    expect(await emails(marketing.team_id)).toContain('carol@acme.test')
    const logs = await api.get('/teams/logs', { team_id: marketing.team_id })
    expect(logs.body.result.total).toBe(logsBefore + 1)
    expect(logs.body.result.items[0]).toMatchObject({
      action: 'member.added',
      actor: { user_id: alice.user_id, email: 'alice@acme.test' },
      target: { type: 'member', id: body.result.member_id, name: 'Carol Editor' },
    })
    const asCarol = await loginAs(mock, login, 'carol@acme.test')
    expect((await asCarol.get('/teams/info', { team_id: marketing.team_id })).body.result.role).toBe('editor')
  })

  it('adds with the viewer role when none is given', async () => {
    const { body } = await api.post('/teams/members/add', { team_id: marketing.team_id, email: 'bob@acme.test' })
    expect(body.result.role).toBe('viewer')
  })

  it('invites an email the account does not know: an invited member with no access yet', async () => {
    const usersBefore = mock.db.users.count()
    const { status, body } = await api.post('/teams/members/add', {
      team_id: design.team_id,
      email: 'erin@example.test',
      role: 'editor',
      name: 'Erin New',
    })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ email: 'erin@example.test', name: 'Erin New', role: 'editor', status: 'invited' })
    expect(mock.db.users.count()).toBe(usersBefore + 1)
    expect(mock.db.users.get(body.result.user_id)).toMatchObject({
      email: 'erin@example.test',
      account_id: fixtures.acme.accounts[0]?.account_id,
    })
    const erin = await loginAs(mock, login, 'erin@example.test')
    expect((await erin.get('/teams/info', { team_id: design.team_id })).status).toBe(404)
    // Invited again elsewhere, the same person is the same user, and still invited.
    const again = await api.post('/teams/members/add', { team_id: marketing.team_id, email: 'ERIN@example.test' })
    expect(again.body.result).toMatchObject({ user_id: body.result.user_id, name: 'Erin New', status: 'invited' })
  })

  it("names an invited person by the email's local part when no name is given", async () => {
    const { body } = await api.post('/teams/members/add', { team_id: design.team_id, email: 'frank.lee@example.test' })
    expect(body.result).toMatchObject({ name: 'frank.lee', status: 'invited', role: 'viewer' })
  })

  it('never joins a user of another account: their email is a new invitation in this one', async () => {
    const { body } = await api.post('/teams/members/add', { team_id: design.team_id, email: 'grace@globex.test' })
    expect(body.result.status).toBe('invited')
    expect(body.result.user_id).not.toBe(fixtures.globex.users[0]?.user_id)
  })

  it('lets an admin add an editor, and an owner add an owner', async () => {
    const bob = await loginAs(mock, login, 'bob@acme.test')
    const added = await bob.post('/teams/members/add', { team_id: engineering.team_id, email: 'new.dev@acme.test', role: 'editor' })
    expect(added.status).toBe(200)
    const owner = await api.post('/teams/members/add', { team_id: design.team_id, email: 'co.owner@acme.test', role: 'owner' })
    expect(owner.status).toBe(200)
    expect(owner.body.result.role).toBe('owner')
  })

  it('answers 409 for an email already in the team, whatever its case or status, and changes nothing', async () => {
    const before = memberState()
    for (const email of ['BOB@acme.test', 'dana@acme.test', 'alice@acme.test']) {
      const { status, body } = await api.post('/teams/members/add', { team_id: engineering.team_id, email, role: 'viewer' })
      expect(status, email).toBe(409)
      expect(body).toEqual({
        success: false,
        message: 'This email is already a member of the team',
        result: null,
        errors: null,
        except: null,
      })
    }
    expect(memberState()).toBe(before)
  })

  it("keeps the team's owner: re-adding the owner with a lesser role is 409 and the role stays", async () => {
    const { status } = await api.post('/teams/members/add', { team_id: marketing.team_id, email: 'alice@acme.test', role: 'viewer' })
    expect(status).toBe(409)
    const owners = await api.get('/teams/members', { team_id: marketing.team_id, role: 'owner' })
    expect(owners.body.result.items.map((m: { email: string }) => m.email)).toEqual(['alice@acme.test'])
  })

  it('answers 400 with the field for an invalid email, an unknown role or a missing team, and changes nothing', async () => {
    const before = memberState()
    for (const [body, field] of [
      [{ team_id: engineering.team_id, email: 'not-an-email' }, 'email'],
      [{ team_id: engineering.team_id, email: ' erin@example.test' }, 'email'],
      [{ team_id: engineering.team_id }, 'email'],
      [{ team_id: engineering.team_id, email: 'erin@example.test', role: 'superuser' }, 'role'],
      [{ team_id: engineering.team_id, email: 'erin@example.test', name: '  ' }, 'name'],
      [{ email: 'erin@example.test' }, 'team_id'],
      [{ team_id: 'nope', email: 'erin@example.test' }, 'team_id'],
    ] as const) {
      const response = await api.post('/teams/members/add', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toBe('Validation failed')
      expect(response.body.errors?.map((e) => e.field)).toContain(field)
    }
    const malformed = await api.send('POST', '/teams/members/add', { raw: '{"team_id":', headers: { 'content-type': 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(memberState()).toBe(before)
  })

  it('answers the fixed 401 without a valid token', async () => {
    const { status, text } = await anonymous.post('/teams/members/add', { team_id: engineering.team_id, email: 'erin@example.test' })
    expect(status).toBe(401)
    expect(text).toBe(INVALID_TOKEN)
  })

  it('answers 403 to a viewer, an editor, and an admin adding an owner, and changes nothing', async () => {
    const before = memberState()
    const victor = await login('viewer-api-key')
    const carol = await loginAs(mock, login, 'carol@acme.test')
    const bob = await loginAs(mock, login, 'bob@acme.test')
    const attempts = [
      [victor, { team_id: engineering.team_id, email: 'erin@example.test' }],
      [carol, { team_id: engineering.team_id, email: 'erin@example.test', role: 'viewer' }],
      [bob, { team_id: engineering.team_id, email: 'erin@example.test', role: 'owner' }],
    ] as const
    for (const [client, body] of attempts) {
      const response = await client.post('/teams/members/add', body)
      expect(response.status).toBe(403)
      expect(response.body).toEqual({ success: false, message: 'Forbidden', result: null, errors: null, except: null })
    }
    expect(memberState()).toBe(before)
  })

  it("answers 404 for an unknown team or another account's team, and changes nothing", async () => {
    const before = memberState()
    const grace = await login('globex-api-key')
    for (const [client, teamId] of [
      [api, MISSING],
      [api, globexTeam.team_id],
      [grace, engineering.team_id],
    ] as const) {
      const { status, body } = await client.post('/teams/members/add', { team_id: teamId, email: 'erin@example.test' })
      expect(status).toBe(404)
      expect(body.message).toBe('Team not found')
    }
    expect(memberState()).toBe(before)
  })
})
