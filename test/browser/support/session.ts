import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { openBrowser, type OpenBrowser } from './browser.js'
import { startDemoServer, type DemoServer } from './demo-server.js'
import { openDemo, watchApi, type SeenResponse } from './page.js'

/** What a browser test works with: the demo's server, a fresh browser per test, and the API answers it saw. */
export interface DemoSession {
  readonly demo: DemoServer
  readonly browser: OpenBrowser
  readonly seen: SeenResponse[]
}

/**
 * Serves the demo for the whole file and opens a fresh Chromium for each
 * test. After each test it checks the page threw nothing and that every
 * answer from the service came from the service worker, never a server.
 * @example
 * const session = useDemoSession({ open: true })
 * it('…', async () => { await session.browser.page.click('text=Sign in') })
 */
export function useDemoSession(options: { open?: boolean; expectAnswers?: boolean } = {}): DemoSession {
  let demo: DemoServer | undefined
  let browser: OpenBrowser | undefined
  let seen: SeenResponse[] = []
  beforeAll(async () => {
    demo = await startDemoServer()
  })
  afterAll(() => demo?.close())
  beforeEach(async () => {
    browser = await openBrowser()
    seen = watchApi(browser.page, (demo as DemoServer).apiUrl)
    if (options.open) await openDemo(browser.page, demo as DemoServer)
  })
  afterEach(async () => {
    expect(browser?.pageErrors).toEqual([])
    if (options.expectAnswers) expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((response) => !response.fromServiceWorker)).toEqual([])
    await browser?.close()
  })
  return {
    get demo() {
      return demo as DemoServer
    },
    get browser() {
      return browser as OpenBrowser
    },
    get seen() {
      return seen
    },
  }
}
