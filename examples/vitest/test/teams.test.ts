import { describe, expect, it } from 'vitest'
import { createTeamsClient, ServiceError } from '../src/teams.js'
import { API_URL, mock } from './mock.js'

const teams = createTeamsClient(API_URL, 'demo-token')

describe('the teams client', () => {
  it('lists the account teams', async () => {
    const { items, total } = await teams.list()
    expect(total).toBe(3)
    expect(items.map((team) => team.name)).toEqual(['Design', 'Engineering', 'Marketing'])
  })

  it('creates a team the service keeps, with the caller as its owner', async () => {
    const team = await teams.create('Launch')
    expect(team).toMatchObject({ name: 'Launch', role: 'owner' })
    // The mock's state, read directly: the record exists, and the service logged the creation.
    expect(mock.db.teams.get(team.team_id)).toMatchObject({ name: 'Launch' })
    expect(mock.db.teamLogs.by('team', team.team_id)).toHaveLength(1)
    expect((await teams.list()).total).toBe(4)
  })

  it('starts from the seed again in the next test', async () => {
    // The team of the test before is gone: reset() ran after it.
    expect(mock.db.teams.findFirst((q) => q.where({ name: 'Launch' }))).toBeUndefined()
    expect((await teams.list()).total).toBe(3)
  })

  it('answers a rejected name with the service 400, and changes nothing', async () => {
    const failure = await teams.create('').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ServiceError)
    expect(failure).toMatchObject({ status: 400, message: 'Validation failed' })
    expect(mock.db.teams.count()).toBe(4) // Acme's three and Globex's one
    expect(mock.journal.list()[0]).toMatchObject({ method: 'POST', path: '/teams/create', status: 400 })
  })
})
