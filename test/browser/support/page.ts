import type { Page, Response } from 'playwright-core'
import { settled } from '../../../demo/drive-demo.js'
import { checkResponse } from '../../support/conformance.js'

/** One answer to a request below the service's base URL, as the browser saw it. */
export interface SeenResponse {
  readonly method: string
  readonly url: string
  readonly status: number
  /** True when a service worker fulfilled it (Chromium's own record). */
  readonly fromServiceWorker: boolean
  /** Resolves once the answer is checked against the OpenAPI document: null when it fits, else what does not. */
  readonly conformance: Promise<string | null>
}

/** Checks one answer the browser saw against the OpenAPI document, reading its JSON body while the page is open. */
async function conformanceOf(response: Response, basePath: string): Promise<string | null> {
  try {
    const method = response.request().method()
    const path = new URL(response.url()).pathname.slice(basePath.length) || '/'
    const headers = await response.allHeaders()
    let body: unknown
    if (/^application\/json\b/i.test(headers['content-type'] ?? '') && method !== 'HEAD')
      body = await response.json().catch(() => undefined)
    checkResponse(method, path, { status: response.status(), headers }, body)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Records every answer to a request for the service, so a test can check
 * that each came from the service worker, and checks each against the
 * OpenAPI document (counted in the run's conformance line).
 * @example
 * const seen = watchApi(page, demo.apiUrl)
 * await expect.poll(() => seen.filter((r) => !r.fromServiceWorker)).toEqual([])
 * expect((await Promise.all(seen.map((r) => r.conformance))).filter(Boolean)).toEqual([])
 */
export function watchApi(page: Page, apiUrl: string): SeenResponse[] {
  const seen: SeenResponse[] = []
  const basePath = new URL(apiUrl).pathname.replace(/\/+$/, '')
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(apiUrl)) return
    seen.push({
      method: response.request().method(),
      url: response.url(),
      status: response.status(),
      fromServiceWorker: response.fromServiceWorker(),
      conformance: conformanceOf(response, basePath),
    })
  })
  return seen
}

/** What `pageFetch` answers. */
export interface PageAnswer {
  status: number
  headers: Record<string, string>
  text: string
  json: any
}

/**
 * Runs `fetch` in the page (so the service worker sees it) and answers its
 * status, headers and body.
 * @example
 * const { status, json } = await pageFetch(page, `${api}/teams`, { headers: { authorization: 'Bearer demo-token' } })
 */
export async function pageFetch(
  page: Page,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PageAnswer> {
  return page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, init)
      const text = await response.text()
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
      return { status: response.status, headers: Object.fromEntries(response.headers), text, json }
    },
    { url, init },
  )
}

/**
 * Signs in with an API key from the page and answers the access token.
 * @example
 * const token = await signInFromPage(page, demo.apiUrl)
 */
export async function signInFromPage(page: Page, apiUrl: string, apiKey = 'demo-api-key'): Promise<string> {
  const { status, json } = await pageFetch(page, `${apiUrl}/auth/api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  })
  if (status !== 200) throw new Error(`sign-in answered ${status}`)
  return json.result.access_token as string
}

/**
 * Runs an action that makes the page reload itself (the panel does, after a
 * switch or a reset) and waits until the demo is back and settled.
 * @example
 * await reloadingAfter(page, () => page.locator('[data-mock="reset"]').click())
 */
export async function reloadingAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), action()])
  await page.waitForFunction(() => 'docWorkspaceMock' in window)
  await settled(page)
}

/**
 * Reloads the page once every change is saved, and waits until the demo is back.
 * @example
 * await reloadSaved(page)
 */
export async function reloadSaved(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { docWorkspaceMock: { flush(): Promise<void> } }).docWorkspaceMock.flush())
  await reloadingAfter(page, () => page.reload())
}

/**
 * Unfolds the floating panel and picks a scenario in it (which reloads the
 * page). The panel starts folded on every load, so this is its state here.
 * @example
 * await pickInPanel(page, 'empty-teams')
 */
export async function pickInPanel(page: Page, scenario: string): Promise<void> {
  await page.locator('[data-mock="toggle"]').click()
  await reloadingAfter(page, () => page.locator('[data-mock="scenario"]').selectOption(scenario))
}

/**
 * Opens the devtools on a tab (they start folded on every load) and waits until the tab shows.
 * @example
 * await openDevtools(page, 'Requests')
 */
export async function openDevtools(page: Page, tab: 'Scenario' | 'Requests' | 'Data' | 'Time' | 'Share' | 'Coverage'): Promise<void> {
  await page.locator('[data-mock="toggle"]').click()
  await page.getByRole('tab', { name: tab }).click()
  await page.getByRole('tabpanel', { name: tab }).waitFor()
}
