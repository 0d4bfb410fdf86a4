import type { Bytes } from '../db/bytes.js'
import { ApiError } from '../http/api-error.js'

/** Headers of one hop (RFC 9110, 7.6.1), never passed on in either direction. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'])

/** The mock's own headers (a session, a scenario, conditions, the control token): the real service never sees them. */
const isMockHeader = (name: string): boolean => name.startsWith('x-mock-')

/** A reason phrase as HTTP allows it: tabs, spaces, visible and non-ASCII characters (RFC 9112, 4). */
const REASON_PHRASE = /^[\t\x20-\x7e\x80-\xff]*$/

/** Statuses whose answer never has a body, whatever the service sends. */
const NO_BODY = new Set([204, 205, 304])

/**
 * Whether the service's answer has a body to pass on: none for a HEAD, nor
 * for a status that never has one, whatever the service sends.
 * @example
 * carriesBody('GET', 304) // false
 */
export const carriesBody = (method: string, status: number): boolean => method !== 'HEAD' && !NO_BODY.has(status)

/** Removes the headers of one hop, those the `Connection` header names included. */
function dropHopByHop(headers: Headers): Headers {
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  for (const name of [...HOP_BY_HOP, ...named]) headers.delete(name)
  return headers
}

/** Methods Node's HTTP server accepts and Fetch refuses to send; the service implements none of them. */
const FETCH_FORBIDDEN = new Set(['CONNECT', 'TRACE', 'TRACK'])

/**
 * What the client is answered when Fetch refuses to build its request for
 * the service: 501 for a method Fetch forbids (`TRACE`), as the mock answers
 * it; a 400 for anything else.
 * @example
 * unsendable('TRACE').status // 501
 */
export function unsendable(method: string): ApiError {
  return FETCH_FORBIDDEN.has(method) ? ApiError.notImplemented(method) : ApiError.badRequest('Malformed request')
}

/**
 * The request to send the real service for one the mock received: the same
 * method, headers and body at `url`, without the mock's own headers (the
 * session above all), the hop's, `Host` (the service's own is set) or an
 * encoding the mock would have to undo. Redirects come back as they are.
 * @example
 * const upstream = upstreamRequest('https://api.example.test/teams', 'GET', headers, body, signal)
 */
export function upstreamRequest(url: string, method: string, sent: Headers, body: Bytes, signal?: AbortSignal): Request {
  const headers = dropHopByHop(new Headers(sent))
  for (const name of [...headers.keys()]) if (isMockHeader(name)) headers.delete(name)
  headers.delete('host')
  headers.delete('content-length')
  // Fetch would decode a compressed answer and leave its encoding named: asking for none keeps the two in step.
  headers.set('accept-encoding', 'identity')
  const hasBody = body.byteLength > 0 && method !== 'GET' && method !== 'HEAD'
  return new Request(url, { method, headers, body: hasBody ? body : null, redirect: 'manual', signal })
}

/**
 * The service's answer as the mock passes it on: the status, the headers but
 * the hop's and its CORS ones (the mock's apply), and the body as it streams. Where Fetch decoded a compressed
 * body, its encoding and length no longer hold and are dropped.
 * @example
 * return passOn(await fetch(upstream), 'GET')
 */
export function passOn(answer: Response, method: string, body: ReadableStream<Uint8Array> | null = answer.body): Response {
  const headers = dropHopByHop(new Headers(answer.headers))
  // The mock's CORS policy answers the page, proxied or simulated alike: the service's own would override it.
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name)
  if (headers.has('content-encoding')) {
    headers.delete('content-encoding')
    headers.delete('content-length')
  }
  // A reason phrase Fetch refuses (control characters) is dropped: clients ignore it anyway (RFC 9110, 15.1).
  const statusText = REASON_PHRASE.test(answer.statusText) ? answer.statusText : ''
  return new Response(carriesBody(method, answer.status) ? body : null, { status: answer.status, statusText, headers })
}
