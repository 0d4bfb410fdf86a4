import type { Bytes } from '../db/bytes.js'

/** Headers of one hop (RFC 9110, 7.6.1), never passed on in either direction. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'])

/** The mock's own headers (a session, a scenario, conditions, the control token): the real service never sees them. */
const isMockHeader = (name: string): boolean => name.startsWith('x-mock-')

/** Statuses whose answer never has a body, whatever the service sends. */
const NO_BODY = new Set([101, 103, 204, 205, 304])

/** Removes the headers of one hop, those the `Connection` header names included. */
function dropHopByHop(headers: Headers): Headers {
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  for (const name of [...HOP_BY_HOP, ...named]) headers.delete(name)
  return headers
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
  const empty = method === 'HEAD' || NO_BODY.has(answer.status)
  return new Response(empty ? null : body, { status: answer.status, statusText: answer.statusText, headers })
}

/** Why Fetch failed, in a few words: its cause's code (`ECONNREFUSED`) where it has one. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  return error instanceof Error ? error.message : String(error)
}

/**
 * The 502 envelope of a service the proxy could not reach: where it tried,
 * why it failed, and what to do. Never a simulated answer in its place.
 * @example
 * badGateway('https://api.example.test', error) // 502 {"success":false,"message":"Bad gateway: …"}
 */
export function badGateway(baseUrl: string, error: unknown): { response: Response; message: string } {
  const message = `Bad gateway: the proxy could not reach ${baseUrl}`
  const envelope = {
    success: false,
    message,
    result: null,
    errors: null,
    except: {
      name: 'ProxyError',
      message:
        `${causeOf(error)}. Check that the service answers at ${baseUrl} (the URL given to --proxy), ` +
        'or serve without --proxy to simulate every answer.',
    },
  }
  return { response: new Response(JSON.stringify(envelope), { status: 502, headers: { 'content-type': 'application/json' } }), message }
}
