/// <reference types="node" />
import { test as base, type TestInfo, type TestType } from '@playwright/test'
import type { PlaywrightTestArgs, PlaywrightTestOptions, PlaywrightWorkerArgs, PlaywrightWorkerOptions } from '@playwright/test'
import { createMockClient, DEFAULT_SERVER_URL, MockControlError, type MockClient } from '../../client/mock-client.js'
import { CONTROL_TOKEN_ENV } from '../../app/control-contract.js'
import { SESSION_HEADER } from '../../sessions/schema.js'
import { pageChoiceEntries, rememberInPage } from './remember-page-choice.js'

export { expect } from '@playwright/test'
export { MockControlError, type MockClient } from '../../client/mock-client.js'

/** Who gets a session of their own: each test (the default), or each worker (its tests share one). */
export type MockSessionScope = 'test' | 'worker'

/**
 * Who answers the app's requests to the service in the tests:
 * `server`, the standalone server (`doc-workspace-mock serve`), a session per test or worker;
 * `page`, the app's own mock in its page (`startMockWorker`, MSW's service worker), started
 * fresh in each test's browser context.
 */
export type MockMode = 'server' | 'page'

/** Options of the fixtures, set in `use` of the Playwright config or with `test.use()` at the top of a file (or a `describe`). */
export interface MockFixtureOptions {
  /** Who answers the app's requests: the standalone server (default) or the page's own mock. */
  mockMode: MockMode
  /** The standalone server. Default: `MOCK_SERVER_URL`, else `http://127.0.0.1:4010`. */
  mockServerUrl: string
  /**
   * `test`: every test gets a fresh session, reset before it and ended after it.
   * `worker`: every worker gets one, reset when the worker starts; its tests share it.
   */
  mockSessionScope: MockSessionScope
  /** The server's control token, for a server bound to an address other than loopback. Default: `DOC_WORKSPACE_MOCK_CONTROL_TOKEN`. */
  mockControlToken: string | undefined
  /**
   * The scenario each test starts in: its session's (server) or its pages' mock's (page). Default:
   * the server's or the page's own. A page's URL (`?scenario=`) still wins over it.
   */
  mockScenario: string | undefined
  /** The conditions each test starts under, by name (`['slow']`; `[]` for none). Default: none (server), the page's own (page). */
  mockConditions: string[] | undefined
}

/** What a test receives. */
export interface MockFixtures {
  /** The id of this test's session, as every request of its `page`, `context` and `request` names it in `X-Mock-Session`. Server mode only. */
  mockSession: string
  /** The control client of the standalone server, acting on this test's session. Server mode only. */
  mock: MockClient
}

/** The options a worker holds (the test options are set per test), and its own session when the scope is `worker`. */
export interface MockWorkerFixtures extends Omit<MockFixtureOptions, 'mockScenario' | 'mockConditions'> {
  /** The worker's session when the scope is `worker`; null otherwise, and in page mode. */
  mockWorkerSession: string | null
}

/** This test's world on the standalone server (server mode), or none (page mode): what `mock` and the session header come from. */
interface MockWorld {
  readonly id: string
  readonly client: MockClient
}

/** `headers` with the session's header set (replacing one of any other spelling); as they are without a session. */
const withSession = (headers: Readonly<Record<string, string>> | undefined, world: MockWorld | null): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !world || name.toLowerCase() !== SESSION_HEADER)),
  ...(world ? { [SESSION_HEADER]: world.id } : {}),
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

/** What a test asking for a server fixture in page mode is told: there is no server to act on. */
const serverOnly = (name: string): Error =>
  new Error(
    `${name} acts on a session of the standalone server, and this test runs with mockMode: 'page' (the app's own mock answers in its page). ` +
      "Pick the test's start with test.use({ mockScenario: 'empty-teams' }) (or the page URL's ?scenario=), or run it with mockMode: 'server'.",
  )

type Extended = TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & MockFixtures & MockFixtureOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & MockWorkerFixtures
>

