import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoServer } from '../../demo/demo-server.js'
import { useChromium, type OpenBrowser } from './support/browser.js'
import { serveMockPage } from './support/mock-page.js'

const openBrowser = useChromium()
let server: DemoServer
beforeAll(async () => {
  server = await serveMockPage({})
})
afterAll(() => server.close())

interface PageMock {
  scenario: string
  conditions: Array<{ name: string }>
  useScenario(name: string): void
  useConditions(...names: string[]): void
  reset(): void
}

/** Opens the page (a browser-mode test file starting its mock) and waits for its mock. */
async function start(page: Page, search = ''): Promise<void> {
  await page.goto(new URL(search, server.url).href)
  await page.waitForFunction(() => 'docWorkspaceMock' in window)
}

/** What a test file does to its mock from code. */
interface Calls {
  scenario?: string
  conditions?: string[]
  reset?: boolean
}

/** Makes these calls on the page's mock and answers what the mock then serves: its scenario, conditions, and the teams it answers. */
const inPage = (page: Page, calls: Calls = {}) =>
  page.evaluate(
    async ({ calls, api }) => {
      const mock = (window as unknown as { docWorkspaceMock: PageMock }).docWorkspaceMock
      if (calls.scenario) mock.useScenario(calls.scenario)
      if (calls.conditions) mock.useConditions(...calls.conditions)
      if (calls.reset) mock.reset()
      const teams = await fetch(`${api}/teams`, { headers: { authorization: 'Bearer demo-token' } })
      const { result } = (await teams.json()) as { result: { total: number } | null }
      // A scenario that signs everyone out answers the 401 envelope: no teams to count.
      return { scenario: mock.scenario, conditions: mock.conditions.map((condition) => condition.name), teams: result?.total ?? null }
    },
    { calls, api: server.apiUrl },
  )

const remembered = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('doc-workspace-mock:scenario'), localStorage.getItem('doc-workspace-mock:conditions')])

const DEFAULT = { scenario: 'default', conditions: [], teams: 3 }

describe('what a page remembers', () => {
  let browser: OpenBrowser
  beforeAll(async () => {
    browser = await openBrowser()
  })
  afterAll(() => browser.close())

  it('never lets two pages of one origin (two browser-mode files in parallel) see each other’s scenario or conditions', async () => {
    const a = browser.page
    const b = await browser.context.newPage()
    for (let round = 0; round < 3; round++) {
      // One page (re)starts while the other stays open, as test files come and go: the origin never has no page
      // at all, which would let MSW's worker unregister itself under a page still starting.
      await start(a)
      await start(b)
      // Each file switches from code, at the same time, and each mock answers its own page.
      const [inA, inB] = await Promise.all([
        inPage(a, { scenario: 'empty-teams', conditions: ['rate-limited'] }),
        inPage(b, { scenario: 'invalid-token' }),
      ])
      expect(inA).toEqual({ scenario: 'empty-teams', conditions: ['rate-limited'], teams: 0 })
      expect(inB).toEqual({ scenario: 'invalid-token', conditions: [], teams: null })
      expect(await remembered(a)).toEqual([null, null])
      // The next file to start on the origin, while the others still run, starts from its options.
      const c = await browser.context.newPage()
      await start(c)
      await expect(inPage(c)).resolves.toEqual(DEFAULT)
      await c.close()
      const [afterA, afterB] = await Promise.all([inPage(a, { reset: true }), inPage(b, { reset: true })])
      expect([afterA, afterB]).toEqual([DEFAULT, DEFAULT])
    }
    await b.close()
  })

  it("remembers the URL's scenario and conditions for later loads, and forgets them on reset()", async () => {
    const page = browser.page
    await start(page, '?scenario=empty-teams&conditions=rate-limited')
    await expect(remembered(page)).resolves.toEqual(['empty-teams', 'rate-limited'])
    await start(page)
    await expect(inPage(page)).resolves.toEqual({ scenario: 'empty-teams', conditions: ['rate-limited'], teams: 0 })
    await inPage(page, { reset: true })
    await expect(remembered(page)).resolves.toEqual([null, null])
    await start(page)
    await expect(inPage(page)).resolves.toEqual(DEFAULT)
  })
})
