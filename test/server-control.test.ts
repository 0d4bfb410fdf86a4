import { describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { INVALID_TOKEN } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { useStandaloneServer } from './support/standalone.js'

const { mock, server, api, origin, control, teamNames } = useStandaloneServer()

describe('control routes', () => {
  it('tells the active scenario and the known ones', async () => {
    const { status, body } = await control('/scenario')
    expect(status).toBe(200)
    expect(body.result.name).toBe('default')
    expect(body.result.scenarios.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['default', 'empty-teams', 'invalid-token']),
    )
  })

  it('switches the scenario for every later request', async () => {
    const { status, body } = await control('/scenario', { method: 'PUT', body: JSON.stringify({ name: 'empty-teams' }) })
    expect(status).toBe(200)
    expect(body.result.name).toBe('empty-teams')
    expect((await api().get('/teams')).body.result.total).toBe(0)
  })

  it('answers 400 naming the field for an unknown scenario or malformed JSON, and keeps the scenario', async () => {
    const unknown = await control('/scenario', { method: 'PUT', body: JSON.stringify({ name: 'nope' }) })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([{ field: 'name', message: expect.stringMatching(/^Unknown scenario "nope"/) }])
    const malformed = await control('/scenario', { method: 'PUT', body: '{"name":' })
    expect(malformed.body.errors).toEqual([{ field: 'body', message: 'Malformed JSON' }])
    expect(mock.scenario).toBe('default')
  })

  it('stays outside every scenario: it answers even where every operation answers 401', async () => {
    mock.useScenario('invalid-token')
    expect((await api().get('/teams')).text).toBe(INVALID_TOKEN)
    expect((await control('/scenario')).body.result.name).toBe('invalid-token')
    expect((await control('/reset', { method: 'POST' })).status).toBe(200)
  })

  it('resets the data to the seed', async () => {
    await api().delete('/teams/delete', { team_id: fixtures.design.team_id })
    const { status } = await control('/reset', { method: 'POST' })
    expect(status).toBe(200)
    expect(teamNames()).toContain('Design')
  })

  it('serves the OpenAPI document with this server as its server', async () => {
    const response = await fetch(`${origin()}/__mock/openapi.json`)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ ...createOpenApiDocument(), servers: [{ url: server().url, description: 'This mock server' }] })
  })

  it('lists the requests served, newest first, with method, path, status, operation, scenario and time', async () => {
    await api().get('/teams')
    await api().send('GET', '/teams', { headers: { 'x-mock-scenario': 'empty-teams' } })
    await api(null).post('/auth/api-key', { api_key: 'nope' })
    const { body } = await control('/requests')
    expect(body.result.items).toEqual([
      {
        id: expect.any(Number),
        method: 'POST',
        path: '/v1/auth/api-key',
        query: '',
        status: 401,
        operation: 'API key authentication',
        message: 'Invalid API key',
        scenario: 'default',
        session: null,
        conditions: [],
        delayMs: 0,
        fault: null,
        time: expect.any(String),
      },
      expect.objectContaining({ method: 'GET', path: '/v1/teams', status: 200, scenario: 'empty-teams' }),
      expect.objectContaining({ method: 'GET', path: '/v1/teams', status: 200, scenario: 'default' }),
    ])
    expect(Date.parse(body.result.items[0].time)).not.toBeNaN()
  })

  it('clears the journal', async () => {
    await api().get('/teams')
    expect((await control('/requests', { method: 'DELETE' })).body.result).toEqual({ cleared: 1 })
    expect((await control('/requests')).body.result.items).toEqual([])
  })

  it('answers a small index at the root: where the service, the contract and the control routes are', async () => {
    const { status, body } = await fetch(`${origin()}/`).then(async (r) => ({ status: r.status, body: await r.json() }))
    expect(status).toBe(200)
    expect(body.result).toMatchObject({
      name: 'doc-workspace-mock',
      service: server().url,
      contract: `${origin()}/__mock/openapi.json`,
      scenario: 'default',
    })
    expect(body.result.control.map((c: { route: string }) => c.route)).toContain('POST /__mock/reset')
    const page = await fetch(`${origin()}/`, { headers: { accept: 'text/html' } })
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain(`href="${origin()}/__mock/openapi.json"`)
  })

  it('answers 404 for an unknown control route and 405 for a wrong method', async () => {
    expect((await control('/nope')).status).toBe(404)
    const wrong = await fetch(`${origin()}/__mock/reset`)
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST')
  })
})
