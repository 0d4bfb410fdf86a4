/// <reference types="node" />
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { createAppCore, targetOf, type AppCore } from '../../app/app.js'
import { normalizeBasePath } from '../../app/base-path.js'
import { answerHeldOnClose } from '../../conditions/on-close.js'
import { ApiError } from '../../http/api-error.js'
import { toErrorResponse } from '../../http/error-response.js'
import type { MockCore, MockWorld } from '../../mock/create-mock-from.js'
import type { Mock } from '../msw/msw-mock-face.js'
import { createMockFrom } from '../../mock/create-mock-from.js'
import { builtInScenarios } from '../../../scenarios/built-in.js'
import { CONTROL_TOKEN_ENV } from '../../app/control-contract.js'
import type { EdgeAnswer } from '../../app/edge-journal.js'
import { checkingInterval, guardEdge, type EdgeOptions } from './edge.js'
import { rawAnswer } from './raw-answer.js'
import type { AccessOptions } from '../../app/server-access.js'
import { urlHost, type ServiceAnswerer } from '../../app/dispatch.js'
import { declaresOver, sendResponse } from './node-http.js'
import { appRequestOf } from './node-request.js'
import { lingerAfterAnswer } from './linger.js'
import { createServiceProxy, type ProxyHooks, type ProxyOptions } from '../../proxy/proxy.js'

/** The options of `startMockServer` and `createMockListener`: the mock to serve, where, and how. */
export interface MockHttpServerOptions<M extends MockCore = MockCore> extends EdgeOptions, AccessOptions {
  /** The mock to serve. Default: a new one in `scenario`. */
  mock?: M
  /** The scenario of the mock made when `mock` is not given. Default: `default`. */
  scenario?: string
  /** The MSW handlers to answer with, read per request; msw is loaded when they are other than `mock.handlers`. Default: the mock alone. */
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
  /** The largest request body accepted, in bytes; larger answers 413 and closes the connection once the body is read and dropped (see `lingerTimeMs`). Default 32 MiB. */
  maxBodyBytes?: number
  /** Stand in front of the real service: forward its requests (`only`: those operations') there, as `createMockApp`'s `proxy`. */
  proxy?: ProxyOptions
  /** @internal For `serve --record`: what the proxy does beside forwarding (a recorder, `/__mock/record`). */
  proxyHooks?: ProxyHooks
}

/** A request listener serving a mock, for any `node:http` server. */
export interface MockListener<M extends MockCore = MockCore> {
  readonly listener: RequestListener
  readonly mock: M
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
export interface MockHttpServer<M extends MockCore = MockCore> extends MockListener<M> {
  /** The service's base URL, e.g. `http://127.0.0.1:4010` (with the base path, if any). */
  readonly url: string
  readonly port: number
  readonly server: Server
  /** Stops listening and closes every open connection. */
  close(): Promise<void>
}

export {
  /**
   * @deprecated Not part of the server's API: give `basePath` as you write it (`api/`, `/api`); the server
   * normalises it. `doc-workspace-mock/server` drops it in the next minor release.
   */
  normalizeBasePath,
}

/** Handlers a test added (`mock.use()`), answered through MSW, loaded then; the mock's own are answered by the mock. */
function handlersAnswerer(mock: MockCore, handlers: () => readonly unknown[]): () => ServiceAnswerer | undefined {
  const own = new Set<unknown>('handlers' in mock ? (mock as Mock).handlers : [])
  let msw: Promise<typeof import('./msw-answer.js')> | undefined
  return () => {
    const current = handlers()
    if (current.length === own.size && current.every((handler) => own.has(handler))) return undefined
    return async (request) => (await (msw ??= import('./msw-answer.js'))).answerWithHandlers(current, request)
  }
}

/**
 * A `node:http` request listener over the one HTTP app (`createMockApp`'s):
 * it reads each request as the app asks, and writes the app's answer back,
 * streaming its body; with a log line per request. A request below
 * `basePath` is answered as if it had been sent below `mock.baseUrl`, so the
 * mock and any handler added for it work whatever address the server has.
 * @example
 * const { listener } = createMockListener({ scenario: 'empty-teams' })
 * createServer(listener).listen(4010)
 */
export function createMockListener<M extends MockCore = MockCore>(options: MockHttpServerOptions<M> = {}): MockListener<M> {
  const host = options.host ?? '127.0.0.1'
  const basePath = normalizeBasePath(options.basePath)
  const mock = (options.mock ??
    createMockFrom(builtInScenarios, {
      scenario: options.scenario,
      baseUrl: `http://${urlHost(host)}:${options.port ?? 4010}${basePath}`,
    })) as M
  const app: AppCore = createAppCore({
    ...options,
    mock,
    host,
    basePath,
    controlToken: options.controlToken ?? process.env[CONTROL_TOKEN_ENV],
    log: options.quiet ? undefined : (options.log ?? ((line: string) => console.log(line))),
    answerer: options.handlers && handlersAnswerer(mock, options.handlers),
    proxy: options.proxy && createServiceProxy(mock, options.proxy, options.proxyHooks),
  })

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const outcome = await app.answer(appRequestOf(req, res))
    if (outcome === null) return void res.destroy()
    const { response, cors, after } = outcome
    if (after === 'drain') res.on('finish', () => req.resume())
    if (after === 'close') lingerAfterAnswer(req, res, options)
    await sendResponse(res, response, after === 'close' ? { ...cors, connection: 'close' } : cors)
  }

  const listener: RequestListener = (req, res) => {
    serve(req, res).catch((error: unknown) => {
      // Nothing a client sends may stop the server: answer a 500 envelope if still possible.
      if (res.headersSent) return res.destroy()
      sendResponse(res, toErrorResponse(error)).catch(() => res.destroy())
    })
  }
  // Without it Node says `100 Continue` to every such request; over the limit, the app answers 413 before reading.
  const checkContinue: RequestListener = (req, res) => {
    if (!declaresOver(req, app.bodyLimitOf(req.method ?? 'GET', targetOf(req.url ?? '/').pathname).bytes)) res.writeContinue()
    listener(req, res)
  }
  return {
    listener,
    checkContinue,
    mock,
    journal: mock.journal,
    noteEdgeAnswer: (answer: EdgeAnswer) => app.noteEdgeAnswer(answer),
    controlToken: app.controlToken,
  }
}

/**
 * Starts the standalone server: the mock over real HTTP, for curl, Postman,
 * mobile apps or an end-to-end suite in any language.
 * @example
 * const server = await startMockServer({ port: 0, scenario: 'empty-teams', quiet: true })
 * await fetch(`${server.url}/teams`, { headers: { authorization: 'Bearer demo-token' } })
 * await server.close()
 */
export async function startMockServer<M extends MockCore = MockCore>(options: MockHttpServerOptions<M> = {}): Promise<MockHttpServer<M>> {
  const host = options.host ?? '127.0.0.1'
  const served = createMockListener(options)
  const server = createServer({ connectionsCheckingInterval: checkingInterval(options) }, served.listener)
  server.on('checkContinue', served.checkContinue)
  guardEdge(
    server,
    options,
    options.quiet ? () => undefined : (options.log ?? ((line: string) => console.log(line))),
    served.noteEdgeAnswer,
  )
  // CONNECT never reaches the request listener: answer it as every method the service lacks, 501 with the envelope.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy())
    socket.end(
      rawAnswer(ApiError.notImplemented(req.method ?? 'CONNECT'), typeof req.headers.origin === 'string' ? req.headers.origin : null),
    )
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
