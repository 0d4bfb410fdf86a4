import { launchChromium, type OpenChromium } from '../../../demo/chromium.js'

export interface OpenBrowser extends OpenChromium {
  /** Errors thrown in the page, so a test can assert there were none. */
  readonly pageErrors: string[]
}

/**
 * Launches Chromium on a fresh profile (see `launchChromium`) and records
 * the errors thrown in its page.
 * @example
 * const { page, pageErrors, close } = await openBrowser()
 * await page.goto(url)
 * expect(pageErrors).toEqual([])
 * await close()
 */
export async function openBrowser(): Promise<OpenBrowser> {
  const browser = await launchChromium()
  const pageErrors: string[] = []
  browser.page.on('pageerror', (error) => pageErrors.push(error.message))
  return { ...browser, pageErrors }
}
