import { afterEach, describe, expect, it } from 'vitest'
import { createMockApp } from '../src/app/fetch.js'
import { createCapture } from '../src/journal/capture.js'

/**
 * The Pact file of what a client's requests met, as the standalone server
 * answers it at `/__mock/pact` (the app every host serves): the same
 * interactions the Vitest and Jest reporters write.
 */
const BASE = 'http://localhost:4010'
const TEAM = 'b400fbbb-60b9-4e2a-9424-b516c6a72fb6' // Design, in the default scenario
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'

interface Interaction {
  key: string
  description: string
  providerStates: Array<{ name: string; params?: Record<string, string> }>
  request: {
    method: string
    path: string
    query?: Record<string, string[]>
    headers?: Record<string, string[]>
    body?: { content: Record<string, unknown> }
    matchingRules?: Record<string, Record<string, unknown>>
    generators?: Record<string, Record<string, { type: string; expression: string }>>
  }
  response: { status: number; body?: { content: unknown }; matchingRules?: { body?: Record<string, { matchers: unknown[] }> } }
}
interface Pact {
  consumer: { name: string }
  provider: { name: string }
  interactions: Interaction[]
  metadata: { pactSpecification: { version: string }; 'doc-workspace-mock': { leftOut: Record<string, number> } }
}

