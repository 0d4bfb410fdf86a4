import { describe, expect, it } from 'vitest'
import { createTeamsClient } from '../src/teams.js'
import { API_URL, mock } from './mock.js'

const teams = createTeamsClient(API_URL, 'demo-token')

describe('the teams client in each scenario', () => {
  it('finds no team in the empty-teams scenario', async () => {
    mock.useScenario('empty-teams') // this test only: reset() returns to the scenario the mock started with
    expect(await teams.list()).toMatchObject({ items: [], total: 0 })
  })

  it('is back in the scenario the mock started with in the next test', async () => {
    expect(mock.scenario).toBe('default')
    expect((await teams.list()).total).toBe(3)
  })

  it('is told to sign in again in the invalid-token scenario', async () => {
    mock.useScenario('invalid-token')
    await expect(teams.list()).rejects.toMatchObject({ status: 401, message: 'Invalid token' })
  })

  it('signs in with an API key and lists the teams with the token it got', async () => {
    const login = await fetch(`${API_URL}/auth/api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'viewer-api-key' }),
    }).then((response) => response.json() as Promise<{ result: { access_token: string } }>)
    const asViewer = createTeamsClient(API_URL, login.result.access_token)
    const { items } = await asViewer.list()
    expect(items.map((team) => team.role)).toEqual(['viewer', 'viewer', 'viewer'])
  })
})
