/// <reference types="node" />
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { performance } from 'node:perf_hooks'
import { answerHeldOnClose } from '../conditions/on-close.js'
import { ApiError } from '../http/api-error.js'
import { errorResponse } from '../http/envelope.js'
import { toErrorResponse } from '../http/route.js'
import type { Mock, MockWorld } from '../mock/create-mock.js'
import { createOpenApiDocument, type OpenApiDocument } from '../openapi/document.js'
import type { ControlServices } from './control-routes.js'
import { preflightHeaders } from './cors.js'
import { edgeJournal, type EdgeAnswer } from './edge-journal.js'
import { checkingInterval, guardEdge, rawAnswer, type EdgeOptions } from './server-edge.js'
import { CONTROL_TOKEN_HEADER } from './control-contract.js'
import { createServerAccess, gate, type AccessOptions } from './server-access.js'
import { createDispatch, urlHost } from './server-dispatch.js'
import { BodyTooLargeError, declaresOver, readBody, sendResponse } from './node-http.js'
import { uploadBodyLimit } from '../resources/documents/upload.js'
import { SESSION_HEADER } from '../sessions/schema.js'
import { createMock } from './mock.js'

export interface MockHttpServerOptions extends EdgeOptions, AccessOptions {
  /** The mock to serve. Default: a new one in `scenario`. */
  mock?: Mock
  /** The scenario of the mock made when `mock` is not given. Default: `default`. */
  scenario?: string
  /** The MSW handlers to answer with, read per request. Default: `mock.handlers`. */
  handlers?: () => readonly unknown[]
  /** Default `127.0.0.1`: loopback only. */
  host?: string
  /** Default 4010; 0 picks a free port. */
  port?: number
  /** The path the service is served below, e.g. `/api`. Default `/`. */
  basePath?: string
  /** No request log lines. */
  quiet?: boolean
  /** Where log lines go. Default: `console.log`. */
  log?: (line: string) => void
  /** The largest request body accepted, in bytes; larger answers 413 and closes the connection. Default 32 MiB. */
  maxBodyBytes?: number
}

/** A request listener serving a mock, for any `node:http` server. */
export interface MockListener {
  readonly listener: RequestListener
  readonly mock: Mock
  /** The requests the mock answered (the same as `mock.journal`). */
  readonly journal: MockWorld['journal']
  /** Journals an answer a server gave at its edge, before the listener had the request (see `guardEdge`). */
  readonly noteEdgeAnswer: (answer: EdgeAnswer) => void
  /**
   * For `server.on('checkContinue', …)`: tells a client sending `Expect: 100-continue` to go on only when
   * its `Content-Length` is within the limit; over it, the 413 comes at once and the body is never sent.
   */
  readonly checkContinue: RequestListener
  /** The token every control request must carry in `X-Mock-Control-Token`; null when none is needed (see `AccessOptions`). */
  readonly controlToken: string | null
}

/** A running standalone server. */
export interface MockHttpServer extends MockListener {
  /** The service's base URL, e.g. `http://127.0.0.1:4010` (with the base path, if any). */
  readonly url: string
  readonly port: number
  readonly server: Server
  /** Stops listening and closes every open connection. */
  close(): Promise<void>
}

/** Methods Node parses but Fetch refuses to carry; the service implements none of them. */
const FETCH_FORBIDDEN = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Above the service's own 25 MiB upload limit, so its `File too large` answers first. */
const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024

/** The path and query of a request target, origin-form (`/teams?x=1`) or absolute-form. */
const targetOf = (raw: string): URL => {
  // Origin-form (the usual `/teams?x=1`) is never absolute: parsed once, joined to a base.
  if (!raw.startsWith('/') && URL.canParse(raw)) return new URL(raw)
  try {
    return new URL(`http://mock.invalid${raw.startsWith('/') ? '' : '/'}${raw}`)
  } catch {
    return new URL('http://mock.invalid/')
  }
}

