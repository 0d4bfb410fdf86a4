/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AppRequest } from '../../app/app-request.js'
import type { Bytes } from '../../db/bytes.js'
import { nodeHeaders, readBody } from './node-http.js'

/** A Node request as the app reads it: headers read only when asked, the body up to the app's limit. */
export function appRequestOf(req: IncomingMessage, res: ServerResponse): AppRequest {
  // A client that goes away while its answer is held or delayed aborts the request the mock
  // sees. The signal is made when first asked for: most answers never wait.
  let gone: AbortController | undefined
  return {
    method: req.method ?? 'GET',
    target: req.url ?? '/',
    header: (name) => {
      const value = req.headers[name]
      return typeof value === 'string' ? value : undefined
    },
    headers: () => nodeHeaders(req),
    body: async (limit) => {
      const body = await readBody(req, limit)
      return new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Bytes
    },
    signal: () => {
      if (!gone) {
        const controller = (gone = new AbortController())
        if (res.destroyed && !res.writableFinished) controller.abort()
        else res.on('close', () => res.writableFinished || controller.abort())
      }
      return gone.signal
    },
    remoteAddress: req.socket.remoteAddress,
  }
}
