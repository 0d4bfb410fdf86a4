import * as z from 'zod'
import { ConditionsError } from '../conditions/catalog.js'
import type { ConditionInput } from '../conditions/schema.js'
import { ApiError } from '../http/api-error.js'
import { ok } from '../http/envelope.js'
import { readJson } from '../http/input.js'
import { decodePathSegment } from '../http/path-segment.js'
import { toErrorResponse } from '../http/error-response.js'
import type { MockCore, MockWorld } from '../mock/create-mock-from.js'
import type { OpenApiDocument } from '../openapi/document.js'
import { keeperOf } from '../mock/durable.js'
import { StateFileError } from '../mock/state-file.js'
import { revisionOf } from '../mock/world.js'
import { sessionOf } from '../sessions/pick.js'
import { conditionsView, scenarioView, sessionsView } from './control-answers.js'
import { CONTROL_PREFIX, type RequestsAnswer } from './control-contract.js'
import { pactRoutes } from './control-pact.js'
import { readRecords } from './control-records.js'
import { stateTextOf } from './state-text.js'
import { importPrepared, prepareStateText } from '../mock/state-import-in-slices.js'
import { referencePageRoutes } from './reference-page.js'

export { CONTROL_PREFIX }

/** What a runtime gives the control routes. */
export interface ControlServices {
  readonly mock: MockCore
  /** The document of the contract, its `servers` pointing at `serviceUrl` (built on the first request for it). */
  openapi(serviceUrl: string): Promise<OpenApiDocument>
}

/** What a control route acts on. */
interface ControlContext extends ControlServices {
  /** The session the request names (`X-Mock-Session` or the `/_s/<id>` prefix); null for the default world. */
  readonly session: string | null
  /** The world it names, read when a route asks (an evicted session's id answers 410 then). */
  readonly world: MockWorld
  /** The rest of the path below a route that takes one, e.g. the id of `/__mock/sessions/<id>`. */
  readonly param?: string
}

const ScenarioBody = z.object({ name: z.string().trim().min(1, 'Must not be empty') })
const ConditionsBody = z.object({ conditions: z.array(z.unknown(), { error: 'Expected a list of condition names or specs' }) })

type ControlHandler = (request: Request, context: ControlContext, serviceUrl: string) => Promise<Response> | Response

/** The whole mock's coverage, or the session's when the request names one. */
const coverageOf = (world: MockWorld): { session?: string } => (world.id === null ? {} : { session: world.id })

const CONTROL: Record<string, Partial<Record<string, ControlHandler>>> = {
  '/scenario': {
    GET: (_, context) => ok('Active scenario', scenarioView(context)),
    async PUT(request, context) {
      const { name } = await readJson(request, ScenarioBody)
      const { mock, world } = context
      if (!mock.scenarios.some((scenario) => scenario.name === name)) {
        const known = mock.scenarios.map((scenario) => scenario.name).join(', ')
        throw ApiError.validation([{ field: 'name', message: `Unknown scenario "${name}". Known scenarios: ${known}` }])
      }
      world.useScenario(name)
      return ok('Scenario switched', scenarioView(context))
    },
  },
  '/conditions': {
    GET: (_, context) => ok('Conditions in force', conditionsView(context)),
    async PUT(request, context) {
      const { conditions } = await readJson(request, ConditionsBody)
      try {
        context.world.useConditions(...(conditions as ConditionInput[]))
      } catch (error) {
        throw error instanceof ConditionsError ? ApiError.validation(error.errors) : error
      }
      return ok('Conditions set', conditionsView(context))
    },
  },
  '/state': {
    GET(request, { world }) {
      // `?journal=true` adds the journal: a session moving to another server takes what it was asked with it.
      const journal = new URL(request.url).searchParams.get('journal')
      if (journal !== null && journal !== 'true' && journal !== 'false')
        throw ApiError.validation([{ field: 'journal', message: 'Must be true or false' }])
      return new Response(JSON.stringify(world.exportState({ journal: journal === 'true' })), {
        headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="doc-workspace-mock-state.json"' },
      })
    },
    async PUT(request, context) {
      try {
        // Read, checked and loaded in slices (a file of tens of megabytes holds no other client up), then put in
        // place at once in the world the request names as it is then: a session evicted meanwhile answers 410.
        const prepared = await prepareStateText(await stateTextOf(request))
        importPrepared(context.world, prepared)
      } catch (error) {
        if (error instanceof SyntaxError) throw ApiError.badRequest('Malformed JSON', 'body')
        throw error instanceof StateFileError ? ApiError.validation(error.errors) : error
      }
      return ok('State loaded', scenarioView(context))
    },
  },
  '/reset': {
    // The world it names and no other: a session starts afresh (an evicted one too), the default world
    // leaves every session as it is. Ending them all is DELETE /__mock/sessions.
    POST(_, context) {
      const { mock, session } = context
      if (session === null) mock.reset({ sessions: false })
      else mock.sessions.restart(session)
      return ok('Mock reset', scenarioView(context))
    },
  },
  '/sessions': {
    GET: (_, { mock }) => ok('Sessions', sessionsView(mock)),
    DELETE: (_, { mock }) => ok('Sessions ended', { ended: mock.sessions.endAll() }),
  },
  '/sessions/*': {
    DELETE(_, { mock, param }) {
      if (!param || !mock.sessions.drop(param)) throw ApiError.notFound('Session')
      return ok('Session ended', { id: param })
    },
  },
  '/records/*': {
    GET: (request, { world, param }) => readRecords(request, world.db, param),
  },
  '/openapi.json': {
    GET: async (_, { openapi }, serviceUrl) =>
      new Response(JSON.stringify(await openapi(serviceUrl), null, 2), { headers: { 'Content-Type': 'application/json' } }),
  },
  '/requests': {
    GET: (_, { world }) => {
      const items = world.journal.list()
      return ok('Requests served', { items, total: items.length } satisfies RequestsAnswer)
    },
    DELETE: (_, { world }) => ok('Journal cleared', { cleared: world.journal.clear() }),
  },
  '/coverage': {
    GET: async (_, { mock, world }) => ok('API coverage', await mock.coverage(coverageOf(world))),
    async DELETE(_, { mock, world }) {
      mock.clearCoverage(coverageOf(world))
      return ok('API coverage cleared', (await mock.coverage(coverageOf(world))).summary)
    },
  },
  ...pactRoutes,
  ...referencePageRoutes,
}

