import { ApiError } from '../http/api-error.js'
import { toErrorResponse } from '../http/error-response.js'
import { headOf } from '../http/head.js'
import type { MockCore } from '../mock/create-mock.js'
import type { OpenApiDocument } from '../openapi/document.js'
import { uploadBodyLimit } from '../resources/documents/upload.js'
import type { ControlServices } from './control-routes.js'
import { CONTROL_TOKEN_HEADER } from './control-contract.js'
import { preflightHeaders } from './cors.js'
import { edgeJournal, type EdgeAnswer } from './edge-journal.js'
import { createServerAccess, gate, type AccessOptions } from './access.js'
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

  // Upload Document's own limit (the largest file plus its framing) holds at the edge too, with the
  // service's 413; the app's own holds for every request. `/_s/<id>` names a session; the limit is the same in every one.
  const bodyLimitOf = (method: string, path: string): { bytes: number; message: string } => {
    const within = path.replace(/^\/_s\/[^/]*/, '')
    const upload = within.startsWith(`${basePath}/`) ? uploadBodyLimit(method, within.slice(basePath.length), mock.state.limits) : null
    return upload !== null && upload <= maxBodyBytes
      ? { bytes: upload, message: 'File too large' }
      : { bytes: maxBodyBytes, message: 'Request body too large' }
  }

  const answer = async (req: AppRequest): Promise<AppOutcome> => {
    const started = log ? performance.now() : 0
    const { method, target } = req
    const { pathname: path, search } = targetOf(target)
    // Quiet, a request costs no log line at all.
    const line = (status: number | string): void =>
      log?.(`${method} ${path}${search} ${status} ${Math.round(performance.now() - started)}ms`)
    const origin = req.header('origin') ?? null
    // Who may ask: a Host this app is known by (DNS rebinding), and for the control routes a page of
    // an origin allowed to drive them and, where one is needed, the control token.
    const { isControl, preflight, cors, refused } = gate(access, {
      method,
      path,
      origin,
      host: req.header('host'),
      token: req.header(CONTROL_TOKEN_HEADER),
      preflightMethod: req.header('access-control-request-method') ?? null,
      remoteAddress: req.remoteAddress,
    })
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
    // A bad session prefix, or what Fetch refused of what the host accepted (see `toFetchRequest`), is an `ApiError`.
    const response = await dispatch(req, path, search, body).catch(toErrorResponse)
    if (response.type === 'error') {
      // HttpResponse.error(): a network error, so the connection goes without an answer.
      line('network-error')
      return null
    }
    line(response.status)
    return { response, cors }
  }

  return {
    mock,
    get controlToken() {
      return access.controlToken
    },
    bodyLimitOf,
    noteEdgeAnswer,
    async answer(req) {
      // Nothing a client sends may stop the app: anything unexpected is a 500 envelope.
      const outcome = await answer(req).catch((error: unknown): AppAnswer => ({ response: toErrorResponse(error), cors: {} }))
      return outcome && req.method === 'HEAD' ? { ...outcome, response: headOf(outcome.response) } : outcome
    },
  }
}
