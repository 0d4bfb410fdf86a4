import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the proxy forwarded, and the answer it is about to send back: change it in place. */
export interface Exchange {
  method: string
  url: URL
  requestBody: string
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** A drift a proxy plays: answer some requests itself, or alter what the service answered. */
export interface Drift {
  /** An answer in the service's place (`'hang'`: none until the client gives up; `'drop'`: the connection cut), or undefined to forward. */
  answer?: (request: { method: string; url: URL; body: string }) => { status: number; json: unknown } | 'hang' | 'drop' | undefined
  alter?: (exchange: Exchange) => void
}

export interface DriftProxy {
  url: string
  /** `METHOD /path` of every request it received, in order. */
  requests: string[]
  /** Resolves when a request is held (`'hang'`). */
  held: Promise<void>
  close: () => Promise<void>
}

// Hop-by-hop headers, and the encoding fetch has already undone: never copied from the service's answer.
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding'])

const read = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A real HTTP proxy in front of a server, playing a stand-in for a service
 * that drifted: what it forwards comes back altered by `drift`.
 * @example
 * const proxy = await startDriftProxy(server, { alter: (x) => void (x.status = x.status === 404 ? 400 : x.status) })
 */
export async function startDriftProxy(upstream: string, drift: Drift = {}): Promise<DriftProxy> {
  const requests: string[] = []
  let onHeld = (): void => {}
  const held = new Promise<void>((resolve) => (onHeld = resolve))
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', upstream)
      const method = request.method ?? 'GET'
      const requestBody = await read(request)
      requests.push(`${method} ${url.pathname}`)
      const own = drift.answer?.({ method, url, body: requestBody.toString('utf8') })
      if (own === 'hang') return onHeld()
      if (own === 'drop') return void request.socket.destroy()
      if (own) return void response.writeHead(own.status, { 'content-type': 'application/json' }).end(JSON.stringify(own.json))
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) => (name === 'host' || value === undefined ? [] : [[name, String(value)]])),
      )
      const hasBody = method !== 'GET' && method !== 'HEAD'
      const answer = await fetch(url, { method, headers, body: hasBody ? new Uint8Array(requestBody) : undefined, redirect: 'manual' })
      const exchange: Exchange = {
        method,
        url,
        requestBody: requestBody.toString('utf8'),
        status: answer.status,
        headers: Object.fromEntries([...answer.headers].filter(([name]) => !DROPPED.has(name))),
        body: Buffer.from(await answer.arrayBuffer()),
      }
      const before = exchange.body
      drift.alter?.(exchange)
      if (exchange.body !== before) exchange.headers['content-length'] = String(exchange.body.length)
      response.writeHead(exchange.status, exchange.headers).end(method === 'HEAD' ? undefined : exchange.body)
    })().catch((error: unknown) => response.destroy(error as Error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A JSON answer's body changed by a function, as a drift alters it.
 * @example
 * alterJson(exchange, (body) => ({ ...body, message: 'Token invalid' }))
 */
export function alterJson(exchange: Exchange, change: (body: Record<string, unknown>) => unknown): void {
  if (!exchange.headers['content-type']?.startsWith('application/json')) return
  exchange.body = Buffer.from(JSON.stringify(change(JSON.parse(exchange.body.toString('utf8')) as Record<string, unknown>)))
}
