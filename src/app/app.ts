import { ApiError } from '../http/api-error.js'
import { toErrorResponse } from '../http/error-response.js'
import { headOf } from '../http/head.js'
import type { MockCore } from '../mock/create-mock-from.js'
import type { OpenApiDocument } from '../openapi/document.js'
import type { ControlServices } from './control-routes.js'
import { CONTROL_TOKEN_HEADER } from './control-contract.js'
import { preflightHeaders } from './cors.js'
import { edgeJournal, type EdgeAnswer } from './edge-journal.js'
import { createServerAccess, gate, type AccessOptions } from './server-access.js'
import { createDispatch, type ServiceAnswerer } from './dispatch.js'
import { SESSION_HEADER } from '../sessions/schema.js'
import { BodyTooLargeError, type AppRequest } from './app-request.js'
import type { ServiceProxy } from '../proxy/proxy.js'

/** How the app is reached and guarded, whatever host serves it. */
export interface AppCoreOptions extends AccessOptions {
  readonly mock: MockCore
  /** The address the app is served at: loopback (the default, `127.0.0.1`) needs no control token. */
  readonly host?: string
  /** The path the service is served below, e.g. `/api`; normalised (see `normalizeBasePath`). */
  readonly basePath: string
  /** Where a line per request goes; none when absent. */
  readonly log?: (line: string) => void
  /** The largest request body accepted, in bytes; larger answers 413. Default 32 MiB. */
  readonly maxBodyBytes?: number
  /** Read per request: who answers the service instead of the mock (the server's MSW handlers a test added). */
  readonly answerer?: () => ServiceAnswerer | undefined
  /** The real service in front of which the mock stands: what it forwards goes there (see `createServiceProxy`). */
  readonly proxy?: ServiceProxy
}

/** What the app answers a request with: a response, the CORS headers that go with it, and what then becomes of the connection. */
export interface AppAnswer {
  readonly response: Response
  /** Headers that give way to the response's own. */
  readonly cors: Readonly<Record<string, string>>
  /** `drain`: the unread body is read and dropped; `close`: the connection closes once answered (a body over the limit). */
  readonly after?: 'drain' | 'close'
}

/** The app's answer, or null for none: the client left, or the answer is a network error; the connection goes. */
export type AppOutcome = AppAnswer | null

/** The one HTTP app over a mock, for any host to serve (see `createMockApp`, `createMockListener`). */
export interface AppCore {
  readonly mock: MockCore
  /** The token every control request must carry in `X-Mock-Control-Token`; null when none is needed. */
  readonly controlToken: string | null
  answer(request: AppRequest): Promise<AppOutcome>
  /** The body limit of a request, before it is read: Upload Document's own, else the app's. */
  bodyLimitOf(method: string, path: string): { bytes: number; message: string }
  /** Journals an answer a host gave before the app had the request (a Node parse error). */
  noteEdgeAnswer(answer: EdgeAnswer): void
}

/** Above the service's own 25 MiB upload limit, so its `File too large` answers first. */
const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024

/**
 * The path and query of a request target, origin-form (`/teams?x=1`) or absolute-form.
 * @example
 * targetOf('/teams?page=2').pathname // '/teams'
 */
export function targetOf(raw: string): URL {
  // Origin-form (the usual `/teams?x=1`) is never absolute: parsed once, joined to a base.
  if (!raw.startsWith('/') && URL.canParse(raw)) return new URL(raw)
  try {
    return new URL(`http://mock.invalid${raw.startsWith('/') ? '' : '/'}${raw}`)
  } catch {
    return new URL('http://mock.invalid/')
  }
}

/**
 * The standalone server's behaviour over a transport-neutral request: the
 * access gate (Host, control origin and token), CORS and preflights, the
 * body limit (413), the control routes, `/`, the session prefix and the
 * service; a log line per request. `createMockApp().fetch` and the
 * `node:http` server are thin adapters over it.
 * @example
 * const app = createAppCore({ mock, basePath: '' })
 * const outcome = await app.answer(request)
 */
