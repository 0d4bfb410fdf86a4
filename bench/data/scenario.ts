import { loadFixtures } from '../../src/db/fixture-set.js'
import { defineScenario, type Scenario } from '../../src/mock/scenario.js'
import { largeAccount, type LargeAccountOptions } from '../../test/support/large-account.js'

/**
 * A scenario whose seed is a generated account of `documents` documents,
 * loaded the way any scenario loads fixture sets.
 * @example
 * createMock({ scenarios: [largeScenario(100_000)], scenario: 'bench-100000' })
 */
export function largeScenario(documents: number, options: LargeAccountOptions = {}): Scenario {
  const account = largeAccount(documents, options)
  return defineScenario({
    name: scenarioName(documents, options),
    description: `Acme with ${documents} generated documents`,
    seed(state) {
      loadFixtures(state.db, account.sets)
    },
  })
}

/** The name `largeScenario` gives its scenario. */
export function scenarioName(documents: number, options: LargeAccountOptions = {}): string {
  return `bench-${documents}${options.logs === false ? '-nologs' : ''}`
}
