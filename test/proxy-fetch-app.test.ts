import { describe, expect, it } from 'vitest'
import { createMockApp } from '../src/app/fetch.js'
import { createCapture } from '../src/journal/capture.js'
import { useHonestStandIn } from './support/stand-in.js'

// The Fetch app in front of the real service, a process of its own in another world than the app's (no Acme team).
const realService = useHonestStandIn(['--scenario', 'empty-teams'])
const ENGINEERING = 'fafc92f1-3277-40e1-9d04-e085624c2b9c'
const at = (path: string, init?: RequestInit): Request => new Request(`http://127.0.0.1:4010${path}`, init)

describe('createMockApp({ proxy })', () => {
  it('forwards what it is told to, marks every answer’s source, and keeps no credential in the journal’s detail', async () => {
    const app = createMockApp({
      proxy: { baseUrl: realService(), only: ['API key authentication', 'Get Account Teams'] },
      journalDetail: createCapture(),
    })
    const signIn = await app.fetch(
      at('/auth/api-key', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'sid=cookie-of-the-service' },
        body: JSON.stringify({ api_key: 'viewer-api-key' }),
      }),
    )
    const token = ((await signIn.json()) as { result: { access_token: string } }).result.access_token
    const teams = await app.fetch(at('/teams', { headers: { authorization: `Bearer ${token}` } }))
    expect(((await teams.json()) as { result: { total: number } }).result.total).toBe(0)
    const simulated = await app.fetch(at(`/teams/info?team_id=${ENGINEERING}`, { headers: { authorization: 'Bearer demo-token' } }))
    expect(simulated.status).toBe(200)

    const entries = app.mock.journal.list()
    expect(entries.map((entry) => [entry.operation, entry.status, entry.source])).toEqual([
      ['Get Team Details', 200, 'simulated'],
      ['Get Account Teams', 200, 'proxied'],
      ['API key authentication', 200, 'proxied'],
    ])
    expect(entries[1]!.detail?.request.headers).toContainEqual(['authorization', '[redacted]'])
    expect(entries[2]!.detail?.request.body).toMatchObject({ kind: 'text', text: '{"api_key":"[redacted]"}' })
    expect(entries[2]!.detail?.response?.body).toMatchObject({ kind: 'text', text: expect.stringContaining('"access_token":"[redacted]"') })
    const kept = JSON.stringify(entries)
    for (const secret of ['viewer-api-key', token, 'cookie-of-the-service', 'demo-token']) expect(kept).not.toContain(secret)
  })

  it('answers 502 with the envelope when the service cannot be reached', async () => {
    const app = createMockApp({ proxy: { baseUrl: 'http://127.0.0.1:9' } })
    const answer = await app.fetch(at('/teams', { headers: { authorization: 'Bearer demo-token' } }))
    expect(answer.status).toBe(502)
    expect(await answer.json()).toMatchObject({ success: false, message: 'Bad gateway: the proxy could not reach http://127.0.0.1:9' })
    expect(app.mock.journal.list()[0]).toMatchObject({ status: 502, source: 'proxied', message: expect.stringContaining('Bad gateway') })
  })

  it('refuses a time-out that is not a number of milliseconds above 0', () => {
    for (const timeoutMs of [0, -1, Number.NaN])
      expect(() => createMockApp({ proxy: { baseUrl: realService(), timeoutMs } })).toThrow(
        `proxy.timeoutMs must be a number of milliseconds from 1 to 2147483647, not ${timeoutMs}`,
      )
  })

  it('refuses an operation the contract does not have', () => {
    expect(() => createMockApp({ proxy: { baseUrl: realService(), only: ['Get Team Secrets'] } })).toThrow(
      /Unknown operation "Get Team Secrets"\. Known operations: API key authentication \(POST \/auth\/api-key\), Get Account Teams/,
    )
  })
})
