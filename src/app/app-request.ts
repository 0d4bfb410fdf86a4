import type { AnswerMark } from '../journal/source.js'
import type { Bytes } from '../db/bytes.js'
import { ApiError } from '../http/api-error.js'
import { ServedRequest } from '../http/served-request.js'

/** The request body is over the limit. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
}

/** The client went away before its request body was complete. */
export class ClientAbortedError extends Error {
  override readonly name = 'ClientAbortedError'
}

/**
 * A request as the app reads it, whatever carried it: a Fetch `Request`
 * (Bun, Deno, Workers) or a `node:http` one, read only as far as the app
 * asks (the server's fast path builds no `Request` for the API).
 */
export interface AppRequest {
  readonly method: string
  /** The request target as sent: `/teams?page=1`, or an absolute URL. */
  readonly target: string
  /** A header's value by its lowercase name; undefined when it was not sent. */
  header(name: string): string | undefined
  /** The headers as sent, none of one hop's (`Connection`, `Transfer-Encoding`…); a new `Headers` each time. */
  headers(): Headers
  /** The whole body, up to `limit` bytes: rejects `BodyTooLargeError` over it, `ClientAbortedError` when the client leaves. */
  body(limit: number): Promise<Bytes>
  /** Aborts when the client goes away; made when first asked for (most answers never wait). */
  signal(): AbortSignal
  /** The client's address, where the host tells it. */
  readonly remoteAddress?: string
  /** `https` where the host serves over TLS and says so (a Worker's request URL); `http` by default. */
  readonly scheme?: 'http' | 'https'
}

/** Connection-level headers that belong to one hop, not to the request the mock answers. */
export const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
])

/** The body a request carries to the mock: a GET or HEAD never does in Fetch, so one sent anyway (such as `{}`) is dropped. */
const sentBody = (method: string, body: Bytes): Bytes | null => (body.byteLength > 0 && method !== 'GET' && method !== 'HEAD' ? body : null)

/** The headers the mock sees: `Content-Length` only with a body, and `extra` (a session the path named) set. */
function headersFor(request: AppRequest, body: Bytes | null, extra?: Readonly<Record<string, string>>): Headers {
  const headers = request.headers()
  if (body === null) headers.delete('content-length')
  else headers.set('content-length', String(body.byteLength))
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
  return headers
}

/** Methods a host parses but Fetch refuses to carry; the service implements none of them. */
const FETCH_FORBIDDEN = new Set(['CONNECT', 'TRACE', 'TRACK'])

/**
 * What Fetch refuses of a request the host accepted, as the service answers it: a method
 * it forbids (TRACE) is one the service lacks, 501; anything else (an invalid header value) a 400.
 */
function fetchable<T>(request: AppRequest, make: () => T): T {
  try {
    return make()
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    throw FETCH_FORBIDDEN.has(request.method) ? ApiError.notImplemented(request.method) : ApiError.badRequest('Malformed request')
  }
}

/**
 * The Fetch `Request` of an app request whose body was read, at `url`.
 * Throws the service's 501 or 400 for what Fetch cannot hold (a forbidden method, an invalid header value).
 * @example
 * const request = toFetchRequest(req, 'http://localhost:4010/teams', body, req.signal())
 */
export function toFetchRequest(
  request: AppRequest,
  url: string,
  body: Bytes,
  signal?: AbortSignal,
  extra?: Readonly<Record<string, string>>,
): Request {
  return fetchRequestOf(request, url, body, { signal, extra })
}

/**
 * `toFetchRequest` for a control route, which reads its body once: the bytes
 * read go to the `Request` as a stream over them rather than as a copy (a
 * `Request` copies the bytes it is given at once: a tenth of a second for a
 * 30 MB state file on a busy machine, while every other client waits).
 * @example
 * const request = toControlRequest(req, 'http://mock.invalid/__mock/state', body)
 */
export function toControlRequest(request: AppRequest, url: string, body: Bytes, extra?: Readonly<Record<string, string>>): Request {
  return fetchRequestOf(request, url, body, { extra, streamed: true })
}

function fetchRequestOf(
  request: AppRequest,
  url: string,
  body: Bytes,
  options: { signal?: AbortSignal; extra?: Readonly<Record<string, string>>; streamed?: boolean },
): Request {
  const sent = sentBody(request.method, body)
  const stream =
    sent !== null && options.streamed
      ? new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(sent)
            controller.close()
          },
        })
      : sent
  return fetchable(
    request,
    () =>
      new Request(url, {
        method: request.method,
        headers: headersFor(request, sent, options.extra),
        body: stream,
        duplex: 'half',
        signal: options.signal,
      } as RequestInit),
  )
}

/**
 * The `ServedRequest` of an app request whose body was read: what
 * `toFetchRequest` would give the mock, without building a Fetch `Request`.
 * Throws the service's 400 for a header value Fetch cannot hold, as `toFetchRequest` does.
 * @example
 * const served = toServedRequest(req, 'http://localhost:4010/teams', body)
 */
export function toServedRequest(
  request: AppRequest,
  url: string,
  body: Bytes,
  extra?: Readonly<Record<string, string>>,
  mark?: AnswerMark,
): ServedRequest {
  const sent = sentBody(request.method, body)
  const headers = fetchable(request, () => headersFor(request, sent, extra))
  return new ServedRequest({ method: request.method, url, headers, body: sent, signal: () => request.signal(), ...(mark && { mark }) })
}