/**
 * Whether a path (as requested, before any base path) is a control route.
 * @example
 * isControlPath('/__mock/reset') // true
 */
export function isControlPath(path: string): boolean {
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)
}

/** The control route of a path below `/__mock`, and its parameter for a route that takes one. */
function routeOf(path: string): { methods: Partial<Record<string, ControlHandler>> | undefined; param?: string } {
  const route = path.slice(CONTROL_PREFIX.length).replace(/\/+$/, '')
  const exact = CONTROL[route]
  if (exact) return { methods: exact }
  const slash = route.lastIndexOf('/')
  const methods = slash > 0 ? CONTROL[`${route.slice(0, slash)}/*`] : undefined
  return { methods, param: methods ? decodePathSegment(route.slice(slash + 1), 'path') : undefined }
}

/**
 * Answers a control route: `GET`/`PUT /__mock/scenario` and `/__mock/conditions`,
 * `POST /__mock/reset`, `GET`/`DELETE /__mock/requests`, `GET`/`DELETE
 * /__mock/sessions` and `DELETE /__mock/sessions/<id>`, `GET
 * /__mock/records/<table>`, `GET`/`DELETE /__mock/coverage` (all of it, or a
 * session's), `PUT`/`GET`/`DELETE /__mock/pact` (the Pact file of the
 * process's answers), `GET /__mock/openapi.json`. Each acts on the session the request names with
 * `X-Mock-Session` (the default world when none); and `GET /__mock/docs`,
 * the API reference page. They use the service's
 * envelope (the document excepted) and no scenario or condition affects them.
 * Built on Fetch only, so any runtime can mount them.
 * @example
 * if (isControlPath(url.pathname)) return handleControl(request, url.pathname, { mock, openapi }, 'http://127.0.0.1:4010')
 */
export async function handleControl(request: Request, path: string, context: ControlServices, serviceUrl: string): Promise<Response> {
  try {
    const { methods, param } = routeOf(path)
    if (!methods) throw new ApiError(404, `No control route at ${path}`)
    const handler = methods[request.method]
    if (!handler) throw ApiError.methodNotAllowed(Object.keys(methods))
    const session = sessionOf(request)
    const { mock } = context
    const control: ControlContext = {
      ...context,
      session,
      get world() {
        return session === null ? mock : mock.sessions.get(session)
      },
      ...(param === undefined ? {} : { param }),
    }
    const before = revisionOf(mock)
    const response = await handler(request, control, serviceUrl)
    // A change to the default world (a scenario, a state file, a reset) is answered once kept, as an API write is.
    if (session === null && response.status < 400 && revisionOf(mock) !== before) await keeperOf(mock)?.kept()
    return response
  } catch (error) {
    return toErrorResponse(error)
  }
}
