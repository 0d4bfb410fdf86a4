import type { Bytes } from '../db/bytes.js'
import { EnvelopeResponse } from '../http/envelope-response.js'
import { ApiError } from '../http/api-error.js'
import { toErrorResponse } from '../http/error-response.js'
import { readWithin } from '../http/read-within.js'
import type { AppOutcome } from './app.js'
import { BodyTooLargeError, ClientAbortedError, HOP_BY_HOP, type AppRequest } from './app-request.js'

/** Reads a body stream whole, up to `limit` bytes, reading no further once past it. */
async function readBody(request: Request, limit: number): Promise<Bytes> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) throw new BodyTooLargeError(`The body declares ${declared} bytes, over ${limit}`)
  if (request.body === null) return new Uint8Array(0)
  try {
    return await readWithin(request.body, limit, () => new BodyTooLargeError(`The body is over ${limit} bytes`))
  } catch (error) {
    throw error instanceof BodyTooLargeError ? error : new ClientAbortedError('The client went away')
  }
}

/**
 * A Fetch `Request` as the app reads it. `Host` is the request's own header,
 * else its URL's host (a host that serves Fetch may leave the header out).
 * @example
 * const outcome = await app.answer(appRequestOf(request, '127.0.0.1'))
 */
export function appRequestOf(request: Request, remoteAddress?: string): AppRequest {
  const url = new URL(request.url)
  return {
    method: request.method,
    target: `${url.pathname}${url.search}`,
    header: (name) => request.headers.get(name) ?? (name === 'host' ? url.host : undefined),
    headers: () => {
      const headers = new Headers()
      request.headers.forEach((value, name) => HOP_BY_HOP.has(name) || headers.append(name, value))
      return headers
    },
    body: (limit) => readBody(request, limit),
    signal: () => request.signal,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(url.protocol === 'https:' ? { scheme: 'https' as const } : {}),
  }
}

/** The error a dropped answer's body fails with: what a host logs for it says what it is. */
export class NetworkFaultError extends Error {
  override readonly name = 'NetworkFaultError'
}

/** The header that names a network fault where a host cannot drop the connection for it. */
const FAULT_HEADER = 'x-mock-fault'

/**
 * A dropped connection, as a Fetch host can send one: a host may not send
 * `Response.error()` (Deno and Bun answer 500 instead), so the body fails at
 * once, before its first byte. Bun then resets the connection before any
 * header (`fetch` rejects); Deno has sent the status line and the headers,
 * then drops it (reading the body rejects): a `TypeError` either way, as a
 * client meets a network error. The status it sends is 503, never a 2xx a
 * client that reads no body would take for success. A Worker's runtime ends
 * such a body cleanly, so there the fault is a 503 that says what it stands for.
 */
function droppedConnection(): Promise<Response> | Response {
  // Workers name themselves in `navigator.userAgent`; Node 20 has no `navigator` at all.
  if ((globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers') {
    const message =
      'A network fault: a Worker cannot drop a connection, so this 503 stands for one (the offline or flaky condition, or a fault of kind network)'
    return toFetchResponse({ response: toErrorResponse(new ApiError(503, message)), cors: { [FAULT_HEADER]: 'network' } })
  }
  const fault = new NetworkFaultError(
    'doc-workspace-mock: a network fault (the offline or flaky condition, or a fault of kind network): the connection is dropped on purpose',
  )
  const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.error(fault) })
  return new Response(body, {
    status: 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', [FAULT_HEADER]: 'network' },
  })
}

/**
 * The Fetch `Response` of the app's answer: its CORS headers under the
 * answer's own, no body for a 204 or 304 (a HEAD's the app dropped); no answer is a network
 * error: a body that fails before its first byte (see `droppedConnection`).
 * @example
 * return toFetchResponse(await app.answer(appRequestOf(request)))
 */
export async function toFetchResponse(outcome: AppOutcome): Promise<Response> {
  if (outcome === null) return droppedConnection()
  const { response, cors } = outcome
  const headers = new Headers(cors)
  let body: ConstructorParameters<typeof Response>[0]
  if (response instanceof EnvelopeResponse) {
    for (const [name, value] of Object.entries(response.headerRecord)) headers.set(name, value)
    body = response.envelope
  } else {
    response.headers.forEach((value, name) => name === 'set-cookie' || HOP_BY_HOP.has(name) || headers.set(name, value))
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie)
    body = response.body
  }
  if (response.status === 204 || response.status === 304) {
    if (body instanceof ReadableStream) await body.cancel().catch(() => undefined)
    body = null
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
