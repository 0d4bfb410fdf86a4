import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { settled } from '../../demo/drive-demo.js'
import { useDemoSession } from './support/session.js'

const session = useDemoSession()

/** Holds every request `pattern` matches until `release()`; `requested` resolves at the first one. */
async function hold(page: Page, pattern: string | ((url: URL) => boolean)): Promise<{ requested: Promise<void>; release(): void }> {
  let requested!: () => void
  let release!: () => void
  const seen = new Promise<void>((resolve) => (requested = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.context().route(pattern, async (route: Route) => {
    requested()
    await released
    await route.continue()
  })
  return { requested: seen, release }
}

describe('the first paint', () => {
  it('serves the loading state in the page itself, marked busy', async () => {
    const html = await (await fetch(session.demo.url)).text()
    expect(html).toMatch(/<div id="app" aria-busy="true">/)
    expect(html).toContain('data-test="loading"')
  })

  it('shows the loading state before any script of the app runs, and while the worker starts', async () => {
    const { page } = session.browser
    // The app's scripts: every one but the worker's.
    const script = await hold(page, (url) => url.pathname.endsWith('.js') && !url.pathname.endsWith('/mockServiceWorker.js'))
    const worker = await hold(page, '**/mockServiceWorker.js')
    const loading = page.locator('[data-test="loading"]')

    await page.goto(session.demo.url, { waitUntil: 'commit' })
    await script.requested
    await loading.waitFor()
    await expect.poll(() => page.locator('#app').getAttribute('aria-busy')).toBe('true')

    script.release()
    await worker.requested
    // The app's script runs and the worker registers: the page keeps its loading state, not a blank.
    await loading.waitFor()
    await expect.poll(() => page.locator('#app').getAttribute('aria-busy')).toBe('true')

    worker.release()
    await page.locator('[data-test="sign-in"]').waitFor()
    await settled(page)
    await expect.poll(() => loading.count()).toBe(0)
  })
})
