import { describe, expect, it } from 'vitest'
import type { Role } from '../src/db/schema.js'
import { ACTION_DESCRIPTIONS, can, PERMISSIONS, permissionTable, ROLES, type Action } from '../src/resources/members/roles.js'
import type { ApiResponse, Client } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { loginAs } from './support/login-as.js'
import { useMock } from './support/mock.js'

const { mock, login } = useMock()
const { engineering, platform } = fixtures
const actions = Object.keys(PERMISSIONS) as Action[]

/** Who holds each role in Engineering. */
const ENGINEERING: Record<Role, string> = {
  owner: 'alice@acme.test',
  admin: 'bob@acme.test',
  editor: 'carol@acme.test',
  viewer: 'victor@acme.test',
}

/** One request per team action the API has so far, each made in Engineering. */
const probes: Partial<Record<Action, (api: Client) => Promise<ApiResponse>>> = {
  'team.read': (api) => api.get('/teams/data', { team_id: engineering.team_id }),
  'team.update': (api) => api.put('/teams/update', { team_id: engineering.team_id, description: 'Changed' }),
  'team.delete': (api) => api.delete('/teams/delete', { team_id: engineering.team_id }),
  'member.read': (api) => api.get('/teams/members', { team_id: engineering.team_id }),
  'member.add': (api) => api.post('/teams/members/add', { team_id: engineering.team_id, email: 'erin@example.test', role: 'admin' }),
  'member.add_owner': (api) => api.post('/teams/members/add', { team_id: engineering.team_id, email: 'erin@example.test', role: 'owner' }),
  'log.read': (api) => api.get('/teams/logs', { team_id: engineering.team_id }),
  'workspace.read': (api) => api.get('/workspaces/info', { workspace_id: platform.workspace_id }),
  'workspace.create': (api) => api.post('/workspaces/create', { team_id: engineering.team_id, name: 'Probe' }),
  'workspace.update': (api) => api.put('/workspaces/update', { workspace_id: platform.workspace_id, name: 'Probe' }),
  'workspace.delete': (api) => api.delete('/workspaces/delete', { workspace_id: platform.workspace_id }),
}

const dataState = () =>
  JSON.stringify([
    mock.db.teams.all(),
    mock.db.users.all(),
    mock.db.members.all(),
    mock.db.teamLogs.all(),
    mock.db.workspaces.all(),
    mock.db.folders.all(),
    mock.db.documents.all(),
  ])

describe('the permission table', () => {
  it('gives each role every right of the roles below it', () => {
    for (const action of actions) {
      const allowed = ROLES.map((role) => can(role, action))
      expect(allowed.indexOf(true), action).toBeGreaterThanOrEqual(0)
      expect(allowed.slice(allowed.indexOf(true)).every(Boolean), action).toBe(true)
    }
  })

  it('lets a viewer read only, and keeps deleting the team to owners', () => {
    expect(actions.filter((action) => can('viewer', action)).every((action) => action.endsWith('.read'))).toBe(true)
    expect(ROLES.filter((role) => can(role, 'team.delete'))).toEqual(['owner'])
    expect(ROLES.filter((role) => can(role, 'document.write'))).toEqual(['editor', 'admin', 'owner'])
    expect(ROLES.filter((role) => can(role, 'workspace.create'))).toEqual(['admin', 'owner'])
  })

  it('renders as a markdown table with one row per action, built from the data', () => {
    const lines = permissionTable().split('\n')
    expect(lines[0]).toBe('| action | what it allows | viewer | editor | admin | owner |')
    expect(lines).toHaveLength(actions.length + 2)
    actions.forEach((action, i) => {
      const cells = ROLES.map((role) => (can(role, action) ? '✓' : '—')).join(' | ')
      expect(lines[i + 2]).toBe(`| \`${action}\` | ${ACTION_DESCRIPTIONS[action]} | ${cells} |`)
    })
    expect(lines).toContain('| `team.delete` | Delete the team with everything in it | — | — | — | ✓ |')
  })
})

describe('team roles through the API', () => {
  for (const role of ROLES) {
    for (const [action, probe] of Object.entries(probes) as Array<[Action, (api: Client) => Promise<ApiResponse>]>) {
      const allowed = can(role, action)
      const article = role === 'viewer' ? 'a' : 'an'
      it(`${allowed ? 'lets' : 'forbids'} ${article} ${role} ${action}${allowed ? '' : ' (403, nothing changes)'}`, async () => {
        const api = await loginAs(mock, login, ENGINEERING[role])
        const before = dataState()
        const logs = mock.db.teamLogs.countBy('team', engineering.team_id)
        const response = await probe(api)
        if (allowed) {
          expect(response.status, response.text).toBe(200)
          // A write appends one log entry; deleting the team takes its log with it.
          const expected = action === 'team.delete' ? 0 : action.endsWith('.read') ? logs : logs + 1
          expect(mock.db.teamLogs.countBy('team', engineering.team_id)).toBe(expected)
        } else {
          expect(response.status).toBe(403)
          expect(response.body).toEqual({ success: false, message: 'Forbidden', result: null, errors: null, except: null })
          expect(dataState()).toBe(before)
        }
      })
    }
  }

  it('lets the viewer-api-key credential read every team screen and change none', async () => {
    const victor = await login('viewer-api-key')
    for (const path of [
      '/teams/info',
      '/teams/data',
      '/teams/members',
      '/teams/logs',
      '/teams/workspaces',
      '/workspaces',
      '/workspaces/team',
    ]) {
      expect((await victor.get(path, { team_id: engineering.team_id })).status, path).toBe(200)
    }
    const before = dataState()
    expect((await victor.put('/teams/update', { team_id: engineering.team_id, name: 'Mine' })).status).toBe(403)
    expect((await victor.delete('/teams/delete', { team_id: engineering.team_id })).status).toBe(403)
    expect(dataState()).toBe(before)
  })

  it('forbids an admin to delete the team, and an editor to update it', async () => {
    const bob = await loginAs(mock, login, ENGINEERING.admin)
    const carol = await loginAs(mock, login, ENGINEERING.editor)
    const before = dataState()
    expect((await bob.delete('/teams/delete', { team_id: engineering.team_id })).status).toBe(403)
    expect((await carol.put('/teams/update', { team_id: engineering.team_id, name: "Carol's" })).status).toBe(403)
    expect(dataState()).toBe(before)
    expect((await bob.get('/teams/info', { team_id: engineering.team_id })).body.result.name).toBe('Engineering')
  })

  it('gives a role per team: an editor in one team may be an admin in another', async () => {
    const alice = await login('demo-api-key')
    expect(
      (await alice.post('/teams/members/add', { team_id: fixtures.marketing.team_id, email: 'carol@acme.test', role: 'admin' })).status,
    ).toBe(200)
    const carol = await loginAs(mock, login, 'carol@acme.test')
    expect((await carol.post('/workspaces/create', { team_id: engineering.team_id, name: 'Mine' })).status).toBe(403)
    expect((await carol.post('/workspaces/create', { team_id: fixtures.marketing.team_id, name: 'Mine' })).status).toBe(200)
  })

  it('answers 404, not 403, to a member who is only invited', async () => {
    const dana = await loginAs(mock, login, 'dana@acme.test')
    expect((await dana.get('/teams/info', { team_id: engineering.team_id })).status).toBe(404)
    expect((await dana.get('/workspaces/info', { workspace_id: platform.workspace_id })).body.message).toBe('Workspace not found')
    expect((await dana.get('/teams/info', { team_id: fixtures.marketing.team_id })).body.result.role).toBe('editor')
  })
})
