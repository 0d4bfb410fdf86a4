/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long and how much of a refused body the server reads and drops after its answer (see `lingerAfterAnswer`). */
export interface LingerOptions {
  /** The longest the server goes on reading a refused body after its 413, in ms. Default 30 000 (nginx's `lingering_time`). */
  lingerTimeMs?: number
  /** The most bytes of a refused body it reads and drops after its 413. Default 256 MiB. */
  lingerBytes?: number
}

/** nginx's `lingering_time` and `lingering_timeout` defaults. */
const DEFAULT_LINGER_MS = 30_000
const LINGER_IDLE_MS = 5000
const DEFAULT_LINGER_BYTES = 256 * 1024 * 1024

/**
 * Closes the connection of a request answered before its body was read (a
 * 413) the way nginx's and Apache's lingering close do: the answer goes out
 * with `Connection: close` and the server's side is shut for writing, then
 * the rest of the body is read and dropped until it ends, and only then is
 * the connection closed. Closed at once, the unread bytes would make the
 * system reset the connection, and a client still sending (fetch, Python's
 * requests) would see that reset instead of the answer. Bounded: at most
 * `lingerTimeMs` in all, 5 s without a byte, `lingerBytes` bytes; past a
 * bound the connection is dropped. Each piece is dropped as it arrives, so
 * no memory grows with the body.
 * @example
 * lingerAfterAnswer(req, res, {})
 * await sendResponse(res, tooLarge, { connection: 'close' })
 */
export function lingerAfterAnswer(req: IncomingMessage, res: ServerResponse, options: LingerOptions): void {
  const socket = req.socket
  if (socket.destroyed) return
  const maxBytes = options.lingerBytes ?? DEFAULT_LINGER_BYTES
  const timeMs = options.lingerTimeMs ?? DEFAULT_LINGER_MS
  // Node closes a `Connection: close` answer's socket with destroySoon(): shut for writing, then destroyed once
  // the answer is flushed, unread bytes or not. Here it only shuts for writing; the close waits for the body's end.
  const closeWhenFlushed = socket.destroySoon.bind(socket)
  socket.destroySoon = () => {
    if (socket.writable) socket.end()
  }
  let read = 0
  let bodyDone = req.complete
  let answered = false
  const drop = (): void => void socket.destroy()
  // Neither timer keeps the process alive: a server that stops closes its connections itself.
  const timer = (ms: number): NodeJS.Timeout => setTimeout(drop, ms).unref()
  const total = timer(timeMs)
  const idle = timer(Math.min(LINGER_IDLE_MS, timeMs))
  const settle = (): void => {
    clearTimeout(total)
    clearTimeout(idle)
  }
  // Once the body has ended and the answer is sent, nothing is left unread: the close is the usual one.
  const closeIfDone = (): void => {
    if (!bodyDone || !answered) return
    settle()
    closeWhenFlushed()
  }
  req.on('data', (chunk: Buffer) => {
    read += chunk.length
    if (read > maxBytes) return drop()
    idle.refresh()
  })
  req.on('end', () => {
    bodyDone = true
    closeIfDone()
  })
  res.on('finish', () => {
    answered = true
    // Node's own end of the answer ran first (its listener was added before this one): the socket is shut for writing.
    closeIfDone()
  })
  socket.on('close', settle)
  req.resume()
}