let app = createMockApp()
afterEach(async () => {
  await app.fetch(new Request(`${BASE}/__mock/pact`, { method: 'DELETE' }))
  app = createMockApp()
})
const send = (path: string, init: RequestInit = {}): Promise<Response> => app.fetch(new Request(`${BASE}${path}`, init))
const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` })
const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  body: JSON.stringify(body),
})
const pactOf = async (query = ''): Promise<{ text: string; pact: Pact }> => {
  const text = await (await send(`/__mock/pact${query}`)).text()
  return { text, pact: JSON.parse(text) as Pact }
}

describe('the Pact file of the interactions a client made', () => {
  it('holds one interaction per operation and answer, in a V4 file between the named sides, with no credential in it', async () => {
    expect((await send('/__mock/pact', { method: 'PUT' })).status).toBe(200)
    const signIn = (await (await send('/auth/api-key', json({ api_key: 'demo-api-key' }))).json()) as { result: { access_token: string } }
    const token = signIn.result.access_token
    for (let i = 0; i < 3; i++) await send('/teams', { headers: bearer(token) })
    await send('/teams', { headers: bearer('nope') })
    await send(`/teams/info?team_id=${TEAM}`, { headers: bearer('demo-token') })
    await send('/teams/create', json({ name: 'Docs' }, 'demo-token'))
    await send('/teams', { headers: { ...bearer('demo-token'), 'x-mock-scenario': 'empty-teams' } })

    const { text, pact } = await pactOf('?consumer=web-app')
    expect(pact.consumer).toEqual({ name: 'web-app' })
    expect(pact.provider).toEqual({ name: 'document-workspace-service' })
    expect(pact.metadata.pactSpecification.version).toBe('4.0')
    expect(pact.interactions.map((interaction) => `${interaction.description} | ${interaction.providerStates[0]!.name}`)).toEqual([
      'API key authentication: 200 | scenario default',
      'Create Team: 200 | scenario default',
      'Get Account Teams: 200 | scenario default',
      // The empty list of another scenario is another shape of the same answer.
      'Get Account Teams: 200 (shape 2) | scenario empty-teams',
      'Get Account Teams: 401 Invalid token | scenario default',
      'Get Team Details: 200 | scenario default',
    ])
    for (const secret of ['demo-api-key', 'demo-token', token, 'nope']) expect(text).not.toContain(secret)
    // A refused credential stays refused when the provider replays it; a good one comes from the provider state.
    const refused = pact.interactions.find((interaction) => interaction.description === 'Get Account Teams: 401 Invalid token')!
    expect(refused.request.headers?.Authorization).toEqual(['Bearer INVALID_TOKEN'])
    expect(refused.request.generators).toBeUndefined()
    const signInInteraction = pact.interactions[0]!
    expect(signInInteraction.request.generators?.body?.['$.api_key']).toEqual({
      type: 'ProviderState',
      expression: '${apiKey}',
      dataType: 'STRING',
    })
    expect(signInInteraction.response.body?.content).toMatchObject({ result: { access_token: 'ACCESS_TOKEN', token_type: 'Bearer' } })
  })

  it('takes the credential and the ids of a request from the provider state, and matches the answer by type, ids and times by pattern', async () => {
    await send('/__mock/pact', { method: 'PUT' })
    await send(`/teams/info?team_id=${TEAM}`, { headers: bearer('demo-token') })
    const { pact } = await pactOf()
    const [details] = pact.interactions
    expect(details!.providerStates).toEqual([{ name: 'scenario default', params: { team_id: TEAM } }])
    expect(details!.request).toMatchObject({
      method: 'GET',
      path: '/teams/info',
      query: { team_id: [TEAM] },
      headers: { Authorization: ['Bearer ACCESS_TOKEN'] },
      generators: {
        query: { team_id: { type: 'ProviderState', expression: '${team_id}' } },
        header: { Authorization: { type: 'ProviderState', expression: 'Bearer ${accessToken}' } },
      },
      matchingRules: { header: { Authorization: { combine: 'AND', matchers: [{ match: 'regex', regex: '^Bearer \\S+$' }] } } },
    })
    const rules = details!.response.matchingRules!.body!
    expect(rules['$.result.team_id']!.matchers).toEqual([{ match: 'regex', regex: UUID }])
    expect(rules['$.result.created_at']!.matchers).toEqual([{ match: 'regex', regex: expect.stringContaining('\\d{4}-\\d{2}-\\d{2}T') }])
    expect(rules['$.result.name']!.matchers).toEqual([{ match: 'type' }])
    expect(rules['$.success']!.matchers).toEqual([{ match: 'type' }])
  })

  it('matches every item of a list, a member null in some items by its pattern or null', async () => {
    await send('/__mock/pact', { method: 'PUT' })
    // Alice's drive: two documents in folders, two at its root (folder_id null).
    await send('/documents?workspace_id=4326a444-c1cb-4503-8d09-b1fa4f6795b0', { headers: bearer('demo-token') })
    const { pact } = await pactOf()
    const rules = pact.interactions[0]!.response.matchingRules!.body!
    expect(rules['$.result.items']).toEqual({ combine: 'AND', matchers: [{ match: 'type', min: 0 }] })
    expect(rules['$.result.items[*].folder_id']).toEqual({ combine: 'OR', matchers: [{ match: 'regex', regex: UUID }, { match: 'null' }] })
    expect(rules['$.result.items[*].document_id']).toEqual({ combine: 'AND', matchers: [{ match: 'regex', regex: UUID }] })
  })

  it('counts what it leaves out (a fault a condition injected), keeps the journal as it was, and answers the same file twice', async () => {
    await send('/__mock/pact', { method: 'PUT' })
    await send('/teams', { headers: { ...bearer('demo-token'), 'x-mock-conditions': 'maintenance' } })
    await send('/teams', { headers: bearer('demo-token') })
    const first = await pactOf()
    expect(first.pact.interactions.map((interaction) => interaction.description)).toEqual(['Get Account Teams: 200'])
    expect(first.pact.metadata['doc-workspace-mock'].leftOut).toEqual({ 'a fault a condition injected': 1 })
    expect((await pactOf()).text).toBe(first.text)
    const journal = (await (await send('/__mock/requests')).json()) as { result: { items: Array<{ detail?: unknown }> } }
    expect(journal.result.items.every((item) => item.detail === undefined)).toBe(true)
  })

  it('collects from a mock whose journal captures on its own, which keeps what it captured', async () => {
    app = createMockApp({ journalDetail: createCapture() })
    await send('/__mock/pact', { method: 'PUT' })
    await send('/teams', { headers: bearer('demo-token') })
    expect((await pactOf()).pact.interactions.map((interaction) => interaction.description)).toEqual(['Get Account Teams: 200'])
    const journal = (await (await send('/__mock/requests')).json()) as { result: { items: Array<{ detail?: { response: unknown } }> } }
    expect(journal.result.items[0]!.detail?.response).toBeTruthy()
  })

  it('answers 409 before PUT /__mock/pact and after DELETE, and 400 for an empty name', async () => {
    const before = await send('/__mock/pact')
    expect(before.status).toBe(409)
    expect(((await before.json()) as { message: string }).message).toContain('PUT /__mock/pact first')
    await send('/__mock/pact', { method: 'PUT' })
    await send('/teams', { headers: bearer('demo-token') })
    expect((await send('/__mock/pact?consumer=')).status).toBe(400)
    const stopped = await send('/__mock/pact', { method: 'DELETE' })
    expect(((await stopped.json()) as { result: unknown }).result).toEqual({ interactions: 1 })
    expect((await send('/__mock/pact')).status).toBe(409)
  })
})