/**
 * Normalises a base path: one leading slash, no trailing one, `''` for the root.
 * @example
 * normalizeBasePath('api/') // '/api'
 */
export function normalizeBasePath(basePath = '/'): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : ''
}

/**
 * A `node:http` request listener that turns each request into a Fetch
 * `Request`, answers it with MSW's `getResponse(handlers, request)` (or the
 * mock itself, when no handler was added to its own) and
 * streams the answer back; with CORS, a log line per request, the journal
 * and the control routes under `/__mock/`. A request below `basePath` is
 * answered as if it had been sent below `mock.baseUrl`, so the mock and any
 * handler added for it work whatever address the server has.
 * @example
 * const { listener } = createMockListener({ scenario: 'empty-teams' })
 * createServer(listener).listen(4010)
 */
export function createMockListener(options: MockHttpServerOptions = {}): MockListener {
  const host = options.host ?? '127.0.0.1'
  const basePath = normalizeBasePath(options.basePath)
  const mock = options.mock ?? createMock({ scenario: options.scenario, baseUrl: `http://${urlHost(host)}:${options.port ?? 4010}${basePath}` })
  const handlers = options.handlers ?? (() => mock.handlers)
  const log = options.quiet ? undefined : (options.log ?? ((line: string) => console.log(line)))
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const noteEdgeAnswer = edgeJournal(mock, basePath)
  const access = createServerAccess(host, options, () => crypto.randomUUID())
  const document = createOpenApiDocument()
  const control: ControlServices = {
    mock,
    openapi: (serviceUrl): OpenApiDocument => ({ ...document, servers: [{ url: serviceUrl, description: 'This mock server' }] }),
  }

  const answer = createDispatch({ mock, basePath, host, handlers, control })

  // Upload Document's own limit (the largest file plus its framing) holds at the edge too, while the body
  // streams in, with the service's 413; the server's own holds for every request. `/_s/<id>` names a
  // session; the limit is the same in every one.
  const bodyLimitOf = (method: string, path: string): { bytes: number; message: string } => {
    const within = path.replace(/^\/_s\/[^/]*/, '')
    const upload = within.startsWith(`${basePath}/`) ? uploadBodyLimit(method, within.slice(basePath.length), mock.state.limits) : null
    return upload !== null && upload <= maxBodyBytes ? { bytes: upload, message: 'File too large' } : { bytes: maxBodyBytes, message: 'Request body too large' }
  }

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = log ? performance.now() : 0
    const method = req.method ?? 'GET'
    const { pathname: path, search } = targetOf(req.url ?? '/')
    // Quiet, a request costs no log line at all.
    const line = (status: number | string) => log?.(`${method} ${path}${search} ${status} ${Math.round(performance.now() - started)}ms`)
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null
    const [token, preflightMethod] = [req.headers[CONTROL_TOKEN_HEADER], req.headers['access-control-request-method']]
    // Who may ask: a Host this server is known by (DNS rebinding), and for the control routes a page of
    // an origin allowed to drive them and, where one is needed, the control token.
    const { isControl, preflight, cors, refused } = gate(access, {
      method,
      path,
      origin,
      host: req.headers.host,
      token: typeof token === 'string' ? token : undefined,
      preflightMethod: typeof preflightMethod === 'string' ? preflightMethod : null,
    })
    if (refused) {
      const named = req.headers[SESSION_HEADER]
      // What an API client met goes in the journal and the coverage; the control routes are never journaled.
      if (!isControl) noteEdgeAnswer({ method, target: req.url ?? '/', session: typeof named === 'string' ? named : null, status: refused.status, message: refused.message })
      res.on('finish', () => req.resume())
      await sendResponse(res, errorResponse(refused), cors, method)
      return line(refused.status)
    }
    if (preflight) {
      const requested = req.headers['access-control-request-headers']
      res.writeHead(204, preflightHeaders(origin, typeof requested === 'string' ? requested : null)).end()
      return line(204)
    }
    const limit = bodyLimitOf(method, path)
    let body: Buffer
    try {
      body = await readBody(req, limit.bytes)
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) return line('aborted')
      const tooLarge = errorResponse(ApiError.tooLarge(limit.message))
      const named = req.headers[SESSION_HEADER]
      noteEdgeAnswer({ method, target: req.url ?? '/', session: typeof named === 'string' ? named : null, status: 413, message: limit.message })
      res.on('finish', () => req.destroy())
      await sendResponse(res, tooLarge, { ...cors, connection: 'close' })
      return line(413)
    }
    // A client that goes away while its answer is held or delayed aborts the request the mock
    // sees. The signal is made when first asked for: most answers never wait.
    let gone: AbortController | undefined
    const goneSignal = (): AbortSignal => {
      if (!gone) {
        const controller = (gone = new AbortController())
        if (res.destroyed && !res.writableFinished) controller.abort()
        else res.on('close', () => res.writableFinished || controller.abort())
      }
      return gone.signal
    }
    let response: Response
    try {
      response = await answer(req, path, search, body, goneSignal)
    } catch (error) {
      // A bad session prefix; or Fetch refused what Node accepted: a method it forbids (TRACE, CONNECT), an invalid header value.
      response = errorResponse(error instanceof ApiError ? error : FETCH_FORBIDDEN.has(method) ? ApiError.notImplemented(method) : ApiError.badRequest('Malformed request'))
    }
    if (response.type === 'error') {
      // HttpResponse.error(): a network error, so the connection goes without an answer.
      res.destroy()
      return line('network-error')
    }
    await sendResponse(res, response, cors, method)
    line(response.status)
  }

  const listener: RequestListener = (req, res) => {
    serve(req, res).catch((error: unknown) => {
      // Nothing a client sends may stop the server: answer a 500 envelope if still possible.
      if (res.headersSent) return res.destroy()
      sendResponse(res, toErrorResponse(error)).catch(() => res.destroy())
    })
  }
  // Without it Node says `100 Continue` to every such request; over the limit, `serve` answers 413 before reading.
  const checkContinue: RequestListener = (req, res) => {
    if (!declaresOver(req, bodyLimitOf(req.method ?? 'GET', targetOf(req.url ?? '/').pathname).bytes)) res.writeContinue()
    listener(req, res)
  }
  return { listener, checkContinue, mock, journal: mock.journal, noteEdgeAnswer, controlToken: access.controlToken }
}

