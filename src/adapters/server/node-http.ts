/// <reference types="node" />
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { EnvelopeResponse } from '../../http/envelope-response.js'
import { BodyTooLargeError, ClientAbortedError, HOP_BY_HOP } from '../../app/app-request.js'
import { LiteHeaders } from './lite-headers.js'

export { BodyTooLargeError, ClientAbortedError }

const NO_BODY = Buffer.alloc(0)

/**
 * Whether a request's `Content-Length` alone says its body is over `limit`
 * bytes: such a body need not be read (nor, with `Expect: 100-continue`,
 * sent) to be refused.
 * @example
 * if (!declaresOver(req, limit)) res.writeContinue()
 */
export function declaresOver(req: IncomingMessage, limit: number): boolean {
  return Number(req.headers['content-length'] ?? 0) > limit
}

/**
 * Reads a request body whole, up to `limit` bytes. A body over the limit
 * rejects with `BodyTooLargeError` (from `Content-Length` alone when declared,
 * else as soon as the bytes read pass it, reading no further), a client that
 * drops the connection with `ClientAbortedError`: the mock only ever sees
 * complete requests, so a half-sent upload cannot change its state.
 * @example
 * const body = await readBody(req, 1024 * 1024)
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112, 6.3): nothing to wait for.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return Promise.resolve(NO_BODY)
  return new Promise((resolve, reject) => {
    if (declaresOver(req, limit))
      return reject(new BodyTooLargeError(`The body declares ${req.headers['content-length']!} bytes, over ${limit}`))
    // A declared length is filled in place as the body arrives: no copy of it all at its end, which for a body of
    // tens of megabytes would hold every other client up for a tenth of a second on a busy machine.
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length'])
    const whole = declared !== undefined && declared > 64 * 1024 ? Buffer.allocUnsafe(declared) : undefined
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const body = (): Buffer => (whole ? whole.subarray(0, size) : Buffer.concat(chunks, size))
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      req.off('data', onData)
      fn()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        // Read no more of it: the answer is a 413, and the connection closes once it is sent.
        req.pause()
        return settle(() => reject(new BodyTooLargeError(`The body is over ${limit} bytes`)))
      }
      // Node's parser never reads past a declared length; were it to, the request would not be the one declared.
      if (whole && size > whole.length) return settle(() => reject(new ClientAbortedError('The body is longer than it declared')))
      if (whole) chunk.copy(whole, size - chunk.length)
      else chunks.push(chunk)
    }
    req.on('data', onData)
    req.on('end', () => settle(() => resolve(body())))
    req.on('error', () => settle(() => reject(new ClientAbortedError('The client went away'))))
    req.on('close', () => settle(() => (req.complete ? resolve(body()) : reject(new ClientAbortedError('The client went away')))))
  })
}

/**
 * The headers of a Node request as sent, none of one hop's: what the app
 * reads of it (see `AppRequest.headers`).
 * @example
 * nodeHeaders(req).get('authorization')
 */
export function nodeHeaders(req: IncomingMessage): Headers {
  // A Fetch `Headers` that does not load undici: the server's first answer comes some ten milliseconds sooner.
  const headers = new LiteHeaders()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] as string).toLowerCase()
    if (name.startsWith(':') || HOP_BY_HOP.has(name)) continue
    headers.append(name, req.rawHeaders[i + 1] as string)
  }
  return headers
}

/** What one read of a body gives. */
type ReadResult = Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>

/**
 * Writes a Fetch `Response` to a Node response, streaming its body with
 * backpressure. A client that leaves mid-answer ends the stream quietly.
 * `extra` headers (CORS) give way to the response's own.
 * @example
 * await sendResponse(res, new Response('hi'), { 'Access-Control-Allow-Origin': '*' })
 */
export async function sendResponse(res: ServerResponse, response: Response, extra: OutgoingHttpHeaders = {}): Promise<void> {
  // An envelope the mock made brings its headers as a plain record: no `Headers` to walk.
  const envelope = response instanceof EnvelopeResponse
  const headers: OutgoingHttpHeaders = envelope ? { ...extra, ...response.headerRecord } : { ...extra }
  if (!envelope) {
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) headers[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) headers['set-cookie'] = cookies
  }
  // A HEAD's answer comes bodiless (see `headOf`); Node writes none for a HEAD anyway.
  if (response.status === 204 || response.status === 304 || (!envelope && !response.body)) {
    res.writeHead(response.status, response.statusText || undefined, headers)
    await response.body?.cancel().catch(() => undefined)
    res.end()
    return
  }
  // A body of no declared length that the app made (an envelope's text, any other whole at once) goes out
  // in one write with its length: streaming it would cost more than the answer.
  let whole: string | Buffer | undefined = envelope ? response.envelope : undefined
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  let pending: Promise<ReadResult> | undefined
  if (whole === undefined && response.body && response.headers.get('content-length') === null) {
    reader = response.body.getReader()
    let first: ReadResult
    try {
      first = await reader.read()
    } catch {
      // A body that fails before its first byte (a network fault): the connection goes without an answer.
      return void res.destroy()
    }
    if (first.done) whole = Buffer.alloc(0)
    else {
      // Whole if its end follows at once; a body that comes in parts (a proxied stream) goes out as it comes.
      pending = reader.read()
      const next = await Promise.race([
        pending.catch(() => undefined),
        new Promise<'later'>((resolve) => setImmediate(() => resolve('later'))),
      ])
      if (next !== 'later' && next?.done) whole = Buffer.from(first.value)
      else {
        res.writeHead(response.status, response.statusText || undefined, headers)
        res.write(first.value)
        return pump(res, reader, pending)
      }
    }
  }
  if (whole !== undefined) {
    headers['content-length'] = Buffer.byteLength(whole)
    res.writeHead(response.status, response.statusText || undefined, headers)
    res.end(whole)
    return
  }
  res.writeHead(response.status, response.statusText || undefined, headers)
  if (!response.body) return void res.end() // (an envelope or no body: answered above)
  return pump(res, response.body.getReader())
}

/**
 * Streams the rest of a body with backpressure, from `pending` (a read already asked for) on. One
 * that fails half-way (a truncated answer) leaves the client the bytes sent so far, then a closed
 * connection: fewer than announced.
 */
async function pump(res: ServerResponse, reader: ReadableStreamDefaultReader<Uint8Array>, pending?: Promise<ReadResult>): Promise<void> {
  try {
    for (let chunk = await (pending ?? reader.read()); !chunk.done; chunk = await reader.read()) {
      if (!res.write(chunk.value)) await drained(res)
    }
    res.end()
  } catch {
    void reader.cancel().catch(() => undefined)
    const socket = res.socket
    if (socket && !socket.destroyed) socket.destroySoon()
    else res.destroy()
  }
}

/** Resolves when `res` can take more, rejects when it closes first (the client left). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error): void => {
      res.off('drain', onDrain)
      res.off('close', onClose)
      if (error) reject(error)
      else resolve()
    }
    const onDrain = (): void => done()
    const onClose = (): void => done(new Error('The client left'))
    res.on('drain', onDrain)
    res.on('close', onClose)
  })
}
