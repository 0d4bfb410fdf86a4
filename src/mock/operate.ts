import type { State } from '../db/state.js'
import { ApiError } from '../http/api-error.js'
import { authenticate } from '../http/auth.js'
import type { Next } from '../http/exchange.js'
import { readJson, readQuery } from '../http/input.js'
import { errorMessageOf, toErrorResponse } from '../http/error-response.js'
import type { Router } from '../http/route.js'
import type { Scenario } from './scenario.js'
import { fetchRequestOf } from '../http/request-of.js'

/** The request header that picks a scenario for one request only. */
export const SCENARIO_HEADER = 'x-mock-scenario'

/** A scenario's state in one world. */
export interface ScenarioState {
  readonly scenario: Scenario
  readonly state: State
}

/** What the operations need of the world they run in. */
export interface OperateContext {
  readonly router: Router
  /** The active scenario's state. */
  active(): ScenarioState
  /** The state of the scenario a request names by header; `undefined` for an unknown name. */
  named(name: string): ScenarioState | undefined
  /** The names a header may give, for the 400 that lists them. */
  names(): readonly string[]
}

/**
 * The innermost step of every request: scenario → route → the scenario's
 * intercept → authenticate → validate → operation. Every thrown `ApiError`
 * becomes its envelope here, and its message is noted for the journal.
 * @example
 * const answer = composeLayers([journal.layer, conditions.layer], createOperate(context))
 */
export function createOperate(context: OperateContext): Next {
  const pick = (request: Request): ScenarioState => {
    const active = context.active()
    const name = request.headers.get(SCENARIO_HEADER)?.trim()
    if (name === undefined || name === active.scenario.name) return active
    const named = context.named(name)
    if (!named) throw ApiError.badRequest(`Unknown scenario "${name}". Known scenarios: ${context.names().join(', ')}`, 'X-Mock-Scenario')
    return named
  }

  return async (exchange) => {
    const { request, url, notes } = exchange
    try {
      const { scenario, state } = pick(request)
      notes.scenario = scenario.name
      const route = exchange.route ?? context.router.match(request.method, exchange.path)
      const intercepted = scenario.intercept?.({ request: fetchRequestOf(request), route, state })
      if (intercepted) return intercepted
      const caller = route.public ? undefined : authenticate(request, state)
      const query = route.query ? readQuery(url, route.query) : undefined
      const body = route.body ? await readJson(request, route.body) : undefined
      return await route.handle({ request, url, state, caller, query, body })
    } catch (error) {
      notes.message = errorMessageOf(error)
      return toErrorResponse(error)
    }
  }
}
