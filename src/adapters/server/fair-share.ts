/// <reference types="node" />
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { ApiError } from '../../http/api-error.js'
import { rawAnswer } from './raw-answer.js'

/** How the open connections are shared between client addresses. */
export interface FairShareOptions {
  /**
   * How many of the open connections one client address may hold. A new
   * connection past it takes the place of that address's connection that has
   * waited longest (a second at least) for a request, or is refused when none
   * has. Default three quarters of `maxConnections`: a quarter always stays
   * for the other addresses.
   */
  maxConnectionsPerAddress?: number
}

/** How long a connection must have waited for its request before a new one of its address may take its place. */
const GIVES_WAY_AFTER_MS = 1000

/** What is known of each open connection: since when it waits for a request (undefined while one is under way), and how much it had read then. */
interface Waiting {
  since: number | undefined
  bytesRead: number
}

/**
 * The default share of one address: three quarters of all connections.
 * @example
 * defaultShare(1024) // 768
 */
export function defaultShare(maxConnections: number): number {
  return Math.max(1, Math.ceil((maxConnections * 3) / 4))
}

/**
 * Keeps one client from holding every connection of a server (thousands of
 * slow, partial requests): an address holds at most its share of them. Past
 * it, a new connection of that address takes the place of the one that has
 * waited longest for its request (answered 408 if it had sent part of one,
 * else closed), so a client of that address that sends its request at once
 * is still served; with none waiting a second or more, the new connection is
 * refused. Every other address keeps the rest. A log line (at most one a
 * second) says when either happens.
 * @example
 * shareConnections(server, 1024, {}, console.log)
 */
export function shareConnections(server: Server, maxConnections: number, options: FairShareOptions, log: (line: string) => void): void {
  const share = options.maxConnectionsPerAddress ?? defaultShare(maxConnections)
  const byAddress = new Map<string, Map<Socket, Waiting>>()
  let lastLine = 0
  const say = (line: string): void => {
    const now = Date.now()
    if (now - lastLine < 1000) return
    lastLine = now
    log(line)
  }
  const waitingNow = (socket: Socket): Waiting => ({ since: Date.now(), bytesRead: socket.bytesRead })

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    let open = byAddress.get(address)
    if (!open) byAddress.set(address, (open = new Map<Socket, Waiting>()))
    if (open.size >= share) {
      const longest = longestWaiting(open)
      const held = `${address} holds ${open.size} connections, the most one address keeps (maxConnectionsPerAddress ${share})`
      if (!longest) {
        say(`connection refused: ${held}, none of them waiting a second for a request`)
        return void socket.destroy()
      }
      const [waited, waiting] = longest
      open.delete(waited)
      say(`connection closed: ${held}; the one waiting longest for a request gave way to a new one`)
      // Part of a request sent: it is told why, as a request too slow to arrive is; an idle one just closes.
      if (waited.bytesRead > waiting.bytesRead)
        waited.write(rawAnswer(new ApiError(408, 'Request timeout: the request was not complete in time'), null))
      waited.destroySoon()
    }
    const connections = open
    connections.set(socket, waitingNow(socket))
    socket.once('close', () => {
      connections.delete(socket)
      if (connections.size === 0 && byAddress.get(address) === connections) byAddress.delete(address)
    })
  })

  // A connection is busy from a request's headers until its answer is sent, then waits for the next one.
  const busy = (req: IncomingMessage, res?: ServerResponse): void => {
    const socket = req.socket
    const open = byAddress.get(socket.remoteAddress ?? '')
    if (!open?.has(socket)) return
    open.set(socket, { since: undefined, bytesRead: socket.bytesRead })
    res?.once('finish', () => {
      if (!socket.destroyed && open.has(socket)) open.set(socket, waitingNow(socket))
    })
  }
  for (const event of ['request', 'checkContinue', 'checkExpectation'] as const) server.on(event, busy)
  for (const event of ['connect', 'upgrade'] as const) server.on(event, (req: IncomingMessage) => busy(req))
}

/** The connection that has waited longest for a request, a second or more; undefined for none. */
function longestWaiting(open: ReadonlyMap<Socket, Waiting>): [Socket, Waiting] | undefined {
  let found: [Socket, Waiting] | undefined
  const before = Date.now() - GIVES_WAY_AFTER_MS
  for (const entry of open) {
    const since = entry[1].since
    if (since !== undefined && since <= before && (found === undefined || since < found[1].since!)) found = entry
  }
  return found
}
