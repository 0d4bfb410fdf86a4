import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login } = useMock()

describe('API key authentication', () => {
  it('exchanges an API key for a bearer token that expires in an hour', async () => {
    const { status, body } = await anonymous.post('/auth/api-key', { api_key: 'demo-api-key' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, errors: null, except: null })
    expect(body.result).toEqual({ access_token: expect.stringMatching(/^dwm_[0-9a-f]{48}$/), token_type: 'Bearer', expires_in: 3600 })
    const teams = await anonymous.as(body.result.access_token).get('/teams')
    expect(teams.status).toBe(200)
  })

  it('answers 401 Invalid API key for an unknown key', async () => {
    const { status, body } = await anonymous.post('/auth/api-key', { api_key: 'nope' })
    expect(status).toBe(401)
    expect(body).toEqual({ success: false, message: 'Invalid API key', result: null, errors: null, except: null })
  })

  it('answers 400 with the field when api_key is missing or the JSON is malformed', async () => {
    const missing = await anonymous.post('/auth/api-key', {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'api_key', message: 'Required' }])
    const malformed = await anonymous.send('POST', '/auth/api-key', { raw: '{"api_key":', headers: { 'content-type': 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors).toEqual([{ field: 'body', message: 'Malformed JSON' }])
  })

  it('signs in each documented credential as its own user', async () => {
    for (const [key, email] of [
      ['demo-api-key', 'alice@acme.test'],
      ['viewer-api-key', 'victor@acme.test'],
      ['globex-api-key', 'grace@globex.test'],
    ]) {
      const api = await login(key)
      const { body } = await api.get('/teams')
      const owners = body.result.items.map((team: { role: string }) => team.role)
      expect(owners.length, email).toBeGreaterThan(0)
    }
  })

  it('accepts the long-lived demo-token without a login', async () => {
    const { status } = await anonymous.as('demo-token').get('/teams/info', { team_id: fixtures.engineering.team_id })
    expect(status).toBe(200)
  })
})

describe('bearer tokens', () => {
  const protectedRead = (token?: string) => anonymous.as(token).get('/teams')

  it.each([
    ['missing', undefined],
    ['unknown', 'dwm_0000'],
  ])('answers the fixed Invalid token body byte for byte for a %s token', async (_, token) => {
    const { status, text, headers } = await protectedRead(token)
    expect(status).toBe(401)
    expect(text).toBe(INVALID_TOKEN)
    expect(headers.get('content-type')).toBe('application/json')
  })

  it('answers the fixed Invalid token body for a malformed Authorization header', async () => {
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer two words', 'demo-token']) {
      const response = await anonymous.send('GET', '/teams', { headers: { authorization } })
      expect(response.status, authorization).toBe(401)
      expect(response.text).toBe(INVALID_TOKEN)
    }
  })

  it('treats a token as invalid once the clock passes its expiry', async () => {
    const api = await login()
    mock.clock.advance(3599_000)
    expect((await api.get('/teams')).status).toBe(200)
    mock.clock.advance(1_000)
    const expired = await api.get('/teams')
    expect(expired.status).toBe(401)
    expect(expired.text).toBe(INVALID_TOKEN)
  })

  it('forgets issued tokens on reset but keeps the documented demo-token', async () => {
    const api = await login()
    mock.reset()
    expect((await api.get('/teams')).text).toBe(INVALID_TOKEN)
    expect((await anonymous.as('demo-token').get('/teams')).status).toBe(200)
  })
})
