import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { requireChromium } from '../../../demo/chromium.js'
import { startDemoServer, type DemoServer } from '../../../demo/demo-server.js'
import { openDemo } from '../../../demo/drive-demo.js'
import { openBrowser, type OpenBrowser } from './browser.js'
import { watchApi, type SeenResponse } from './page.js'

const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url))

/** A picture of the page as a failed test left it, in test/artifacts/ (not committed). */
async function keepPicture(page: Page, testName: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const name = testName.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 80)
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` }).catch(() => undefined)
}

/** What a browser test works with: the demo's server, a fresh browser per test, and the API answers it saw. */
export interface DemoSession {
  readonly demo: DemoServer
  readonly browser: OpenBrowser
  readonly seen: SeenResponse[]
}

/**
 * Serves the demo for the whole file and opens a fresh Chromium for each
 * test. After each test it checks the page threw nothing and that every
 * answer from the service came from the service worker, never a server; a
 * failed test leaves a picture of its page in test/artifacts/. Without
 * Chromium, the file fails once with how to install it.
 * @example
 * const session = useDemoSession({ open: true })
 * it('…', async () => { await session.browser.page.click('text=Sign in') })
 */
export function useDemoSession(options: { open?: boolean; expectAnswers?: boolean; checkAnswers?: boolean } = {}): DemoSession {
  let demo: DemoServer | undefined
  let browser: OpenBrowser | undefined
  let seen: SeenResponse[] = []
  beforeAll(async () => {
    requireChromium()
    demo = await startDemoServer({ quiet: !process.env.MOCK_VERBOSE })
  })
  afterAll(() => demo?.close())
  beforeEach(async () => {
    browser = await openBrowser()
    seen = watchApi(browser.page, (demo as DemoServer).apiUrl)
    if (options.open) await openDemo(browser.page, demo as DemoServer)
  })
  afterEach(async ({ task }) => {
    if (!browser) return
    if (task.result?.state === 'fail') await keepPicture(browser.page, task.name)
    // Read while the page is open: every answer fits the OpenAPI document (unless a test damages answers on purpose).
    const misfits = options.checkAnswers === false ? [] : (await Promise.all(seen.map((response) => response.conformance))).filter(Boolean)
    const { pageErrors } = browser
    await browser.close()
    browser = undefined
    expect(pageErrors).toEqual([])
    expect(misfits).toEqual([])
    if (options.expectAnswers) expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((response) => !response.fromServiceWorker)).toEqual([])
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
