import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { http } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'

const ORIGIN = 'http://app.test'

/** A server below `/api` whose test added a handler that fails in a way nobody planned (a bug in the test's own code). */
let server: MockHttpServer
let handlers: readonly unknown[] = []
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true, basePath: '/api', handlers: () => handlers })
})
afterAll(() => server.close())

/** A request the way a client sends it, over a socket of its own: any method, Fetch's forbidden ones included. */
const send = (method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ port: server.port, host: '127.0.0.1', method, path, headers: { origin: ORIGIN } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })

describe('one decision, one answer, on the standalone server', () => {
  it('answers the 500 envelope with the CORS headers a page needs to read it, whatever failed', async () => {
    const mock = createMock()
    handlers = [http.get('*/teams', () => JSON.parse('{ not json') as never), ...mock.handlers]
    try {
      const { status, headers, body } = await send('GET', '/api/teams')
      expect(status).toBe(500)
      expect(headers['access-control-allow-origin']).toBe(ORIGIN)
      expect(JSON.parse(body)).toMatchObject({ success: false, result: null })
    } finally {
      handlers = []
    }
  })

  it('names a path with no operation in one words, outside the base path and below it', async () => {
    const outside = await send('GET', '/elsewhere')
    const below = await send('GET', '/api/elsewhere')
    expect([outside.status, below.status]).toEqual([404, 404])
    expect(JSON.parse(outside.body).message).toBe('No operation at /elsewhere')
    expect(JSON.parse(below.body).message).toBe('No operation at /elsewhere')
  })

  it('answers every method the service lacks with one 501 text, those Fetch cannot carry and CONNECT included', async () => {
    for (const method of ['PROPFIND', 'TRACE', 'PATCH']) {
      const { status, body } = await send(method, '/api/teams')
      expect(status).toBe(501)
      expect(JSON.parse(body).message).toBe(`Method ${method} is not implemented`)
    }
    const connected = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () =>
        socket.write('CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n'),
      )
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString()))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })
    expect(connected).toMatch(/^HTTP\/1\.1 501 /)
    expect(JSON.parse(connected.slice(connected.indexOf('\r\n\r\n') + 4)).message).toBe('Method CONNECT is not implemented')
  })

  it('answers HEAD with headers and no body, for the service, a control route and an error alike', async () => {
    for (const path of ['/api/teams', '/__mock/state', '/api/elsewhere']) {
      const head = await send('HEAD', path)
      expect(head.body).toBe('')
      expect(head.headers['content-type']).toBe('application/json')
    }
    expect((await send('HEAD', '/api/teams')).headers['access-control-allow-origin']).toBe(ORIGIN)
    expect((await send('HEAD', '/api/elsewhere')).status).toBe((await send('GET', '/api/elsewhere')).status)
  })
})
