import { setupMockServer } from 'doc-workspace-mock/node'

/** Where the app thinks the service lives; nothing there is reached, the mock answers in this process. */
export const API_URL = 'https://api.example.test'

/** One mock per test file: every file runs in a worker of its own, so files never see each other's data. */
export const mock = setupMockServer({ baseUrl: API_URL })
