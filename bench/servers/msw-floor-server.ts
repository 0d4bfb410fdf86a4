/**
 * The floor of a standalone MSW server: `node:http`, each request turned into
 * a Fetch `Request` and answered by `getResponse` with one bare handler that
 * returns the same JSON as Get Document Info. What any MSW-based server
 * costs before it does any work of its own.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, http, HttpResponse } from 'msw'
import { serveMessages, type FromServer } from './protocol.js'

const body = JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown>
const handlers = [http.get('http://127.0.0.1/documents/info', () => HttpResponse.json(body))]
// eslint-disable-next-line @typescript-eslint/no-misused-promises -- a rejection ends the run, as it should
const server = createServer(async (req, res) => {
  const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method, headers: req.headers as Record<string, string> })
  const response = (await getResponse(handlers, request)) ?? new Response('Not found', { status: 404 })
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
})
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  serveMessages(() => new Promise<void>((resolve) => server.close(() => resolve())))
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies FromServer)
})
