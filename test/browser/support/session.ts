import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { serveBuiltDemo } from '../../../demo/built-demo.js'
import type { DemoServer } from '../../../demo/demo-server.js'
import { openDemo } from '../../../demo/drive-demo.js'
import { artifactsDir } from '../../support/artifacts.js'
import { useChromium, type OpenBrowser } from './browser.js'
import { watchApi, type SeenResponse } from './page.js'

/** A picture of the page as a failed test left it, among the run's artifacts (outside the project); says where. */
async function keepPicture(page: Page, testName: string): Promise<void> {
  const folder = artifactsDir('browser')
  mkdirSync(folder, { recursive: true })
  const file = join(
    folder,
    `${testName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 80)}.png`,
  )
  await page.screenshot({ path: file }).then(
    () => console.error(`The page as the failed test left it: ${file}`),
    () => undefined,
  )
}

/** What a browser test works with: the demo's server, a fresh browser per test, and the API answers it saw. */
export interface DemoSession {
  readonly demo: DemoServer
  readonly browser: OpenBrowser
  readonly seen: SeenResponse[]
  /** Another fresh browser (a context of its own) beside the test's; the test closes it. */
  openBrowser(): Promise<OpenBrowser>
}

/**
 * Serves the demo (built once for the run) for the whole file and opens a
 * fresh browser for each test: a new context of the run's one Chromium. After
 * each test it checks the page threw nothing and that every answer from the
 * service came from the service worker, never a server; a failed test leaves
 * a picture of its page among the run's artifacts.
 * @example
 * const session = useDemoSession({ open: true })
 * it('…', async () => { await session.browser.page.click('text=Sign in') })
 */
export function useDemoSession(options: { open?: boolean; expectAnswers?: boolean; checkAnswers?: boolean } = {}): DemoSession {
  let demo: DemoServer | undefined
  let browser: OpenBrowser | undefined
  let seen: SeenResponse[] = []
  const openBrowser = useChromium()
  beforeAll(async () => {
    demo = await serveBuiltDemo(inject('demoBuild'))
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
    openBrowser,
  }
}
