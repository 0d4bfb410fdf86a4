import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium: test tools cannot download browsers here, so CI installs the `chromium` package. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface OpenBrowser {
  readonly context: BrowserContext
  readonly page: Page
  /** Errors thrown in the page, so a test can assert there were none. */
  readonly pageErrors: string[]
  close(): Promise<void>
}

/**
 * Launches Chromium on a fresh profile directory (its own storage, service
 * workers and IndexedDB), removed on close.
 * @example
 * const { page, close } = await openBrowser()
 * await page.goto(url)
 * await close()
 */
export async function openBrowser(): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'dwm-chromium-'))
  const removeProfile = () => rmSync(profile, { recursive: true, force: true })
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
    // Fixed, so dates in the page (and the screenshot) read the same on every machine.
    locale: 'en-GB',
    timezoneId: 'UTC',
    serviceWorkers: 'allow',
  }).catch((error: unknown) => {
    removeProfile()
    throw error
  })
  const page = context.pages()[0] ?? (await context.newPage())
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return {
    context,
    page,
    pageErrors,
    async close() {
      await context.close()
      removeProfile()
    },
  }
}
