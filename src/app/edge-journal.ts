import { createRouter } from '../http/route.js'
import { routes } from '../resources/routes.js'
import type { MockCore } from '../mock/create-mock-from.js'
import { splitSessionPrefix } from '../sessions/pick.js'

/** An answer the standalone server gave at its edge, before the mock saw the request. */
export interface EdgeAnswer {
  readonly method: string
  /** The request target as sent: `/_s/<id>/teams?page=1`, an absolute URL, or what was read of it. */
  readonly target: string
  /** The `X-Mock-Session` header, where it was read. */
  readonly session: string | null
  readonly status: number
  readonly message: string
}

/** The routes' table, built on the first edge answer (most servers never give one). */
let router: ReturnType<typeof createRouter> | undefined

/**
 * Journals the server's own answers (413 for a body over its limit, 414,
 * 431, 501) in the world the request named, by the operation at its method
 * and path, so `/__mock/requests` and the API coverage see what the client
 * met. A target too broken to read names no world and is only logged.
 * @example
 * const noteEdge = edgeJournal(mock, '/api')
 * noteEdge({ method: 'POST', target: '/api/teams/create', session: null, status: 413, message: 'Request body too large' })
 */
export function edgeJournal(mock: MockCore, basePath: string): (answer: EdgeAnswer) => void {
  return (answer) => {
    const at = /^(?:https?:\/\/[^/]*)?(\/[^?#]*)(\?[^#]*)?/.exec(answer.target)
    if (!at?.[1]) return
    let picked: { session: string | null; path: string }
    let world: Pick<MockCore, 'journal'>
    try {
      picked = splitSessionPrefix(at[1])
      const id = picked.session ?? answer.session
      world = id === null ? mock : mock.sessions.get(id)
    } catch {
      return // a bad session id: no world to note it in
    }
    const within = basePath && picked.path.startsWith(`${basePath}/`) ? picked.path.slice(basePath.length) : picked.path
    world.journal.note({
      method: answer.method,
      path: picked.path,
      query: at[2] ?? '',
      status: answer.status,
      message: answer.message,
      operation: (router ??= createRouter(routes)).find(answer.method, within.replace(/\/+$/, '') || '/')?.operation ?? null,
    })
  }
}
