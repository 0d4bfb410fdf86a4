import { builtInScenarios, type BuiltInScenarioName } from '../../scenarios/built-in.js'
import { createMockFrom, type Mock, type MockOptions as CoreOptions } from '../mock/create-mock.js'
import { mswHandlers } from './msw-handlers.js'

export interface MockOptions extends CoreOptions {
  /** The scenario to start with, and to return to on `reset()`. Default: `default`. */
  scenario?: BuiltInScenarioName | (string & {})
}

/**
 * Creates a mock of the Document Workspace Service that knows the built-in
 * scenarios (`default`, `empty-teams`, `invalid-token`) and yours, and runs
 * anywhere `fetch` does: `mock.handle(request)` answers a Fetch `Request`.
 * @example
 * const mock = createMock({ baseUrl: 'https://api.example.test', scenario: 'empty-teams' })
 * const response = await mock.handle(new Request('https://api.example.test/teams', { headers }))
 */
export function createMock(options: MockOptions = {}): Mock {
  return createMockFrom(builtInScenarios, options, mswHandlers)
}
