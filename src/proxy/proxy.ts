import type { Bytes } from '../db/bytes.js'
import { ApiError } from '../http/api-error.js'
import { toErrorResponse } from '../http/error-response.js'
import { readWithin } from '../http/read-within.js'
import { createRouter } from '../http/route.js'
import { ServedRequest } from '../http/served-request.js'
import type { Capture } from '../journal/capture.js'
import type { ExchangeDetail } from '../journal/detail.js'
import { redactDetail } from '../journal/redact.js'
import type { MockCore, MockWorld } from '../mock/create-mock-from.js'
import { messageOf, type RecordedExchange } from '../record/recorded-exchange.js'
import { routes } from '../resources/routes.js'
import { SessionId } from '../sessions/schema.js'
import { carriesBody, passOn, unsendable, upstreamRequest } from './forward.js'
import { failureOf, gatewayAnswer, type UpstreamFailure } from './gateway-answer.js'
import { observed } from './observe.js'
import { proxySelection } from './selection.js'
import { callService, ClientGoneError, ServiceSilentError, type ServiceCall } from './service-call.js'

/** The mock in front of the real service: where it is, and which operations go there. */
export interface ProxyOptions {
  /** Where the service is, path prefix included, e.g. `https://api.example.test/v2`. */
  baseUrl: string
  /** The operations forwarded, by name (`Get Account Teams`) or `METHOD /path`; the others are simulated. Default: every request. */
  only?: readonly string[]
  /** How the service is reached. Default: the global `fetch` (a Worker may give a service binding's). */
  fetch?: (request: Request) => Promise<Response>
  /**
   * The most milliseconds the service may stay silent: before its answer's headers (then a 504, and the
   * request is aborted), and between two parts of its body (then the client's answer is broken off). Default 30 000.
   */
  timeoutMs?: number
}

/** What else a proxy does beside forwarding: journal the detail, tell a recorder, answer `/__mock/record`. */
export interface ProxyHooks {
  /** Keeps the headers and bodies of proxied answers in the journal, credentials redacted. */
  readonly capture?: Capture
  /** Told of each proxied exchange once its answer is read whole (a copy of it: the client's streams on). */
  readonly observe?: (exchange: RecordedExchange) => void
  /** `GET` and `POST /__mock/record`, where a recording is kept. */
  readonly record?: (method: string) => Promise<Response> | Response
}

/** A request of the service's, as the app read it, for the proxy to forward. */
export interface ProxyRequest {
  readonly method: string
  /** The path below the app's base path, e.g. `/teams`. */
  readonly path: string
  /** The path as requested, base path included and session prefix not: what the journal says. */
  readonly fullPath: string
  /** The query string, with its `?`, or `''`. */
  readonly search: string
  /** The client's headers, the hop's already gone. */
  readonly headers: Headers
  readonly body: Bytes
  /** The session the request named, if any: the journal it goes in. It is never sent on. */
  readonly session: string | null
  readonly signal?: AbortSignal
}

/** The app's proxy: which requests it takes, and their answers from the service. */
export interface ServiceProxy {
  readonly baseUrl: string
  forwards(method: string, path: string): boolean
  forward(request: ProxyRequest): Promise<Response>
  readonly record?: ProxyHooks['record']
}

/** The most of an error answer's body the proxy reads to journal its message (an envelope is far smaller). */
const ERROR_BODY_LIMIT = 1024 * 1024

/**
 * How long the service may stay silent by default: time for a slow service, and half of nginx's
 * 60 s read time-out, where Node's own `fetch` would wait 300 s.
 * @example
 * createServiceProxy(mock, { baseUrl, timeoutMs: DEFAULT_PROXY_TIMEOUT_MS / 3 }) // 10 s
 */
export const DEFAULT_PROXY_TIMEOUT_MS = 30_000

/** An error answer over `ERROR_BODY_LIMIT`. */
class OversizedError extends Error {}

/** What the journal says of a request whose client went away before its answer: no one was answered. */
const CLIENT_GONE = 'The client went away before the service answered; the request to the service was aborted'

/** Where an exchange is journaled: its session's world, else (none, or one evicted) the default one. */
function worldOf(mock: MockCore, session: string | null): Pick<MockWorld, 'journal'> {
  if (session === null) return mock
  try {
    return mock.sessions.get(session)
  } catch {
    return mock
  }
}

