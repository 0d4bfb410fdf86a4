import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MULTIPART_OVERHEAD_BYTES } from '../src/http/multipart.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { fixtures } from './support/fixtures.js'

/** A server of its own with a small upload limit under its general body limit, as a user may configure them. */
const MAX_UPLOAD = 16 * 1024
const CEILING = MAX_UPLOAD + MULTIPART_OVERHEAD_BYTES
const MAX_BODY = 2 * CEILING
const PLATFORM = fixtures.platform.workspace_id
let server: MockHttpServer
beforeAll(async () => {
  server = await startMockServer({
    mock: createMock({ limits: { maxUploadBytes: MAX_UPLOAD } }),
    port: 0,
    quiet: true,
    maxBodyBytes: MAX_BODY,
  })
})
afterAll(() => server.close())
afterEach(() => server.mock.reset())

/** A connection that writes when told and collects every byte the server sends until it closes. */
function open(): { socket: Socket; received: () => string; until: (pattern: RegExp) => Promise<string>; closed: Promise<string> } {
  const socket = connect(server.port, '127.0.0.1')
  let received = ''
  const waiting: Array<{ pattern: RegExp; resolve: (text: string) => void }> = []
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1')
    for (const wait of waiting.filter(({ pattern }) => pattern.test(received))) {
      waiting.splice(waiting.indexOf(wait), 1)
      wait.resolve(received)
    }
  })
  // A reset after the answer (the server closes on a client still sending) is expected; the answer is what counts.
  socket.on('error', () => undefined)
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)))
  const until = (pattern: RegExp): Promise<string> =>
    pattern.test(received) ? Promise.resolve(received) : new Promise((resolve) => waiting.push({ pattern, resolve }))
  return { socket, received: () => received, until, closed }
}

const head = (lines: readonly string[]): string =>
  `${[`Host: 127.0.0.1:${server.port}`, 'Authorization: Bearer demo-token', ...lines].join('\r\n')}\r\n\r\n`
const uploadHead = (lines: readonly string[], target = '/documents/upload'): string =>
  `POST ${target} HTTP/1.1\r\n${head(['Content-Type: multipart/form-data; boundary=x', ...lines])}`
const statusOf = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.lastIndexOf('\r\n\r\n') + 4))
const FILE_TOO_LARGE = { success: false, message: 'File too large', result: null, errors: null, except: null }

describe('Upload Document over its limit, on the standalone server', () => {
  it('answers 413 to a Content-Length over the limit before the body is sent, then closes', async () => {
    server.mock.clearCoverage()
    const client = open()
    client.socket.write(uploadHead([`Content-Length: ${CEILING + 1}`]))
    const answer = await client.closed
    expect(statusOf(answer)).toBe(413)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(bodyOf(answer)).toEqual(FILE_TOO_LARGE)
    expect(server.journal.list()[0]).toMatchObject({
      method: 'POST',
      path: '/documents/upload',
      status: 413,
      operation: 'Upload Document',
      message: 'File too large',
    })
    const coverage = await server.mock.coverage()
    const upload = coverage.operations.find((entry) => entry.operation === 'Upload Document')
    expect(upload?.answers.find((entry) => entry.status === 413)?.requests).toBe(1)
  })

  it('journals the 413 in the session the request names', async () => {
    const client = open()
    client.socket.write(uploadHead([`Content-Length: ${CEILING + 1}`], '/_s/big-uploads/documents/upload'))
    expect(statusOf(await client.closed)).toBe(413)
    expect(server.mock.sessions.get('big-uploads').journal.list()[0]).toMatchObject({
      status: 413,
      operation: 'Upload Document',
      message: 'File too large',
    })
  })

  it('cuts a chunked body off with 413 as soon as it passes the limit, before the whole body is sent', async () => {
    const client = open()
    client.socket.write(uploadHead(['Transfer-Encoding: chunked']))
    const opening =
      '--x\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n'
    const chunk = (text: string | Buffer): Buffer =>
      Buffer.concat([Buffer.from(`${text.length.toString(16)}\r\n`), Buffer.from(text), Buffer.from('\r\n')])
    client.socket.write(chunk(opening))
    const planned = 32 * 1024 * 1024
    const piece = Buffer.alloc(16 * 1024, 0x61)
    let sent = opening.length
    let answered = false
    const answer = client.until(/\r\n\r\n\{.*\}$/s).then((text) => ((answered = true), text))
    while (!answered && sent < planned && !client.socket.destroyed) {
      if (!client.socket.write(chunk(piece))) await Promise.race([new Promise((resolve) => client.socket.once('drain', resolve)), answer])
      sent += piece.length
      await sleep(1)
    }
    const text = await answer
    expect(statusOf(text)).toBe(413)
    expect(bodyOf(text)).toEqual(FILE_TOO_LARGE)
    expect(sent).toBeLessThan(planned)
    client.socket.destroy()
    expect(server.journal.list()[0]).toMatchObject({ status: 413, operation: 'Upload Document' })
  })

  it('takes a file of exactly the limit, and holds no other operation to it', async () => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(MAX_UPLOAD)], 'fits.bin', { type: 'application/octet-stream' }))
    form.append('workspace_id', PLATFORM)
    const response = await fetch(`${server.url}/documents/upload`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-token' },
      body: form,
    })
    expect(response.status).toBe(200)
    expect((await response.json()).result.size_bytes).toBe(MAX_UPLOAD)
    const team = await fetch(`${server.url}/teams/create`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Big', description: 'x'.repeat(CEILING) }),
    })
    expect(team.status).not.toBe(413)
  })
})

describe('Expect: 100-continue', () => {
  it('answers 413 and never 100 Continue to an upload whose Content-Length is over the limit', async () => {
    const client = open()
    client.socket.write(uploadHead([`Content-Length: ${CEILING + 1}`, 'Expect: 100-continue']))
    const answer = await client.closed
    expect(answer).not.toMatch(/HTTP\/1\.1 100/)
    expect(statusOf(answer)).toBe(413)
    expect(bodyOf(answer)).toEqual(FILE_TOO_LARGE)
  })

  it("answers 413 and never 100 Continue to any request over the server's body limit", async () => {
    const client = open()
    client.socket.write(
      `POST /teams/create HTTP/1.1\r\n${head(['Content-Type: application/json', `Content-Length: ${MAX_BODY + 1}`, 'Expect: 100-continue'])}`,
    )
    const answer = await client.closed
    expect(answer).not.toMatch(/HTTP\/1\.1 100/)
    expect(statusOf(answer)).toBe(413)
    expect(bodyOf(answer)).toMatchObject({ success: false, message: 'Request body too large' })
  })

  it('says 100 Continue to an upload within the limit, then takes the body and answers', async () => {
    const form = new FormData()
    form.append('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }))
    form.append('workspace_id', PLATFORM)
    const encoded = new Response(form)
    const body = Buffer.from(await encoded.arrayBuffer())
    const client = open()
    client.socket.write(
      `POST /documents/upload HTTP/1.1\r\n${head([`Content-Type: ${encoded.headers.get('content-type')}`, `Content-Length: ${body.length}`, 'Expect: 100-continue', 'Connection: close'])}`,
    )
    expect(await client.until(/\r\n\r\n/)).toBe('HTTP/1.1 100 Continue\r\n\r\n')
    client.socket.write(body)
    const answer = (await client.closed).slice('HTTP/1.1 100 Continue\r\n\r\n'.length)
    expect(statusOf(answer)).toBe(200)
    expect(bodyOf(answer)).toMatchObject({ success: true, message: 'Document uploaded', result: { name: 'hello.txt', size_bytes: 5 } })
  })
})
