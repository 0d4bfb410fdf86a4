/**
 * What the control routes (control-routes.ts) answer about a world and the
 * sessions: the `result` of their envelope, as control-contract.ts types it.
 */
import type { MockCore, MockWorld } from '../mock/create-mock-from.js'
import type { ConditionsAnswer, ScenarioAnswer, SessionsAnswer } from './control-contract.js'

/** The mock and the world a control request names, as the answers below read them. */
interface Named {
  readonly mock: MockCore
  readonly world: MockWorld
}

/** The scenario of the world a request names: what a switch, a reset and a state load answer with too. */
export const scenarioView = ({ mock, world }: Named): ScenarioAnswer => ({
  name: world.scenario,
  session: world.id,
  scenarios: mock.scenarios,
})

/** The conditions in force in the world a request names, and every one the mock knows. */
export const conditionsView = ({ mock, world }: Named): ConditionsAnswer => ({
  conditions: world.conditions,
  session: world.id,
  available: mock.availableConditions,
})

/** How many of the evictions `GET /__mock/sessions` lists. */
const EVICTIONS_LISTED = 100

/** Every session (least recently used first) and the last evictions, newest first: `GET /__mock/sessions`. */
export const sessionsView = (mock: MockCore): SessionsAnswer => {
  const items = mock.sessions.list()
  const evicted = mock.sessions.evicted()
  return { items, total: items.length, evicted: evicted.slice(-EVICTIONS_LISTED).reverse(), evictedTotal: evicted.length }
}
