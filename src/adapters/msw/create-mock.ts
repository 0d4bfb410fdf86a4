import type { MockOptions } from '../../mock/create-mock-from.js'
import { checkMockOptions } from '../../mock/check-options.js'
import type { Mock } from './msw-mock-face.js'
import { mswMock } from './msw-mock.js'

export type { MockOptions } from '../../mock/create-mock-from.js'
export type { Mock } from './msw-mock-face.js'

/**
 * Creates a mock of the Document Workspace Service that knows the built-in
 * scenarios (`default`, `empty-teams`, `invalid-token`) and yours, with the
 * MSW handlers that serve it (`mock.handlers`), and runs anywhere `fetch`
 * does: `mock.handle(request)` answers a Fetch `Request`. An option it
 * cannot use throws a `MockOptionsError` naming it.
 * @example
 * const mock = createMock({ baseUrl: 'https://api.example.test', scenario: 'empty-teams' })
 * const response = await mock.handle(new Request('https://api.example.test/teams', { headers }))
 */
export function createMock(options: MockOptions = {}): Mock {
  return mswMock(checkMockOptions(options, 'createMock'))
}
