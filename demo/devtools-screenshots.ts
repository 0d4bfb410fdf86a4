import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { launchChromium } from './chromium.js'
import { startDemoServer } from './demo-server.js'
import { openDemo, settled, signInWithForm, viewAfter } from './drive-demo.js'

/**
 * `npm run screenshot:devtools`: the README's pictures of the devtools, one
 * per tab (demo/devtools-<tab>.png), from the real demo in headless
 * Chromium. Fixed window, locale, time zone, page clock and seed, so each
 * reads the same on every run.
 */

/** What each picture shows, brought up from the tab as a user would. */
const TABS: ReadonlyArray<readonly [name: string, tab: string, show: (page: Page) => Promise<void>]> = [
  [
    'requests',
    'Requests',
    async (page) => {
      await inDevtools(page, '[data-mock="requests"] li button').filter({ hasText: '/auth/api-key' }).click()
      await inDevtools(page, '[data-mock="response-body"]').waitFor()
    },
  ],
  [
    'data',
    'Data',
    async (page) => {
      await inDevtools(page, '[data-table="documents"]').click()
      await inDevtools(page, '[data-mock="search"]').fill('spec')
      await inDevtools(page, '[data-mock="records"] li button').first().click()
      await inDevtools(page, '[data-mock="record"]').waitFor()
    },
  ],
  [
    'time',
    'Time',
    async (page) => {
      await inDevtools(page, '[data-mock="plus-minute"]').click()
      await inDevtools(page, '[data-mock="clock"]').filter({ hasText: '09:01:00' }).waitFor()
    },
  ],
  ['share', 'Share', async () => undefined],
  [
    'coverage',
    'Coverage',
    async (page) => {
      await inDevtools(page, '[data-mock="coverage-show"]').selectOption('called')
      await inDevtools(page, '[data-operation]').first().waitFor()
    },
  ],
  ['scenario', 'Scenario', async () => undefined],
]

// Playwright's locators pierce the devtools' open shadow root.
const inDevtools = (page: Page, selector: string) => page.locator('#doc-workspace-mock-panel').locator(selector)

async function main(): Promise<void> {
  const demo = await startDemoServer()
  try {
    const browser = await launchChromium()
    try {
      const { page } = browser
      // The requests' times read the page's clock: fixed, so the pictures do not change by the minute.
      await page.clock.setFixedTime(new Date('2026-01-15T09:00:00Z'))
      await openDemo(page, demo)
      await signInWithForm(page)
      await viewAfter(page, () => page.getByRole('link', { name: /^Engineering/ }).click())
      await page.locator('[data-mock="toggle"]').click()
      for (const [name, tab, show] of TABS) {
        await page.getByRole('tab', { name: tab }).click()
        await page.getByRole('tabpanel', { name: tab }).waitFor()
        await show(page)
        await settled(page)
        await page.mouse.move(0, 0) // no hover highlight in the picture
        const out = fileURLToPath(new URL(`./devtools-${name}.png`, import.meta.url))
        writeFileSync(out, await page.screenshot({ animations: 'disabled' }))
        console.log(`wrote demo/devtools-${name}.png`)
      }
    } finally {
      await browser.close()
    }
  } finally {
    await demo.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
