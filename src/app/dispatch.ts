import { toControlRequest, toFetchRequest, toServedRequest, type AppRequest } from './app-request.js'
import type { Bytes } from '../db/bytes.js'
import { ApiError } from '../http/api-error.js'
import { toErrorResponse } from '../http/error-response.js'
import type { MockCore } from '../mock/create-mock-from.js'
import { handleControl, isControlPath, type ControlServices } from './control-routes.js'
import { serverIndex } from './index-page.js'
import { sessionOf, splitSessionPrefix } from '../sessions/pick.js'
import { SESSION_HEADER, SESSION_PREFIX } from '../sessions/schema.js'
import { redactDetail } from '../journal/redact.js'
import type { ServiceProxy } from '../proxy/proxy.js'

/** A host as it goes in a URL: an IPv6 address in brackets. */
export const urlHost = (host: string): string => (host.includes(':') ? `[${host}]` : host)

/** Who answers the service's requests in the mock's place, at this moment: handlers a test added (the server's MSW). */
export type ServiceAnswerer = (request: Request) => Promise<Response | undefined>

/** What the app answers with: its mock, where the service lives, the control routes. */
export interface DispatchContext {
  readonly mock: MockCore
  readonly basePath: string
  /** The address the app is served at, for its own URLs when a request names no Host. */
  readonly host: string
  readonly control: ControlServices
  /** Read per request: who answers the service's requests instead of the mock, or undefined for the mock. */
  readonly answerer?: () => ServiceAnswerer | undefined
  /** The real service the requests it forwards go to, the others simulated (`serve --proxy`). */
  readonly proxy?: ServiceProxy
}

/** The control route of a proxy's recording: `GET` the world recorded so far, `POST` to write it now. */
export const RECORD_ROUTE = '/__mock/record'

/** Answers one request the app read: its path (with any `/_s/<id>` prefix), query and body. */
export type Dispatch = (req: AppRequest, target: string, search: string, body: Bytes) => Promise<Response>

/**
 * Where a request of the app goes: a control route, the index at the root,
 * or the service below the base path — the mock itself, asked with what was
 * read (no Fetch `Request` built), unless an `answerer` takes the request.
 * `/_s/<id>/…` names a session, as the header does.
 * @example
 * const answer = createDispatch({ mock, basePath: '/api', host: '127.0.0.1', control })
 */
export function createDispatch(context: DispatchContext): Dispatch {
  const { mock, basePath, host, control, answerer, proxy } = context

  const serviceUrlOf = (req: AppRequest, prefix: string): string => {
    try {
      return `${new URL(`${req.scheme ?? 'http'}://${req.header('host') ?? ''}`).origin}${prefix}${basePath}`
    } catch {
      return `http://${urlHost(host)}${prefix}${basePath}`
    }
  }

  // In front of the real service, a simulated answer says so in the journal, with its credentials redacted.
  const mark = proxy ? ({ source: 'simulated', redact: redactDetail } as const) : undefined

  return async (req, target, search, body) => {
    // `/_s/<id>/…` names a session, for clients that can only be given a base URL; it stands for the header.
    const { session, path } = splitSessionPrefix(target)
    const named = session === null ? undefined : { [SESSION_HEADER]: session }
    if (path === RECORD_ROUTE && proxy?.record) return proxy.record(req.method)
    if (isControlPath(path)) {
      const prefix = session === null ? '' : `${SESSION_PREFIX}${session}`
      return handleControl(
        toControlRequest(req, `http://mock.invalid${path}${search}`, body, named),
        path,
        control,
        serviceUrlOf(req, prefix),
      )
    }
    if ((path === '/' || path === `${basePath}/`) && (req.method === 'GET' || req.method === 'HEAD')) {
      return serverIndex(
        toFetchRequest(req, `http://mock.invalid${path}`, body),
        mock,
        serviceUrlOf(req, session === null ? '' : `${SESSION_PREFIX}${session}`),
      )
    }
    if (basePath && path !== basePath && !path.startsWith(`${basePath}/`)) throw ApiError.noOperation(path)
    const within = path.slice(basePath.length)
    // In front of the real service: what it takes goes there, the session (header or prefix) never sent on.
    if (proxy?.forwards(req.method, within)) {
      const headers = req.headers()
      const signal = req.signal()
      const sessionId = session ?? req.header(SESSION_HEADER) ?? null
      return proxy.forward({ method: req.method, path: within, fullPath: path, search, headers, body, session: sessionId, signal })
    }
    const url = `${mock.baseUrl}${within}${search}`
    // With the mock alone, ask it with what was read: no Fetch `Request` to build, the client's signal
    // made only if a layer waits. Handlers a test added to the server go through them as usual.
    const other = answerer?.()
    if (other) return (await other(toFetchRequest(req, url, body, req.signal(), named))) ?? toErrorResponse(ApiError.noOperation(path))
    // The place is decided here, once: the path below the base path, and the session (the prefix's, else the header's).
    const served = toServedRequest(req, url, body, named, mark)
    return mock.serve(served, { path: within, session: session ?? sessionOf(served) })
  }
}
