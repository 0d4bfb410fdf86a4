import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMockApp } from '../../src/app/fetch.js'
import type { MockCore } from '../../src/mock/create-mock-from.js'
import { CONTROL_TOKEN_ENV } from '../../src/app/control-contract.js'
import { nodeHeaders, sendResponse } from '../../src/adapters/server/node-http.js'
import { normalizeBasePath } from '../../src/app/base-path.js'
import { startMockServer, type MockHttpServer, type MockHttpServerOptions } from '../../src/adapters/server/server.js'

/**
 * Which face of the one HTTP app a server test reaches, from `MOCK_TRANSPORT`:
 * `app` serves `createMockApp().fetch` through the smallest Fetch host (below);
 * anything else, the `node:http` server itself.
 */
export const FACE: 'app' | 'server' = process.env.MOCK_TRANSPORT === 'app' ? 'app' : 'server'

/** The whole body of a Node request, for a Fetch `Request`. */
const bodyOf = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * The smallest host of a Fetch handler, as Bun or Deno would be: each Node
 * request becomes a Fetch `Request` (its peer's address beside it, its signal
 * aborted when the client leaves), and
 * `app.fetch`'s `Response` is written back; a body that fails at once drops the connection.
 */
async function startAppServer<M extends MockCore>(options: MockHttpServerOptions<M>): Promise<MockHttpServer<M>> {
  const host = options.host ?? '127.0.0.1'
  const lines = options.quiet ? undefined : (options.log ?? ((line: string) => console.log(line)))
  const { mock, scenario, basePath, controlToken, allowedHosts, corsOrigins, maxBodyBytes } = options
  const app = createMockApp({
    ...(mock ? { mock } : { scenario }),
    basePath,
    host,
    log: lines,
    maxBodyBytes,
    controlToken: controlToken ?? process.env[CONTROL_TOKEN_ENV],
    allowedHosts,
    corsOrigins,
  })
  // A Fetch host's own limits decide what reaches the app; this one lets any request line and headers through.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a rejection fails the test run, as it should
  const server = createServer({ maxHeaderSize: 1024 * 1024 }, async (req, res) => {
    const body = req.method === 'GET' || req.method === 'HEAD' ? null : await bodyOf(req)
    // As a Fetch host does, the request's signal aborts when its client goes away.
    const gone = new AbortController()
    res.on('close', () => res.writableFinished || gone.abort())
    const init = { method: req.method, headers: nodeHeaders(req), body: body?.length ? new Uint8Array(body) : null, signal: gone.signal }
    const request = new Request(`http://${req.headers.host ?? host}${req.url ?? '/'}`, init)
    const response = await app.fetch(request, { remoteAddress: req.socket.remoteAddress })
    // A body that fails before its first byte (a network fault) drops the connection before any header, as Bun does.
    await sendResponse(res, response)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve))
  const { port } = server.address() as AddressInfo
  const served = app.mock as M
  return {
    mock: served,
    journal: served.journal,
    controlToken: app.controlToken,
    server,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${normalizeBasePath(basePath)}`,
    listener: () => undefined,
    checkContinue: () => undefined,
    noteEdgeAnswer: () => undefined,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * A standalone server for a test: the `node:http` one, or (`MOCK_TRANSPORT=app`)
 * the Fetch app behind a minimal Fetch host. The same test, the same bytes.
 * @example
 * const server = await startServer({ port: 0, quiet: true })
 */
export function startServer<M extends MockCore = MockCore>(options: MockHttpServerOptions<M>): Promise<MockHttpServer<M>> {
  return FACE === 'app' ? startAppServer(options) : startMockServer(options)
}
