/// <reference types="node" />
import type { IncomingMessage } from 'node:http'
import { getResponse } from 'msw'
import { ApiError } from '../http/api-error.js'
import { errorResponse } from '../http/envelope.js'
import { toErrorResponse } from '../http/route.js'
import { servingOf, type Mock } from '../mock/create-mock.js'
import { handleControl, isControlPath, type ControlServices } from './control-routes.js'
import { requestHandlersOf, warnOfAnotherMsw } from './msw-copies.js'
import { whereMsw } from './msw-engine.js'
import { toFetchRequest, toServedRequest } from './node-http.js'
import { serverIndex } from './server-index.js'
import { splitSessionPrefix } from '../sessions/pick.js'
import { SESSION_HEADER, SESSION_PREFIX } from '../sessions/schema.js'

/** A host as it goes in a URL: an IPv6 address in brackets. */
export const urlHost = (host: string): string => (host.includes(':') ? `[${host}]` : host)

/** What the standalone server answers with: its mock, where the service lives, the handlers of the moment, the control routes. */
export interface DispatchContext {
  readonly mock: Mock
  readonly basePath: string
  /** The address the server is bound to, for its own URLs when a request names no Host. */
  readonly host: string
  readonly handlers: () => readonly unknown[]
  readonly control: ControlServices
}

/** Answers one request the server read: its path (with any `/_s/<id>` prefix), query, body, and the client's signal when a layer waits. */
export type Dispatch = (req: IncomingMessage, target: string, search: string, body: Buffer, signal: () => AbortSignal) => Promise<Response>

/**
 * Where a request of the standalone server goes: a control route, the index
 * at the root, or the service below the base path — through the mock itself
 * when only its own handler is in place, else through MSW with the handlers a
 * test added. `/_s/<id>/…` names a session, as the header does.
 * @example
 * const answer = createDispatch({ mock, basePath: '/api', host: '127.0.0.1', handlers: () => mock.handlers, control })
 */
export function createDispatch(context: DispatchContext): Dispatch {
  const { mock, basePath, host, handlers, control } = context
  const ownHandlers = new Set<unknown>(mock.handlers)
  const checkCopies = warnOfAnotherMsw((message) => console.warn(message), whereMsw)

  const serviceUrlOf = (req: IncomingMessage, prefix: string): string => {
    try {
      return `${new URL(`http://${req.headers.host ?? ''}`).origin}${prefix}${basePath}`
    } catch {
      return `http://${urlHost(host)}${prefix}${basePath}`
    }
  }

  return async (req, target, search, body, signal) => {
    // `/_s/<id>/…` names a session, for clients that can only be given a base URL; it stands for the header.
    const { session, path } = splitSessionPrefix(target)
    const named = session === null ? undefined : { [SESSION_HEADER]: session }
    if (isControlPath(path)) {
      const prefix = session === null ? '' : `${SESSION_PREFIX}${session}`
      return handleControl(toFetchRequest(req, `http://mock.invalid${path}${search}`, body, undefined, named), path, control, serviceUrlOf(req, prefix))
    }
    if ((path === '/' || path === `${basePath}/`) && (req.method === 'GET' || req.method === 'HEAD')) {
      return serverIndex(toFetchRequest(req, `http://mock.invalid${path}`, body), mock, serviceUrlOf(req, session === null ? '' : `${SESSION_PREFIX}${session}`))
    }
    if (basePath && path !== basePath && !path.startsWith(`${basePath}/`)) return errorResponse(new ApiError(404, `No operation at ${path}`))
    const current = handlers()
    const url = `${mock.baseUrl}${path.slice(basePath.length)}${search}`
    // With only the mock's own handler in place, MSW's matching adds nothing but cost: ask the
    // mock directly with what was read (no Fetch `Request` to build), the client's signal made
    // only if a layer waits. Handlers added with `use()` go through MSW as usual.
    const onlyOwn = current.length === ownHandlers.size && current.every((handler) => ownHandlers.has(handler))
    const serving = onlyOwn ? servingOf(mock) : undefined
    let response: Response | undefined
    if (serving) response = await serving(toServedRequest(req, url, body, signal, named))
    else if (onlyOwn) response = await mock.handle(toFetchRequest(req, url, body, signal(), named))
    else {
      checkCopies(current)
      response = await getResponse(requestHandlersOf(current), toFetchRequest(req, url, body, signal(), named)).catch(toErrorResponse)
    }
    return response ?? errorResponse(new ApiError(404, `No operation at ${path}`))
  }
}
