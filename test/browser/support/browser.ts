import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { openContext, type OpenChromium } from '../../../demo/chromium.js'

export interface OpenBrowser extends OpenChromium {
  /** Errors thrown in the page, so a test can assert there were none. */
  readonly pageErrors: string[]
}

/**
 * Connects the test file to the run's one Chromium (see global-setup.ts) for
 * the whole file, and answers a way to open a fresh browser on it: a context
 * of its own (storage, service workers, IndexedDB) whose page records the
 * errors it throws. `close()` drops that context.
 * @example
 * const openBrowser = useChromium()
 * const { page, pageErrors, close } = await openBrowser()
 * await page.goto(url)
 * expect(pageErrors).toEqual([])
 * await close()
 */
export function useChromium(): () => Promise<OpenBrowser> {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromium'))
  })
  afterAll(() => browser?.close())
  return async () => {
    if (!browser) throw new Error('Chromium is not connected yet: open a browser inside a test or a beforeEach')
    const opened = await openContext(browser)
    const pageErrors: string[] = []
    opened.page.on('pageerror', (error) => pageErrors.push(error.message))
    return { ...opened, pageErrors }
  }
}
