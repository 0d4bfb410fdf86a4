/// <reference types="node" />
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { ApiError } from '../../http/api-error.js'
import type { EdgeAnswer } from '../../app/edge-journal.js'
import { SESSION_HEADER } from '../../sessions/schema.js'
import type { LingerOptions } from './linger.js'
import { shareConnections, type FairShareOptions } from './fair-share.js'
import { rawAnswer } from './raw-answer.js'

/** How the server guards itself against slow, stalled, huge or too many clients. */
export interface EdgeOptions extends LingerOptions, FairShareOptions {
  /** How long a client may take to send its request line and headers, in ms. Default 10 000. */
  headersTimeoutMs?: number
  /** How long a client may take to send its whole request, body included, in ms. Default 60 000. */
  requestTimeoutMs?: number
  /** How many connections it keeps open at once; more are refused (and logged). Default 1024. */
  maxConnections?: number
}

/** A header of a request Node could not parse (`origin`, `x-mock-session`), read off its raw bytes where they hold it. */
function headerOf(raw: Buffer | string | undefined, name: string): string | null {
  const match = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]+)`, 'i').exec(String(raw ?? ''))
  return match?.[1]?.trim() ?? null
}

/** The method and target of a request Node could not parse, where its raw bytes begin with a request line. */
function requestLineOf(raw: Buffer | undefined): { method: string; target: string } | null {
  const match = /^([A-Z]{1,20}) (\S+)/.exec(String(raw ?? '').slice(0, 16 * 1024))
  return match?.[1] && match[2] ? { method: match[1], target: match[2] } : null
}

/** Node's limit for the request line and headers together is 16 KiB; a request line past half of it is a URL too long. */
const MAX_URL_SHARE = 8 * 1024

/** What a parse or time-out error of Node's HTTP parser means, as the service's error. */
function errorOf(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): ApiError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return new ApiError(408, 'Request timeout: the request was not complete in time')
    case 'HPE_HEADER_OVERFLOW':
      // The request line alone takes most of the room: the URL itself is too long.
      return (String(error.rawPacket ?? '').split('\r\n', 1)[0] ?? '').length > MAX_URL_SHARE
        ? new ApiError(414, 'URI too long')
        : new ApiError(431, 'Request headers too large')
    case 'HPE_INVALID_METHOD':
      return new ApiError(501, 'Method not implemented')
    default:
      return ApiError.badRequest('Malformed request')
  }
}

/**
 * Makes a `node:http` server as careful at its edge as a production one:
 * header and body time-outs (408), over-long URLs (414) and headers (431),
 * malformed requests (400) and unknown methods (501) answered with the
 * envelope and CORS headers, then the connection closed; a bound on open
 * connections, with a log line (at most one a second) when it is hit; and a
 * share of them per client address (see `shareConnections`).
 * @example
 * guardEdge(server, { requestTimeoutMs: 5000 }, console.log)
 */
export function guardEdge(
  server: Server,
  options: EdgeOptions,
  log: (line: string) => void,
  note: (answer: EdgeAnswer) => void = () => undefined,
): void {
  const headersTimeout = options.headersTimeoutMs ?? 10_000
  const requestTimeout = Math.max(options.requestTimeoutMs ?? 60_000, headersTimeout)
  server.headersTimeout = headersTimeout
  server.requestTimeout = requestTimeout
  server.maxConnections = options.maxConnections ?? 1024
  shareConnections(server, server.maxConnections, options, log)
  let lastDrop = 0
  server.on('drop', () => {
    const now = Date.now()
    if (now - lastDrop < 1000) return
    lastDrop = now
    log(`connection refused: ${server.maxConnections} connections are open, the most this server keeps (maxConnections)`)
  })
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET' || error.code === 'EPIPE') return void socket.destroy()
    const answer = errorOf(error)
    log(`${answer.status} ${answer.message} (${error.code ?? 'parse error'})`)
    const line = requestLineOf(error.rawPacket)
    if (line) note({ ...line, session: headerOf(error.rawPacket, SESSION_HEADER), status: answer.status, message: answer.message })
    socket.end(rawAnswer(answer, headerOf(error.rawPacket, 'origin')))
    // A client that never reads its answer must not keep the socket either.
    socket.setTimeout(1000, () => socket.destroy())
  })
}

/**
 * How often Node checks the time-outs above: often enough for short ones
 * (tests configure a few hundred milliseconds), rarely enough to cost nothing.
 * @example
 * createServer({ connectionsCheckingInterval: checkingInterval(options) }, listener)
 */
export function checkingInterval(options: EdgeOptions): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(options.headersTimeoutMs ?? 10_000, options.requestTimeoutMs ?? 60_000) / 4)))
}
