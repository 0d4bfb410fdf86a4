import { describe, expect, it } from 'vitest'
import { createTeamsClient } from '../src/teams.js'
import { API_URL, mock } from './mock.js'

const teams = createTeamsClient(API_URL, 'demo-token')

describe('the teams client when the network misbehaves', () => {
  it('waits for a held creation, which the service makes only once released', async () => {
    const held = mock.hold('Create Team')
    const creating = teams.create('Launch')
    await held.arrived() // the request is at the service: an app would show its spinner now
    expect(mock.db.teams.findFirst((q) => q.where({ name: 'Launch' }))).toBeUndefined()
    held.release()
    await expect(creating).resolves.toMatchObject({ name: 'Launch' })
    expect(mock.db.teams.findFirst((q) => q.where({ name: 'Launch' }))).toBeDefined()
  })

  it('sees a held creation fail with 503, and nothing is created', async () => {
    const held = mock.hold('Create Team')
    const creating = teams.create('Launch')
    await held.arrived()
    held.fail(503)
    await expect(creating).rejects.toMatchObject({ status: 503 })
    expect(mock.db.teams.count()).toBe(4)
  })

  it('meets a 503 on every operation during maintenance', async () => {
    mock.useConditions('maintenance')
    await expect(teams.list()).rejects.toMatchObject({ status: 503, message: 'Service unavailable' })
  })

  it('meets a fault aimed at one operation only', async () => {
    mock.useConditions({ name: 'listing-fails', operations: ['Get Account Teams'], faults: [{ kind: 'status', status: 500 }] })
    await expect(teams.list()).rejects.toMatchObject({ status: 500 })
    await expect(teams.create('Launch')).resolves.toMatchObject({ name: 'Launch' })
  })

  it('is rate limited after ten requests, and served again once the mock clock moves on', async () => {
    mock.useConditions('rate-limited') // 10 a minute, on the mock's clock: no test waits
    for (let i = 0; i < 10; i++) await teams.list()
    await expect(teams.list()).rejects.toMatchObject({ status: 429 })
    mock.clock.advance(60_000)
    await expect(teams.list()).resolves.toMatchObject({ total: 3 })
  })
})
