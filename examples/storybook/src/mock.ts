import { createMock } from 'doc-workspace-mock'
import { API_URL } from './api.ts'

/**
 * One mock for every story. It starts no worker of its own: msw-storybook-addon runs MSW's, and
 * each story hands it the handlers of its scenario or conditions (`mock.handlersFor(…)`).
 */
export const mock = createMock({ baseUrl: API_URL })