export function createAppCore(options: AppCoreOptions): AppCore {
  const { mock, basePath, log } = options
  const host = options.host ?? '127.0.0.1'
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const noteEdgeAnswer = edgeJournal(mock, basePath)
  const access = createServerAccess(host, options, () => crypto.randomUUID())
  // The contract's document is built on the first request for it, never at start: a server is up before it is asked.
  let document: Promise<OpenApiDocument> | undefined
  const control: ControlServices = {
    mock,
    openapi: async (serviceUrl) => ({
      ...(await (document ??= import('../openapi/document.js').then(({ createOpenApiDocument }) => createOpenApiDocument()))),
      servers: [{ url: serviceUrl, description: 'This mock server' }],
    }),
  }
  const dispatch = createDispatch({ mock, basePath, host, control, answerer: options.answerer, proxy: options.proxy })

  // An operation's own body limit (Upload Document's: the largest file plus its framing), as its route declares it, holds at the edge, with the
  // service's 413; the app's own holds for every request. `/_s/<id>` names a session; the limit is the same in every one.
  const bodyLimitOf = (method: string, path: string): { bytes: number; message: string } => {
    const within = path.replace(/^\/_s\/[^/]*/, '')
    const own = within.startsWith(`${basePath}/`) ? mock.bodyLimitAt(method, within.slice(basePath.length)) : null
    return own !== null && own.bytes <= maxBodyBytes ? own : { bytes: maxBodyBytes, message: 'Request body too large' }
  }

  const answer = async (req: AppRequest): Promise<AppOutcome> => {
    const started = log ? performance.now() : 0
    const { method, target } = req
    const { pathname: path, search } = targetOf(target)
    // Quiet, a request costs no log line at all.
    const line = (status: number | string): void =>
      log?.(`${method} ${path}${search} ${status} ${Math.round(performance.now() - started)}ms`)
    const origin = req.header('origin') ?? null
    // The one net of the app: an error thrown on the way (a bad session prefix, what Fetch refused of
    // what the host accepted: an `ApiError`) is its envelope, anything unexpected the 500's, with the
    // request's CORS headers, so a page reads the envelope rather than a CORS failure.
    let cors: Readonly<Record<string, string>> = {}
    try {
      // Who may ask: a Host this app is known by (DNS rebinding), and for the control routes a page of
      // an origin allowed to drive them and, where one is needed, the control token.
      const gated = gate(access, {
        method,
        path,
        origin,
        host: req.header('host'),
        token: req.header(CONTROL_TOKEN_HEADER),
        preflightMethod: req.header('access-control-request-method') ?? null,
        remoteAddress: req.remoteAddress,
      })
      const { isControl, preflight, refused } = gated
      cors = gated.cors
      const session = req.header(SESSION_HEADER) ?? null
      if (refused) {
        // What an API client met goes in the journal and the coverage; the control routes are never journaled.
        if (!isControl) noteEdgeAnswer({ method, target, session, status: refused.status, message: refused.message })
        line(refused.status)
        return { response: toErrorResponse(refused), cors, after: 'drain' }
      }
      if (preflight) {
        line(204)
        return {
          response: new Response(null, {
            status: 204,
            headers: preflightHeaders(origin, req.header('access-control-request-headers') ?? null),
          }),
          cors: {},
        }
      }
      const limit = bodyLimitOf(method, path)
      let body
      try {
        body = await req.body(limit.bytes)
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) {
          line('aborted')
          return null
        }
        noteEdgeAnswer({ method, target, session, status: 413, message: limit.message })
        line(413)
        return { response: toErrorResponse(ApiError.tooLarge(limit.message)), cors, after: 'close' }
      }
      const response = await dispatch(req, path, search, body)
      if (response.type === 'error') {
        // HttpResponse.error(): a network error, so the connection goes without an answer.
        line('network-error')
        return null
      }
      line(response.status)
      return { response, cors }
    } catch (error) {
      const response = toErrorResponse(error)
      line(response.status)
      return { response, cors }
    }
  }

  return {
    mock,
    get controlToken() {
      return access.controlToken
    },
    bodyLimitOf,
    noteEdgeAnswer,
    async answer(req) {
      // HEAD is decided here, once, for every answer: the mock's, a control route's, an error's.
      const outcome = await answer(req)
      return outcome && req.method === 'HEAD' ? { ...outcome, response: headOf(outcome.response) } : outcome
    },
  }
}
