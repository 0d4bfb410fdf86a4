import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoServer } from '../../demo/demo-server.js'
import { useChromium, type OpenBrowser } from './support/browser.js'
import { serveMockPage } from './support/mock-page.js'

const openBrowser = useChromium()
let server: DemoServer
let browser: OpenBrowser
beforeAll(async () => {
  server = await serveMockPage({})
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
  await server.close()
})

/** Opens the page with these options over its own and answers why `startMockWorker` threw (or null once the mock runs). */
async function startWith(page: Page, options: Record<string, unknown>): Promise<string | null> {
  await page.goto(new URL(`?options=${encodeURIComponent(JSON.stringify(options))}`, server.url).href)
  await page.waitForFunction(() => 'docWorkspaceMock' in window || 'docWorkspaceMockError' in window)
  return page.evaluate(() => (window as unknown as { docWorkspaceMockError?: string }).docWorkspaceMockError ?? null)
}

describe('startMockWorker, misconfigured', () => {
  it('refuses an option it does not know, naming the one meant', async () => {
    await expect(startWith(browser.page, { baseURL: '/api' })).resolves.toBe(
      'MockOptionsError: startMockWorker: baseURL: did you mean baseUrl?',
    )
    await expect(startWith(browser.page, { baseUrl: 'api.example.test' })).resolves.toMatch(
      /^MockOptionsError: startMockWorker: baseUrl: expected an absolute http\(s\) URL .*\(with its scheme: "https:\/\/api\.example\.test"\)$/,
    )
  })

  it('takes a path as the base URL, resolved against the page as MSW does, and answers below it', async () => {
    await expect(startWith(browser.page, { baseUrl: '/api' })).resolves.toBeNull()
    const status = await browser.page.evaluate(async () => {
      const response = await fetch('/api/teams', { headers: { authorization: 'Bearer demo-token' } })
      return response.status
    })
    expect(status).toBe(200)
  })

  it('says the worker script is missing where the server answers its HTML page, with the command and the folder', async () => {
    const page = await browser.context.newPage()
    const message = await startWith(page, { serviceWorkerUrl: '/index.html' })
    expect(message).toContain(
      `Error: [doc-workspace-mock] the mock's service worker did not start: ${new URL('/index.html', server.url).href} answers an HTML page (text/html), not the worker script`,
    )
    expect(message).toContain('npx msw init public/ --save')
    expect(message).toContain('static/ for SvelteKit')
    expect(message).toMatch(/MSW said: [\s\S]*unsupported MIME type/)
    await page.close()
  })

  it('says the worker script is not there when the server answers 404', async () => {
    const page = await browser.context.newPage()
    await expect(startWith(page, { serviceWorkerUrl: '/no-worker.js' })).resolves.toContain(
      `the mock's service worker did not start: ${new URL('/no-worker.js', server.url).href} answers 404: the worker script is not there.`,
    )
    await page.close()
  })
})
