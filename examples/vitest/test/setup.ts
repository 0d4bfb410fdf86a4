import { afterAll, afterEach, beforeAll } from 'vitest'
import { mock } from './mock.js'

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset()) // the starting scenario's seed again, no condition or hold left over
afterAll(() => mock.close())
