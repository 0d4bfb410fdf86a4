import { setupMockServer } from 'doc-workspace-mock/node'

/** Where the app thinks the service lives; nothing there is reached, the mock answers in this process. */
export const API_URL = 'https://api.example.test'

/** One mock per test file: Jest runs every file in a module registry of its own. */
export const mock = setupMockServer({ baseUrl: API_URL })

/** The canned data's teams. */
export const ENGINEERING = 'fafc92f1-3277-40e1-9d04-e085624c2b9c'
export const MARKETING = '961eb836-945e-4aa4-8d29-03597f2e7902'