/**
 * A proxy to the real service for the app: each request it takes is sent
 * on (without the mock's own headers) and the service's answer passed back
 * as it streams. A service that cannot be reached, closes without an answer,
 * sends what is not HTTP or a status no answer has, answers 502; one silent
 * past `timeoutMs`, 504. A client that goes away aborts its request to the
 * service. Each is journaled in its session's world with `source: 'proxied'`.
 * @example
 * const proxy = createServiceProxy(mock, { baseUrl: 'https://api.example.test', only: ['Get Account Teams'] })
 */
export function createServiceProxy(mock: MockCore, options: ProxyOptions, hooks: ProxyHooks = {}): ServiceProxy {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const forwards = proxySelection(options.only)
  const send = options.fetch ?? ((request: Request) => fetch(request))
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS
  if (!(timeoutMs > 0 && timeoutMs <= 2_147_483_647))
    throw new RangeError(`proxy.timeoutMs must be a number of milliseconds from 1 to 2147483647, not ${String(options.timeoutMs)}`)
  const router = createRouter(routes)

  const forward = async (request: ProxyRequest): Promise<Response> => {
    const { method, path, search, session } = request
    // A session id the mock would refuse is refused here too, as the mock words it.
    if (session !== null && !SessionId.safeParse(session).success)
      return toErrorResponse(ApiError.badRequest('Session ids are 1 to 64 of A-Z a-z 0-9 _ -', 'X-Mock-Session'))
    const url = `${baseUrl}${path}${search}`
    const operation = router.find(method, path.replace(/\/+$/, '') || '/')?.operation ?? null
    const journal = worldOf(mock, session).journal
    const note = (status: number, message: string | null, detail?: ExchangeDetail): void =>
      journal.note({ method, path: request.fullPath, query: search, status, message, operation, source: 'proxied', detail })
    const detailOf = hooks.capture?.prepare({
      request: new ServedRequest({ method, url, headers: request.headers, body: request.body, signal: () => new AbortController().signal }),
      url: new URL(url),
      path,
      route: undefined,
      notes: {},
    })
    // No answer from the service: a 502 or 504 that says why, journaled, never a simulated answer in its place.
    const refuse = async (failure: UpstreamFailure): Promise<Response> => {
      const { response, message } = gatewayAnswer(baseUrl, failure)
      note(response.status, message, detailOf && redactDetail(await detailOf(response.clone(), undefined)))
      return response
    }
    let call: ServiceCall
    try {
      call = callService(send, (signal) => upstreamRequest(url, method, request.headers, request.body, signal), {
        timeoutMs,
        client: request.signal,
      })
    } catch (error) {
      // A request Fetch refuses to build (a TRACE) never reaches the service.
      if (!(error instanceof TypeError)) throw error
      const refused = unsendable(method)
      note(refused.status, refused.message)
      return toErrorResponse(refused)
    }
    let answer: Response
    let errorBody: Bytes | null
    try {
      answer = await call.answer
      if (answer.status < 200 || answer.status > 599) {
        call.release(answer)
        return await refuse({ kind: 'status', status: answer.status })
      }
      // An error's envelope is small and says what went wrong: read whole (up to a limit), so the journal has its message.
      errorBody =
        answer.status >= 400 && answer.body ? await readWithin(call.guard(answer.body), ERROR_BODY_LIMIT, () => new OversizedError()) : null
    } catch (error) {
      if (error instanceof ClientGoneError) {
        // No one to answer: the connection goes, and the journal says why.
        note(0, CLIENT_GONE, detailOf && redactDetail(await detailOf(null, undefined)))
        return Response.error()
      }
      if (error instanceof ServiceSilentError) return refuse({ kind: 'timeout', seconds: error.seconds, during: error.during })
      return refuse(error instanceof OversizedError ? { kind: 'oversized', limit: ERROR_BODY_LIMIT } : failureOf(error))
    }
    const contentType = answer.headers.get('content-type') ?? ''
    const bodiless = !answer.body || !carriesBody(method, answer.status)
    if (bodiless && !errorBody) call.release(answer)
    let body = errorBody ? new Response(errorBody).body : bodiless ? null : call.guard(answer.body!)
    if (hooks.observe) body = observed(body, hooks.observe, request, answer.status, contentType)
    const response = passOn(answer, method, body)
    const message = errorBody ? messageOf(contentType, errorBody) : null
    // The answer goes back as it streams; its journal entry follows once its captured detail is read.
    if (detailOf) void detailOf(response.clone(), undefined).then((detail) => note(response.status, message, redactDetail(detail)))
    else note(response.status, message)
    return response
  }

  return { baseUrl, forwards, forward, ...(hooks.record && { record: hooks.record }) }
}
