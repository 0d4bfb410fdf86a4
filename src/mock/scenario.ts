import type { State } from '../db/state.js'
import type { Route } from '../http/route.js'

/** What a scenario may look at before an operation runs. */
export interface InterceptContext {
  readonly request: Request
  readonly route: Route
  readonly state: State
}

/**
 * A named state of the world, and optionally a change of behaviour.
 * `seed` builds the data once per mock (then `reset()` restores a snapshot);
 * `intercept` runs before each operation, after its route is found, and may
 * throw an `ApiError` or answer a `Response` instead of the operation.
 */
export interface Scenario<Name extends string = string> {
  readonly name: Name
  readonly description: string
  seed(state: State): void
  intercept?(context: InterceptContext): Response | undefined
}

/**
 * A scenario of your own, for `createMock({ scenarios: [...] })`; a name
 * that is not kebab-case throws at once.
 * @example
 * export default defineScenario({
 *   name: 'one-team',
 *   description: 'Acme keeps only Engineering',
 *   seed(state) { loadFixtures(state.db, cannedFixtures()) },
 * })
 */
export function defineScenario<const Name extends string>(scenario: Scenario<Name>): Scenario<Name> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(scenario.name)) throw new Error(`Scenario names are kebab-case, not "${scenario.name}"`)
  return scenario
}
