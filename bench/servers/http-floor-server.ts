/**
 * The floor of any HTTP server in Node: `node:http` answering every request
 * with the same fixed JSON body (the bytes of a by-id answer of the mock),
 * reading nothing and building nothing. What no server in Node can beat.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serveMessages, type FromServer } from './protocol.js'

const body = Buffer.from(process.argv[2] ?? '{}')
const headers = { 'content-type': 'application/json', 'content-length': String(body.length) }
const server = createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
})
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  serveMessages(() => new Promise<void>((resolve) => server.close(() => resolve())))
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies FromServer)
})
