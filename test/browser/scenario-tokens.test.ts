import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serveBuiltDemo } from '../../demo/built-demo.js'
import type { DemoServer } from '../../demo/demo-server.js'
import { openDemo } from '../../demo/drive-demo.js'
import { useChromium, type OpenBrowser } from './support/browser.js'
import { serveMockPage } from './support/mock-page.js'
import { pageFetch, pickInPanel, reloadSaved, signInFromPage } from './support/page.js'

/**
 * Issued tokens are sessions of the mock, not data of a scenario: in the
 * page as in Node, a token from `POST /auth/api-key` still answers after
 * every way of switching scenario. Each describe signs in once and switches
 * one page back and forth (each test to the scenario it is not in).
 */

const openBrowser = useChromium()

/** How many teams Alice sees in each scenario. */
const TEAMS: Record<string, number> = { default: 3, 'empty-teams': 0 }
type InPage = { docWorkspaceMock: { scenario: string; useScenario(name: string): void; flush(): Promise<void> } }

const scenarioIn = (page: Page): Promise<string> => page.evaluate(() => (window as unknown as InPage).docWorkspaceMock.scenario)
const useScenarioInPage = (page: Page, name: string): Promise<void> =>
  page.evaluate((name) => (window as unknown as InPage).docWorkspaceMock.useScenario(name), name)
const flush = (page: Page): Promise<void> => page.evaluate(() => (window as unknown as InPage).docWorkspaceMock.flush())

/** A page signed in once for the whole describe, on the server `serve` starts. */
function useSignedInPage(serve: () => Promise<DemoServer>) {
  let server: DemoServer | undefined
  let browser: OpenBrowser | undefined
  let token = ''
  beforeAll(async () => {
    server = await serve()
    browser = await openBrowser()
    await openDemo(browser.page, server)
    token = await signInFromPage(browser.page, server.apiUrl)
  })
  afterAll(async () => {
    const errors = browser?.pageErrors
    await browser?.close()
    await server?.close()
    expect(errors).toEqual([])
  })
  const page = (): Page => (browser as OpenBrowser).page
  return {
    page,
    get server() {
      return server as DemoServer
    },
    /** The scenario the page is in, and the other one. */
    async scenarios(): Promise<{ now: string; other: string }> {
      const now = await scenarioIn(page())
      return { now, other: now === 'default' ? 'empty-teams' : 'default' }
    },
    /** What `GET /teams` answers to the token signed in with: its status, and how many teams. */
    async teams(): Promise<{ status: number; total: number | undefined }> {
      const { status, json } = await pageFetch(page(), `${(server as DemoServer).apiUrl}/teams`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return { status, total: json?.result?.total }
    },
    async createTeam(name: string): Promise<void> {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      expect(
        (
          await pageFetch(page(), `${(server as DemoServer).apiUrl}/teams/create`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name }),
          })
        ).status,
      ).toBe(200)
    },
  }
}

describe('with persist (the demo)', () => {
  const signed = useSignedInPage(() => serveBuiltDemo(inject('demoBuild')))

  it('keeps the token through mock.useScenario, and across the reload after it, which starts where the page started', async () => {
    const { now, other } = await signed.scenarios()
    await useScenarioInPage(signed.page(), other)
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: TEAMS[other] })
    // A switch from code is not remembered (only the URL's and the panel's are): the reload starts in the page's scenario.
    await reloadSaved(signed.page())
    await expect(signed.scenarios()).resolves.toMatchObject({ now })
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: TEAMS[now] })
  })

  it('keeps the token through a switch in the panel', async () => {
    const { other } = await signed.scenarios()
    await pickInPanel(signed.page(), other)
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: TEAMS[other] })
  })

  it('keeps the token when the page opens with ?scenario=, and leaves the data of the scenario it left behind', async () => {
    const { now, other } = await signed.scenarios()
    await signed.createTeam('Left behind')
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: (TEAMS[now] as number) + 1 })
    await flush(signed.page())
    await openDemo(signed.page(), signed.server, `?scenario=${other}`)
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: TEAMS[other] })
    // Back where the team was made: the scenario starts from its seed, as after any switch.
    await flush(signed.page())
    await openDemo(signed.page(), signed.server, `?scenario=${now}`)
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: TEAMS[now] })
  })
})

describe('without persist', () => {
  const signed = useSignedInPage(() => serveMockPage({ panel: true }))

  it('keeps the token through mock.useScenario', async () => {
    const { other } = await signed.scenarios()
    await useScenarioInPage(signed.page(), other)
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: TEAMS[other] })
  })

  it('keeps the token through a switch in the panel, across the reload the panel makes', async () => {
    const { other } = await signed.scenarios()
    await pickInPanel(signed.page(), other)
    await expect(signed.teams()).resolves.toEqual({ status: 200, total: TEAMS[other] })
  })

  // Last: it signs the page out. A page loaded anew starts a new mock, in the URL's scenario.
  it('keeps nothing on a page opened anew, ?scenario= or not: without persist, changes last until the page loads again', async () => {
    const { other } = await signed.scenarios()
    await openDemo(signed.page(), signed.server, `?scenario=${other}`)
    await expect(signed.scenarios()).resolves.toMatchObject({ now: other })
    await expect(signed.teams()).resolves.toMatchObject({ status: 401 })
  })
})
