import type { Page } from 'playwright-core'
import type { DemoServer } from './demo-server.js'

/**
 * Driving the demo from Playwright, waiting the way a user waits: for what
 * the page shows, never for a while. The app's root carries `aria-busy` while
 * it starts, while a view loads and while an action runs (see
 * demo/src/app.ts); a page without it is settled.
 */

/**
 * Waits until the app is settled: started, with no view loading and no action running.
 * @example
 * await page.getByRole('button', { name: 'Archive' }).click()
 * await settled(page)
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('#app:not([aria-busy])').waitFor({ state: 'attached' })
}

/**
 * Opens the demo (with an optional query such as `?scenario=empty-teams`)
 * and waits until the mock has started and the app shows a settled view.
 * @example
 * await openDemo(page, demo, '?scenario=empty-teams')
 */
export async function openDemo(page: Page, demo: DemoServer, search = ''): Promise<void> {
  await page.goto(new URL(search, demo.url).href)
  await page.waitForFunction(() => 'docWorkspaceMock' in window)
  await settled(page)
}

/**
 * Runs an action that brings up a view (a link, a sign-in, or an action that
 * renders the view again), then waits until the view on screen is a new one
 * and the app is settled. It knows the view is new by the old one leaving the
 * page, so it cannot mistake the old view for the new.
 * @example
 * await viewAfter(page, () => page.getByRole('link', { name: /^Engineering/ }).click())
 */
export async function viewAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  const old = await page.locator('#app main > *').elementHandle()
  try {
    await action()
    await page.waitForFunction((node) => !node?.isConnected, old)
  } finally {
    await old?.dispose()
  }
  await settled(page)
}

/**
 * Signs in through the demo's form (its key field as it is) and waits for the view that follows.
 * @example
 * await page.getByLabel('API key').fill('viewer-api-key')
 * await signInWithForm(page)
 */
export async function signInWithForm(page: Page, button = 'Sign in'): Promise<void> {
  await viewAfter(page, () => page.getByRole('button', { name: button, exact: true }).click())
}
