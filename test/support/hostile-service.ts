import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

/** What the service does with a request: writes these bytes (and closes, unless `then: 'stall'`), or says nothing at all. */
export type HostileAnswer = { bytes: string; then?: 'close' | 'stall' } | 'silent'

/** A service that answers in raw bytes on a TCP socket of its own, and counts what stays open. */
export interface HostileService {
  readonly url: string
  /** Connections open now that carried a request: a request the proxy left open. */
  readonly carrying: number
  /** Every connection open now, those that never carried a request too (a client's spare connection). */
  readonly open: number
  /** How many requests arrived. */
  readonly requests: number
  close(): Promise<void>
}

/**
 * A stand-in for a broken or hostile deployment of the service, built on
 * `node:net` so that it can send what no HTTP server would: a status of 600,
 * bytes that are not HTTP, a head and then silence. `answer` picks the bytes
 * by the request's path. Closed after each test.
 * @example
 * const startService = useHostileService()
 * const service = await startService(() => ({ bytes: 'HTTP/1.1 600 Odd\r\ncontent-length: 0\r\n\r\n' }))
 */
export function useHostileService(): (answer: (path: string) => HostileAnswer) => Promise<HostileService> {
  const started: HostileService[] = []
  afterEach(async () => {
    for (const service of started.splice(0)) await service.close()
  })
  return async (answer) => {
    const sockets = new Set<Socket>()
    const carrying = new Set<Socket>()
    let requests = 0
    const server = createServer((socket) => {
      sockets.add(socket)
      socket.on('close', () => {
        sockets.delete(socket)
        carrying.delete(socket)
      })
      socket.on('error', () => undefined)
      let head = ''
      // Read to the end of every request's head, so that a client closing its side is seen at once.
      socket.on('data', (chunk: Buffer) => {
        if (carrying.has(socket)) return
        head += chunk.toString('latin1')
        if (!head.includes('\r\n\r\n')) return
        carrying.add(socket)
        requests++
        const reply = answer(head.split(' ')[1] ?? '/')
        if (reply === 'silent') return
        if (reply.then === 'stall') socket.write(reply.bytes)
        else socket.end(reply.bytes)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const service: HostileService = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      get carrying() {
        return carrying.size
      },
      get open() {
        return sockets.size
      },
      get requests() {
        return requests
      },
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy()
          server.close(() => resolve())
        }),
    }
    started.push(service)
    return service
  }
}
