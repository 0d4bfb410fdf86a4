import { CONTROL_PREFIX } from '../../app/control-contract.js'
import { toFetchResponse } from '../../app/fetch-transport.js'
import { ApiError } from '../../http/api-error.js'
import { toErrorResponse } from '../../http/error-response.js'
import { decodePathSegment } from '../../http/path-segment.js'
import { splitSessionPrefix } from '../../sessions/pick.js'
import { SESSION_HEADER, SessionId } from '../../sessions/schema.js'
import { createOwnAnswers, requireControlToken, type OwnAnswers } from './own-answers.js'
import type { ObjectNamespace, ObjectState, WorkerEnv } from './runtime.js'
import {
  MockSessionObject,
  OBJECT_END_HEADER,
  OBJECT_WORLD_HEADER,
  type OptionsSource,
  type SessionObjectOptions,
} from './session-object.js'

/** The options of a Worker that keeps each session in a Durable Object of its own. */
export interface SessionWorkerOptions extends SessionObjectOptions {
  /** The name of the Durable Object binding (wrangler.jsonc's `durable_objects.bindings[].name`), e.g. `MOCK_SESSIONS`. */
  binding: string
}

/** What `createSessionWorker` gives: the Worker's `fetch`, and the Durable Object class to export under the binding's `class_name`. */
export interface SessionWorker {
  fetch(request: Request, env: WorkerEnv): Promise<Response>
  readonly SessionObject: new (ctx: ObjectState, env: WorkerEnv) => MockSessionObject
}

/** The object of the default world; a session's is `session:<id>` (an id never holds a colon). */
export const DEFAULT_OBJECT = 'default'
const SESSIONS = `${CONTROL_PREFIX}/sessions`
const ONE_SESSION = new RegExp(`^${SESSIONS}/([^/]+)/*$`)
const ALL_SESSIONS = new RegExp(`^${SESSIONS}/*$`)

const NOT_LISTED =
  'Sessions live in Durable Objects here, one object per session, and a Worker cannot list them: this route has no answer on this host. ' +
  "End a session with DELETE /__mock/sessions/<id>, which deletes its object's storage; POST /__mock/reset under it starts it afresh."

/**
 * The session a request names, as the app reads it: the `/_s/<id>/` prefix,
 * else `X-Mock-Session`; null for none. Undefined for a bad id: the default
 * world's object answers it, with the app's own 400.
 */
function sessionOf(request: Request, path: string): string | null | undefined {
  try {
    const { session } = splitSessionPrefix(path)
    if (session !== null) return session
  } catch {
    return undefined
  }
  const header = request.headers.get(SESSION_HEADER)
  return header === null ? null : SessionId.safeParse(header).success ? header : undefined
}

/** The front of the Worker, made once per isolate from the options and the environment. */
function createFront(options: SessionWorkerOptions, env: WorkerEnv): (request: Request) => Promise<Response> {
  const { binding } = options
  const namespace = env[binding] as ObjectNamespace | undefined
  if (typeof namespace?.idFromName !== 'function') {
    throw new Error(
      `doc-workspace-mock/cloudflare: the Worker has no Durable Object binding "${binding}": add it to wrangler.jsonc ` +
        `("durable_objects": { "bindings": [{ "name": "${binding}", "class_name": <the exported class> }] }, and a migration with "new_sqlite_classes")`,
    )
  }
  requireControlToken(options)
  const own: OwnAnswers = createOwnAnswers(options)
  const objectOf = (name: string) => namespace.get(namespace.idFromName(name))

  /** A request handed to the object of its world, with that world's id set (and a client's own setting dropped). */
  const forward = (request: Request, world: string | null): Promise<Response> => {
    const headers = new Headers(request.headers)
    headers.delete(OBJECT_END_HEADER)
    headers.set(OBJECT_WORLD_HEADER, world ?? '')
    return objectOf(world === null ? DEFAULT_OBJECT : `session:${world}`).fetch(new Request(request, { headers }))
  }

  /** `DELETE /__mock/sessions/<id>`: the session's object deletes its storage and forgets its world. */
  const end = async (request: Request, segment: string): Promise<Response> => {
    let id: string
    try {
      id = decodePathSegment(segment, 'path')
    } catch (error) {
      return own.error(request, error as ApiError)
    }
    if (!SessionId.safeParse(id).success) return own.error(request, ApiError.notFound('Session'))
    const answer = await objectOf(`session:${id}`).fetch(
      new Request(request.url, { method: 'POST', headers: { [OBJECT_WORLD_HEADER]: id, [OBJECT_END_HEADER]: '1' } }),
    )
    const { existed } = (await answer.json()) as { existed: boolean }
    return existed ? own.ok(request, 'Session ended', { id }) : own.error(request, ApiError.notFound('Session'))
  }

  return async (request) => {
    const path = new URL(request.url).pathname
    const world = sessionOf(request, path)
    // The sessions of every object: what the Worker answers itself, behind the app's gate. A preflight goes on.
    const within = world === undefined ? path : splitSessionPrefix(path).path
    const one = ONE_SESSION.exec(within)
    const all = ALL_SESSIONS.test(within)
    const mine = (all && (request.method === 'GET' || request.method === 'DELETE')) || (one !== null && request.method === 'DELETE')
    if (mine) {
      const refused = own.refusal(request)
      if (refused) return refused
      if (all) return own.error(request, new ApiError(501, NOT_LISTED))
      return end(request, one![1]!)
    }
    return forward(request, world ?? null)
  }
}

/**
 * A Cloudflare Worker over the mock with one Durable Object per session:
 * each request goes to the object its session names (`X-Mock-Session`, or
 * the `/_s/<id>/` prefix), a request that names none to the object of the
 * default world. Each object answers as the Node server's session of that
 * id would, and keeps its world in its storage (see `MockSessionObject`).
 * Export `SessionObject` under the binding's `class_name`.
 * @example
 * const mock = createSessionWorker({ binding: 'MOCK_SESSIONS', host: 'mock.example.workers.dev', controlToken: 'team-secret' })
 * export const MockSessions = mock.SessionObject
 * export default { fetch: mock.fetch }
 */
export function createSessionWorker(options: OptionsSource<SessionWorkerOptions>): SessionWorker {
  // Given as an object, a missing token is told at once, when the module loads.
  if (typeof options !== 'function') requireControlToken(options)
  const resolve = (env: WorkerEnv): SessionWorkerOptions => (typeof options === 'function' ? options(env) : options)
  let front: ((request: Request) => Promise<Response>) | undefined
  const objectOptions = (env: WorkerEnv): SessionObjectOptions => {
    const { binding: _binding, ...rest } = resolve(env)
    return rest
  }
  return {
    async fetch(request, env) {
      try {
        front ??= createFront(resolve(env), env)
      } catch (error) {
        // A Worker set up wrong says what to change, on every request, as the service's 500 envelope.
        return toFetchResponse({ response: toErrorResponse(new ApiError(500, (error as Error).message)), cors: {} })
      }
      return front(request)
    },
    SessionObject: class extends MockSessionObject {
      constructor(ctx: ObjectState, env: WorkerEnv) {
        super(ctx, env, objectOptions(env))
      }
    },
  }
}
