import { builtInScenarios } from '../../../scenarios/built-in.js'
import { createMockFrom, type MockOptions } from '../../mock/create-mock-from.js'
import { mswHandlers } from './msw-handlers.js'
import { MswMockFace, type Mock } from './msw-mock-face.js'

/**
 * A mock of the built-in scenarios and the caller's, with its MSW handlers,
 * from options an entry has checked already (`createMock`,
 * `setupMockServer` and `startMockWorker` each check theirs, under their
 * own name).
 * @example
 * const mock = mswMock(checkMockOptions(options, 'setupMockServer'))
 */
export function mswMock(options: MockOptions): Mock {
  return createMockFrom(builtInScenarios, options, (main, own, source) => new MswMockFace(main, own, mswHandlers(source)))
}