/**
 * Starts the standalone server: the mock over real HTTP, for curl, Postman,
 * mobile apps or an end-to-end suite in any language.
 * @example
 * const server = await startMockServer({ port: 0, scenario: 'empty-teams', quiet: true })
 * await fetch(`${server.url}/teams`, { headers: { authorization: 'Bearer demo-token' } })
 * await server.close()
 */
export async function startMockServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1'
  const served = createMockListener(options)
  const server = createServer({ connectionsCheckingInterval: checkingInterval(options) }, served.listener)
  server.on('checkContinue', served.checkContinue)
  guardEdge(server, options, options.quiet ? () => undefined : (options.log ?? ((line: string) => console.log(line))), served.noteEdgeAnswer)
  // CONNECT never reaches the request listener: answer it as every method the service lacks, 501 with the envelope.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy())
    socket.end(rawAnswer(ApiError.notImplemented(req.method ?? 'CONNECT'), typeof req.headers.origin === 'string' ? req.headers.origin : null))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4010, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  return {
    ...served,
    server,
    port,
    url: `http://${urlHost(host)}:${port}${normalizeBasePath(options.basePath)}`,
    // What `hang` still holds is answered 503 before the connections go (see answerHeldOnClose).
    close: async () => {
      await answerHeldOnClose(served.mock)
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
