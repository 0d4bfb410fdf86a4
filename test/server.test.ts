import { request as httpRequest } from 'node:http'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { startMockServer } from '../src/adapters/server/server.js'
import { INVALID_TOKEN } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { BASE } from './support/mock.js'
import { useStandaloneServer } from './support/standalone.js'

const { mock, lines, extra, server, api, origin, teamNames, raw } = useStandaloneServer()

describe('the standalone server', () => {
  it('serves the operations below its base path, with a token from the API key', async () => {
    const login = await api(null).post('/auth/api-key', { api_key: 'demo-api-key' })
    expect(login.status).toBe(200)
    const { status, body } = await api(login.body.result.access_token).get('/teams/info', { team_id: fixtures.engineering.team_id })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ team_id: fixtures.engineering.team_id, name: 'Engineering', role: 'owner' })
  })

  it('answers the fixed Invalid token body byte for byte', async () => {
    const { status, text } = await api('nope').get('/teams')
    expect(status).toBe(401)
    expect(text).toBe(INVALID_TOKEN)
  })

  it('accepts Get Team Details with the documented {} body, which fetch cannot send', async () => {
    const { status, body } = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const url = new URL(`${server().url}/teams/info?team_id=${fixtures.engineering.team_id}`)
      const req = httpRequest(
        url,
        {
          method: 'GET',
          headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json', 'content-length': '2' },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
        },
      )
      req.on('error', reject)
      req.end('{}')
    })
    expect(status).toBe(200)
    expect(body.result.team_id).toBe(fixtures.engineering.team_id)
  })

  it('deletes a team over HTTP with the fixed body and answers 200', async () => {
    const { status, body } = await api().delete('/teams/delete', { team_id: fixtures.design.team_id })
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      message: 'Team deleted',
      result: { team_id: fixtures.design.team_id },
      errors: null,
      except: null,
    })
    expect(teamNames()).not.toContain('Design')
  })

  it('answers a 404 envelope outside its base path', async () => {
    const response = await fetch(`${origin()}/teams`, { headers: { authorization: 'Bearer demo-token' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false, message: 'No operation at /teams', result: null })
  })

  it('writes one log line per request: method, path, status and time taken', async () => {
    await api().get('/teams')
    await api(null).post('/auth/api-key', {})
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/v1\/teams 200 \d+ms$/),
      expect.stringMatching(/^POST \/v1\/auth\/api-key 400 \d+ms$/),
    ])
  })

  it('writes no log line when quiet', async () => {
    const log = vi.fn()
    const quiet = await startMockServer({ mock, port: 0, quiet: true, log })
    await fetch(`${quiet.url}/teams`)
    await quiet.close()
    expect(log).not.toHaveBeenCalled()
  })
})

describe('CORS', () => {
  it('answers a preflight with the methods and the headers asked for', async () => {
    const response = await fetch(`${server().url}/teams/delete`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.test',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
    expect(mock.db.teams.has(fixtures.engineering.team_id)).toBe(true)
  })

  it('lets a page on another origin read answers and their headers', async () => {
    const { headers } = await api().send('GET', '/teams', { headers: { origin: 'http://app.test' } })
    expect(headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(headers.get('access-control-expose-headers')).toMatch(/Content-Disposition.*Content-Range.*Retry-After/)
  })
})

describe('robustness', () => {
  it('answers 413 for a body over the limit, changes nothing and keeps serving', async () => {
    const before = teamNames()
    const { status, body } = await api().post('/teams/create', { name: 'Big', description: 'x'.repeat(5000) })
    expect(status).toBe(413)
    expect(body).toMatchObject({ success: false, message: 'Request body too large', result: null })
    expect(teamNames()).toEqual(before)
    expect(server().journal.list()[0]).toMatchObject({
      method: 'POST',
      status: 413,
      operation: 'Create Team',
      message: 'Request body too large',
    })
    expect((await api().get('/teams')).status).toBe(200)
  })

  it('answers 400 to a malformed request line and keeps serving', async () => {
    const answer = await raw('GET /teams HTTP/x.y\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect((await api().get('/teams')).status).toBe(200)
  })

  it('changes nothing when a client drops the connection mid-upload', async () => {
    const before = teamNames()
    const body = JSON.stringify({ name: 'Half sent' })
    await raw(
      `POST /v1/teams/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer demo-token\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
      { end: false },
    )
    expect((await api().get('/teams')).status).toBe(200)
    expect(teamNames()).toEqual(before)
    expect(
      server()
        .journal.list()
        .map((entry) => entry.path),
    ).toEqual(['/v1/teams'])
  })

  it('closes the connection for HttpResponse.error() and keeps serving', async () => {
    extra.push(http.get(`${BASE}/teams`, () => HttpResponse.error()))
    await expect(fetch(`${server().url}/teams`)).rejects.toThrow(TypeError)
    extra.length = 0
    expect((await api().get('/teams')).status).toBe(200)
  })

  it('answers a 500 envelope when a handler throws, and keeps serving', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    extra.push(
      http.get(`${BASE}/teams`, () => {
        throw new Error('boom')
      }),
    )
    const response = await fetch(`${server().url}/teams`)
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'Internal server error',
      except: { name: 'Error', message: 'boom' },
    })
    error.mockRestore()
    extra.length = 0
    expect((await api().get('/teams')).status).toBe(200)
  })
})

describe('close()', () => {
  it('stops listening', async () => {
    const other = await startMockServer({ port: 0, quiet: true })
    expect((await fetch(`${other.url}/teams`)).status).toBe(401)
    await other.close()
    await expect(fetch(`${other.url}/teams`)).rejects.toThrow()
  })
})
