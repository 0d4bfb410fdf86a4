import type { Scenario } from '../src/mock/scenario.js'
import defaultScenario from './default.js'
import emptyTeams from './empty-teams.js'
import invalidToken from './invalid-token.js'

/** The scenarios every mock knows, by name. */
export const builtInScenarios = [defaultScenario, emptyTeams, invalidToken] as const satisfies readonly Scenario[]

export type BuiltInScenarioName = (typeof builtInScenarios)[number]['name']
