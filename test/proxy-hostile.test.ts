import { request } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import type { JournalEntry } from '../src/journal/entry.js'
import { useHostileService, type HostileAnswer } from './support/hostile-service.js'

/** A collection of garbage on demand: how a busy server behaves between a request and its client's leaving. */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const startService = useHostileService()
const mocks: MockHttpServer[] = []
afterEach(async () => {
  for (const mock of mocks.splice(0)) await mock.close()
})
const proxyTo = async (url: string, timeoutMs?: number): Promise<MockHttpServer> => {
  const mock = await startMockServer({ port: 0, quiet: true, proxy: { baseUrl: url, ...(timeoutMs && { timeoutMs }) } })
  mocks.push(mock)
  return mock
}
const auth = { authorization: 'Bearer real-token' }
const journal = async (mock: MockHttpServer): Promise<JournalEntry[]> =>
  ((await (await fetch(`${mock.url}/__mock/requests`)).json()) as { result: { items: JournalEntry[] } }).result.items
const envelopeOf = async (response: Response): Promise<{ message: string; except: { name: string; message: string } }> =>
  (await response.json()) as never
const withBody = (head: string, body = '{"success":true}'): HostileAnswer => ({
  bytes: `${head}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
})

describe('the standalone server in front of a hostile service', () => {
  it('answers 502 naming a status no final HTTP answer has, and journals it', async () => {
    const service = await startService((path) => withBody(`HTTP/1.1 ${path === '/teams' ? 600 : 999} Odd`))
    const mock = await proxyTo(service.url)
    for (const [path, status] of [
      ['/teams', 600],
      ['/teams/info', 999],
    ] as const) {
      const answer = await fetch(`${mock.url}${path}`, { headers: auth })
      expect(answer.status).toBe(502)
      const { message, except } = await envelopeOf(answer)
      expect(message).toBe(
        `Bad gateway: the service at ${service.url} answered with status ${status}, which no final HTTP answer has (200 to 599)`,
      )
      expect(except.name).toBe('ProxyError')
    }
    expect((await journal(mock)).map((entry) => [entry.path, entry.status, entry.source])).toEqual([
      ['/teams/info', 502, 'proxied'],
      ['/teams', 502, 'proxied'],
    ])
  })

  it('answers 502 saying what the service sent when it is not an HTTP answer', async () => {
    const answers: Record<string, HostileAnswer> = {
      '/teams': { bytes: 'NOT HTTP AT ALL\r\n\r\n' },
      '/teams/info': { bytes: 'HTTP/1.1 102 Processing\r\n\r\n' },
      '/teams/data': { bytes: 'HTTP/1.1 200 OK\r\nbad header\r\ncontent-length: 2\r\n\r\nhi' },
      '/teams/members': { bytes: '' },
    }
    const service = await startService((path) => answers[path.split('?')[0]!]!)
    const mock = await proxyTo(service.url)
    const messages: string[] = []
    for (const path of Object.keys(answers)) {
      const answer = await fetch(`${mock.url}${path}`, { headers: auth })
      expect(answer.status).toBe(502)
      messages.push((await envelopeOf(answer)).message)
    }
    const at = `Bad gateway: the service at ${service.url}`
    expect(messages[0]).toMatch(
      new RegExp(`^${at} sent an answer that is not HTTP: .*Expected HTTP/.*, at "NOT HTTP AT ALL\\\\r\\\\n\\\\r\\\\n"$`),
    )
    expect(messages[1]).toBe(`${at} closed the connection before its answer was whole (other side closed)`)
    expect(messages[2]).toMatch(new RegExp(`^${at} sent an answer that is not HTTP: .*Invalid header token.*, at ".*content-length: 2`))
    expect(messages[3]).toBe(`${at} closed the connection before its answer was whole (other side closed)`)
    expect((await journal(mock)).map((entry) => entry.message).reverse()).toEqual(messages)
  })

  it('passes an answer on without a reason phrase Fetch refuses', async () => {
    const service = await startService(() => withBody('HTTP/1.1 200 \x01odd'))
    const mock = await proxyTo(service.url)
    const answer = await fetch(`${mock.url}/teams`, { headers: auth })
    expect([answer.status, await answer.text()]).toEqual([200, '{"success":true}'])
  })

  it('answers 501 to a method Fetch cannot send on (TRACE), as the mock does, and never asks the service', async () => {
    const service = await startService(() => withBody('HTTP/1.1 200 OK'))
    const mock = await proxyTo(service.url)
    const traced = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const sent = request(`${mock.url}/teams`, { method: 'TRACE' }, (answer) => {
        let body = ''
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()))
        answer.on('end', () => resolve({ status: answer.statusCode, body }))
      })
      sent.on('error', reject).end()
    })
    expect(traced.status).toBe(501)
    expect(JSON.parse(traced.body)).toMatchObject({ success: false, message: 'Method TRACE is not implemented' })
    expect(service.requests).toBe(0)
    expect((await journal(mock))[0]).toMatchObject({ method: 'TRACE', status: 501, source: 'proxied' })
  })

  it('answers 504 once the service stays silent past the time-out, and closes the connection to it', async () => {
    const service = await startService(() => 'silent')
    const mock = await proxyTo(service.url, 300)
    const answer = await fetch(`${mock.url}/teams`, { headers: auth })
    expect(answer.status).toBe(504)
    const { message, except } = await envelopeOf(answer)
    expect(message).toBe(`Gateway timeout: the service at ${service.url} sent no answer within 0.3 s`)
    expect(except.message).toMatch(/^The request to it was aborted after 0\.3 s \(--proxy-timeout\)\. Raise --proxy-timeout/)
    expect((await journal(mock))[0]).toMatchObject({ status: 504, message, source: 'proxied', operation: 'Get Account Teams' })
    await expect.poll(() => service.carrying, { timeout: 10_000 }).toBe(0)
  })

  it('breaks off an answer whose body stalls past the time-out (an error answer: 504), and closes the connection to it', async () => {
    const head = (status: string): string => `HTTP/1.1 ${status}\r\ncontent-type: application/json`
    const heads: Record<string, string> = {
      '/teams': `${head('200 OK')}\r\ncontent-length: 100\r\n\r\n{"a":`,
      '/teams/info': `${head('200 OK')}\r\ntransfer-encoding: chunked\r\n\r\n5\r\n{"a":\r\n`,
      '/teams/data': `${head('404 Not Found')}\r\ncontent-length: 100\r\n\r\n{"a":`,
    }
    const service = await startService((path) => ({ bytes: heads[path]!, then: 'stall' }))
    const mock = await proxyTo(service.url, 300)
    for (const path of ['/teams', '/teams/info']) {
      // The client sees a broken answer (never a short body taken for a whole one).
      const read = fetch(`${mock.url}${path}`, { headers: auth }).then((answer) => answer.text())
      await expect(read).rejects.toThrow(TypeError)
    }
    const error = await fetch(`${mock.url}/teams/data`, { headers: auth })
    expect(error.status).toBe(504)
    expect((await envelopeOf(error)).message).toBe(
      `Gateway timeout: the service at ${service.url} stopped in the middle of its answer, silent for 0.3 s`,
    )
    await expect.poll(() => service.carrying, { timeout: 10_000 }).toBe(0)
  })

  it('aborts its requests to the service when their clients go away, even after a garbage collection, and journals them', async () => {
    const service = await startService(() => 'silent')
    const mock = await proxyTo(service.url)
    const clients = Array.from({ length: 20 }, () => new AbortController())
    const given = clients.map((client) => fetch(`${mock.url}/teams`, { headers: auth, signal: client.signal }).catch((e: Error) => e.name))
    await expect.poll(() => service.requests, { timeout: 10_000 }).toBe(20)
    collectGarbage()
    for (const client of clients) client.abort()
    expect(await Promise.all(given)).toEqual(Array(20).fill('AbortError'))
    await expect.poll(() => service.carrying, { timeout: 10_000 }).toBe(0)
    const entries = await journal(mock)
    expect(entries).toHaveLength(20)
    for (const entry of entries)
      expect(entry).toMatchObject({
        status: 0,
        source: 'proxied',
        operation: 'Get Account Teams',
        message: 'The client went away before the service answered; the request to the service was aborted',
      })
  })
})