/**
 * Playwright's `test`, with the mock for each test. In server mode (the default), a session of
 * the standalone server for each test (or worker): its `page`, `context` and `request` send
 * `X-Mock-Session` on every request (sub-resources such as `<img src>` and `<iframe src>`
 * included), the session starts fresh from the seed, and `mock` controls it. Tests in parallel
 * workers never see each other's data. In page mode (`mockMode: 'page'`), the app's own mock
 * answers in its page, and each test's pages start it in the test's `mockScenario` and
 * `mockConditions`. `@playwright/test` is an optional peer dependency: install it beside.
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
export const test: Extended = base.extend<
  MockFixtures & Pick<MockFixtureOptions, 'mockScenario' | 'mockConditions'> & { mockWorld: MockWorld | null },
  MockWorkerFixtures
>({
  mockMode: ['server', { option: true, scope: 'worker' }],
  mockServerUrl: [process.env.MOCK_SERVER_URL || DEFAULT_SERVER_URL, { option: true, scope: 'worker' }],
  mockSessionScope: ['test', { option: true, scope: 'worker' }],
  mockControlToken: [process.env[CONTROL_TOKEN_ENV] || undefined, { option: true, scope: 'worker' }],
  mockScenario: [undefined, { option: true }],
  mockConditions: [undefined, { option: true }],
  mockWorkerSession: [
    async ({ mockMode, mockServerUrl, mockSessionScope, mockControlToken }, use, workerInfo) => {
      if (mockMode === 'page' || mockSessionScope !== 'worker') return use(null)
      // Workers running at the same time have distinct parallel indexes.
      const id = `pw-worker-${workerInfo.parallelIndex}`
      const client = createMockClient({ url: mockServerUrl, session: id, controlToken: mockControlToken })
      await client.reset()
      await use(id)
      await end(client, id)
    },
    { scope: 'worker' },
  ],
  mockWorld: async ({ mockMode, mockServerUrl, mockWorkerSession, mockControlToken, mockScenario, mockConditions }, use, testInfo) => {
    if (mockMode === 'page') return use(null)
    // The test's id is stable across runs (it covers the project and the repeat), so the
    // conditions' seeded draws are too; a retry or a rerun starts it afresh by the reset.
    const id = mockWorkerSession ?? `pw-${testInfo.testId}`
    const client = createMockClient({ url: mockServerUrl, session: id, controlToken: mockControlToken })
    if (mockWorkerSession === null) await client.reset()
    if (mockScenario !== undefined) await client.useScenario(mockScenario)
    if (mockConditions !== undefined) await client.useConditions(...mockConditions)
    await use({ id, client })
    await attachJournal(client, testInfo)
    if (mockWorkerSession === null) await end(client, id)
  },
  mockSession: async ({ mockWorld }, use) => {
    if (!mockWorld) throw serverOnly('mockSession')
    await use(mockWorld.id)
  },
  mock: async ({ mockWorld }, use) => {
    if (!mockWorld) throw serverOnly('mock')
    await use(mockWorld.client)
  },
  // Contexts made in the test (`browser.newContext()`) and the request fixture read this option.
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockWorld }, use) => use(withSession(extraHTTPHeaders, mockWorld)),
  // `test.use({ extraHTTPHeaders })` in a file replaces the option above: set the session again on what the test gets.
  context: async ({ context, extraHTTPHeaders, mockWorld, mockScenario, mockConditions }, use) => {
    if (mockWorld) await context.setExtraHTTPHeaders(withSession(extraHTTPHeaders, mockWorld))
    // Page mode: every page of the test starts its mock in the test's choice, before the app's first script.
    else if (mockScenario !== undefined || mockConditions !== undefined)
      await context.addInitScript(rememberInPage, pageChoiceEntries(mockScenario, mockConditions))
    await use(context)
  },
  request: async ({ playwright, extraHTTPHeaders, mockWorld }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: withSession(extraHTTPHeaders, mockWorld) })
    await use(request)
    await request.dispose()
  },
})
