import * as z from 'zod'
import { ApiError } from '../http/api-error.js'
import { ok } from '../http/envelope.js'
import { readJson } from '../http/input.js'
import { toErrorResponse } from '../http/route.js'
import type { Mock } from '../mock/create-mock.js'
import type { OpenApiDocument } from '../openapi/document.js'
import { referencePageRoutes } from './reference-page.js'

/** Where the control routes live, outside the service's base path and every scenario. */
export const CONTROL_PREFIX = '/__mock'

/** What the control routes act on. */
export interface ControlContext {
  readonly mock: Mock
  /** The document of the contract, its `servers` pointing at `serviceUrl`. */
  openapi(serviceUrl: string): OpenApiDocument
}

const ScenarioBody = z.object({ name: z.string().trim().min(1, 'Must not be empty') })

type ControlHandler = (request: Request, context: ControlContext, serviceUrl: string) => Promise<Response> | Response

const scenarioView = (mock: Mock) => ({ name: mock.scenario, scenarios: mock.scenarios })

const CONTROL: Record<string, Partial<Record<string, ControlHandler>>> = {
  '/scenario': {
    GET: (_, { mock }) => ok('Active scenario', scenarioView(mock)),
    async PUT(request, { mock }) {
      const { name } = await readJson(request, ScenarioBody)
      if (!mock.scenarios.some((scenario) => scenario.name === name)) {
        const known = mock.scenarios.map((scenario) => scenario.name).join(', ')
        throw ApiError.validation([{ field: 'name', message: `Unknown scenario "${name}". Known scenarios: ${known}` }])
      }
      mock.useScenario(name)
      return ok('Scenario switched', scenarioView(mock))
    },
  },
  '/reset': {
    POST(_, { mock }) {
      mock.reset()
      return ok('Mock reset', scenarioView(mock))
    },
  },
  '/openapi.json': {
    GET: (_, { openapi }, serviceUrl) =>
      new Response(JSON.stringify(openapi(serviceUrl), null, 2), { headers: { 'Content-Type': 'application/json' } }),
  },
  '/requests': {
    GET: (_, { mock }) => {
      const items = mock.journal.list()
      return ok('Requests served', { items, total: items.length })
    },
    DELETE: (_, { mock }) => ok('Journal cleared', { cleared: mock.journal.clear() }),
  },
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

/**
 * Answers a control route: `GET`/`PUT /__mock/scenario`, `POST /__mock/reset`,
 * `GET /__mock/openapi.json`, `GET`/`DELETE /__mock/requests`, `GET /__mock/docs`. They use the
 * service's envelope (the document and the reference page excepted) and no scenario affects them.
 * Built on Fetch only, so any runtime can mount them.
 * @example
 * if (isControlPath(url.pathname)) return handleControl(request, url.pathname, context, 'http://127.0.0.1:4010')
 */
export async function handleControl(request: Request, path: string, context: ControlContext, serviceUrl: string): Promise<Response> {
  try {
    const methods = CONTROL[path.slice(CONTROL_PREFIX.length).replace(/\/+$/, '')]
    if (!methods) throw new ApiError(404, `No control route at ${path}`)
    const handler = methods[request.method]
    if (!handler) throw ApiError.methodNotAllowed(Object.keys(methods))
    return await handler(request, context, serviceUrl)
  } catch (error) {
    return toErrorResponse(error)
  }
}
