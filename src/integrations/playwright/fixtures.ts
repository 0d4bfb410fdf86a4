/// <reference types="node" />
import { test as base, type TestInfo } from '@playwright/test'
import { createMockClient, DEFAULT_SERVER_URL, MockControlError, type MockClient } from '../../client/mock-client.js'
import { CONTROL_TOKEN_ENV } from '../../app/control-contract.js'
import { SESSION_HEADER } from '../../sessions/schema.js'

export { expect } from '@playwright/test'
export { MockControlError, type MockClient } from '../../client/mock-client.js'

/** Who gets a session of their own: each test (the default), or each worker (its tests share one). */
export type MockSessionScope = 'test' | 'worker'

/** Options of the fixtures, set in `use` of the Playwright config or with `test.use()` at the top of a file. */
export interface MockFixtureOptions {
  /** The standalone server. Default: `MOCK_SERVER_URL`, else `http://127.0.0.1:4010`. */
  mockServerUrl: string
  /**
   * `test`: every test gets a fresh session, reset before it and ended after it.
   * `worker`: every worker gets one, reset when the worker starts; its tests share it.
   */
  mockSessionScope: MockSessionScope
  /** The server's control token, for a server bound to an address other than loopback. Default: `DOC_WORKSPACE_MOCK_CONTROL_TOKEN`. */
  mockControlToken: string | undefined
}

/** What a test receives. */
export interface MockFixtures {
  /** The id of this test's session, as every request of its `page`, `context` and `request` names it in `X-Mock-Session`. */
  mockSession: string
  /** The control client of the standalone server, acting on this test's session. */
  mock: MockClient
}

/** What a worker holds: the options, and its own session when the scope is `worker`. */
export interface MockWorkerFixtures extends MockFixtureOptions {
  /** The worker's session when the scope is `worker`; null otherwise. */
  mockWorkerSession: string | null
}

/** `headers` with the session's header set (replacing one of any other spelling). */
const withSession = (headers: Readonly<Record<string, string>> | undefined, id: string): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== SESSION_HEADER)),
  [SESSION_HEADER]: id,
})

/** Ends a session; one the server already evicted is no error. */
const end = async (client: MockClient, id: string): Promise<void> => {
  await client.sessions.end(id).catch((error: unknown) => {
    if (!(error instanceof MockControlError && error.status === 404)) throw error
  })
}

/** A failed test carries the requests its session answered, to read in the report. */
const attachJournal = async (client: MockClient, testInfo: TestInfo): Promise<void> => {
  if (testInfo.status === testInfo.expectedStatus) return
  const requests = await client.journal.list().catch(() => null)
  if (requests) await testInfo.attach('mock requests', { body: JSON.stringify(requests, null, 2), contentType: 'application/json' })
}

/**
 * Playwright's `test`, with a session of the standalone server for each
 * test (or worker): its `page`, `context` and `request` send
 * `X-Mock-Session` on every request (sub-resources such as `<img src>` and
 * `<iframe src>` included), the session starts fresh from the seed, and
 * `mock` controls it. Tests in parallel workers never see each other's data.
 * `@playwright/test` is an optional peer dependency: install it beside.
 * @example
 * import { test, expect } from 'doc-workspace-mock/playwright'
 *
 * test('shows the empty state', async ({ page, mock }) => {
 *   await mock.useScenario('empty-teams')
 *   await page.goto('/teams')
 *   await expect(page.getByText('No teams yet')).toBeVisible()
 *   expect(await mock.records('teams', { name: 'Design' })).toEqual([])
 * })
 */
export const test = base.extend<MockFixtures, MockWorkerFixtures>({
  mockServerUrl: [process.env.MOCK_SERVER_URL || DEFAULT_SERVER_URL, { option: true, scope: 'worker' }],
  mockSessionScope: ['test', { option: true, scope: 'worker' }],
  mockControlToken: [process.env[CONTROL_TOKEN_ENV] || undefined, { option: true, scope: 'worker' }],
  mockWorkerSession: [
    async ({ mockServerUrl, mockSessionScope, mockControlToken }, use, workerInfo) => {
      if (mockSessionScope !== 'worker') return use(null)
      // Workers running at the same time have distinct parallel indexes.
      const id = `pw-worker-${workerInfo.parallelIndex}`
      const client = createMockClient({ url: mockServerUrl, session: id, controlToken: mockControlToken })
      await client.reset()
      await use(id)
      await end(client, id)
    },
    { scope: 'worker' },
  ],
  mockSession: async ({ mockServerUrl, mockWorkerSession, mockControlToken }, use, testInfo) => {
    // The test's id is stable across runs (it covers the project and the repeat), so the
    // conditions' seeded draws are too; a retry or a rerun starts it afresh by the reset.
    const id = mockWorkerSession ?? `pw-${testInfo.testId}`
    const client = createMockClient({ url: mockServerUrl, session: id, controlToken: mockControlToken })
    if (mockWorkerSession === null) await client.reset()
    await use(id)
    await attachJournal(client, testInfo)
    if (mockWorkerSession === null) await end(client, id)
  },
  mock: async ({ mockServerUrl, mockSession, mockControlToken }, use) =>
    use(createMockClient({ url: mockServerUrl, session: mockSession, controlToken: mockControlToken })),
  // Contexts made in the test (`browser.newContext()`) and the request fixture read this option.
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockSession }, use) => use(withSession(extraHTTPHeaders, mockSession)),
  // `test.use({ extraHTTPHeaders })` in a file replaces the option above: set the session again on what the test gets.
  context: async ({ context, extraHTTPHeaders, mockSession }, use) => {
    await context.setExtraHTTPHeaders(withSession(extraHTTPHeaders, mockSession))
    await use(context)
  },
  request: async ({ playwright, extraHTTPHeaders, mockSession }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: withSession(extraHTTPHeaders, mockSession) })
    await use(request)
    await request.dispose()
  },
})
