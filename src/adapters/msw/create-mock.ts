import { builtInScenarios } from '../../../scenarios/built-in.js'
import { createMockFrom, type MockOptions } from '../../mock/create-mock.js'
import { mswHandlers } from './handlers.js'
import { MswMockFace, type Mock } from './mock-face.js'

export type { MockOptions } from '../../mock/create-mock.js'
export type { Mock } from './mock-face.js'

/**
 * Creates a mock of the Document Workspace Service that knows the built-in
 * scenarios (`default`, `empty-teams`, `invalid-token`) and yours, with the
 * MSW handlers that serve it (`mock.handlers`), and runs anywhere `fetch`
 * does: `mock.handle(request)` answers a Fetch `Request`.
 * @example
 * const mock = createMock({ baseUrl: 'https://api.example.test', scenario: 'empty-teams' })
 * const response = await mock.handle(new Request('https://api.example.test/teams', { headers }))
 */
export function createMock(options: MockOptions = {}): Mock {
  return createMockFrom(builtInScenarios, options, (main, own, source) => new MswMockFace(main, own, mswHandlers(source)))
}
