import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDemo, settled, signInWithForm, viewAfter } from '../../demo/drive-demo.js'
import { fixtures } from '../support/fixtures.js'
import { useDemoSession } from './support/session.js'

/**
 * The conditions in the browser: through the service worker, as a page's
 * own `fetch` meets them, and as the demo handles them.
 */
// Cut, garbled and trickled answers are the point here: they are not checked against the document.
const session = useDemoSession({ open: true, checkAnswers: false })
const roadmap = fixtures.acme.documents.find((document) => document.name === 'Roadmap.pdf')!

/** Sets the conditions from the page, as the panel or a test in the page would. */
const useConditions = (page: Page, ...conditions: unknown[]) =>
  page.evaluate(
    (list) => (window as unknown as { docWorkspaceMock: { useConditions(...c: unknown[]): void } }).docWorkspaceMock.useConditions(...list),
    conditions,
  )

/** Fetches in the page and answers what a client meets: a status and a body read, or the error's name. */
async function meet(
  page: Page,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status?: number; body?: string; error?: string; headers?: Record<string, string> }> {
  return page.evaluate(
    async ({ url, headers }) => {
      let response: Response
      try {
        response = await fetch(url, { headers: { authorization: 'Bearer demo-token', ...headers } })
      } catch (error) {
        return { error: (error as Error).name }
      }
      try {
        return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
      } catch (error) {
        return { status: response.status, error: (error as Error).name }
      }
    },
    { url: `${session.demo.apiUrl}${path}`, headers },
  )
}

describe('conditions in the browser', () => {
  it('offline: fetch rejects with a TypeError, and the demo offers to try again', async () => {
    const { page } = session.browser
    await signInWithForm(page)
    await useConditions(page, 'offline')
    expect(await meet(page, '/teams')).toEqual({ error: 'TypeError' })
    await viewAfter(page, () => page.getByRole('link', { name: /^Engineering/ }).click())
    await page.locator('[data-test="problem"]', { hasText: 'No connection to the service' }).waitFor()
    await useConditions(page)
    await viewAfter(page, () => page.locator('[data-test="retry"]').click())
    await page.locator('[data-test="members"]').waitFor()
  })

  it('maintenance: 503 with Retry-After, and the demo counts down', async () => {
    const { page } = session.browser
    await signInWithForm(page)
    await useConditions(page, 'maintenance')
    const answer = await meet(page, '/teams')
    expect(answer).toMatchObject({ status: 503, headers: expect.objectContaining({ 'retry-after': '120' }) })
    expect(JSON.parse(answer.body!).message).toBe('Service unavailable')
    await viewAfter(page, () => page.getByRole('link', { name: /^Engineering/ }).click())
    await page.locator('[data-test="retry-after"]', { hasText: /try again in 1[12]\d s/ }).waitFor()
  })

  it("rate-limited: 429 after ten requests, refilled when the mock's clock moves", async () => {
    const { page } = session.browser
    await useConditions(page, 'rate-limited')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await meet(page, '/teams')).status!)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    await page.evaluate(() =>
      (window as unknown as { docWorkspaceMock: { clock: { advance(ms: number): void } } }).docWorkspaceMock.clock.advance(6000),
    )
    expect((await meet(page, '/teams')).status).toBe(200)
  })

  it('flaky: the same seed and request order fail the same requests', async () => {
    const { page } = session.browser
    const run = async (): Promise<number[]> => {
      await page.evaluate(() => (window as unknown as { docWorkspaceMock: { reset(): void } }).docWorkspaceMock.reset())
      await useConditions(page, 'flaky')
      return page.evaluate(async (url) => {
        const out: number[] = []
        for (let i = 0; i < 80; i++)
          out.push(
            await fetch(url, { headers: { authorization: 'Bearer demo-token' } }).then(
              (r) => r.status,
              () => 0,
            ),
          )
        return out
      }, `${session.demo.apiUrl}/teams`)
    }
    const first = await run()
    expect(await run()).toEqual(first)
    expect(first.some((status) => status !== 200)).toBe(true)
  })

  it('fault kinds: a truncated body, a body that is not JSON, a trickled one', async () => {
    const { page } = session.browser
    await useConditions(page, { name: 'cut', operations: ['Get Account Teams'], faults: [{ kind: 'truncate', bytes: 5 }] })
    // The service worker carries the body as a stream: reading it fails as a dropped connection would.
    expect(await meet(page, '/teams')).toEqual({ status: 200, error: 'TypeError' })
    await useConditions(page, { name: 'garbled', faults: [{ kind: 'invalid-json' }] })
    const garbled = await meet(page, '/teams')
    expect(() => JSON.parse(garbled.body!)).toThrow(SyntaxError)
    await useConditions(page, { name: 'thin', faults: [{ kind: 'slow-body', bytesPerSecond: 50_000 }] })
    const slow = await meet(page, `/documents/stream?document_id=${roadmap.document_id}`)
    expect(slow.status).toBe(200)
    expect(Number(slow.headers!['content-length'])).toBe(roadmap.size_bytes)
  })

  it('slow: an answer waits the seeded delay the journal records, never less', async () => {
    const { page } = session.browser
    await useConditions(page, 'slow')
    const { elapsed, delay } = await page.evaluate(async (url) => {
      const started = performance.now()
      await fetch(url, { headers: { authorization: 'Bearer demo-token' } })
      const mock = (window as unknown as { docWorkspaceMock: { journal: { list(): Array<{ delayMs: number }> } } }).docWorkspaceMock
      return { elapsed: performance.now() - started, delay: mock.journal.list()[0]?.delayMs ?? 0 }
    }, `${session.demo.apiUrl}/teams`)
    expect(delay).toBeGreaterThan(0)
    expect(elapsed).toBeGreaterThanOrEqual(delay - 5)
  })

  it('hang: holds a request until the page aborts it', async () => {
    const { page } = session.browser
    await useConditions(page, 'hang')
    const outcome = await page.evaluate(async (url) => {
      const controller = new AbortController()
      const pending = fetch(url, { signal: controller.signal, headers: { authorization: 'Bearer demo-token' } }).then(
        () => 'answered',
        (error: Error) => error.name,
      )
      const mock = (window as unknown as { docWorkspaceMock: { journal: { inFlight: number } } }).docWorkspaceMock
      while (mock.journal.inFlight === 0) await new Promise((resolve) => requestAnimationFrame(resolve))
      controller.abort()
      return pending
    }, `${session.demo.apiUrl}/teams`)
    expect(outcome).toBe('AbortError')
  })

  it('takes ?conditions= from the page URL, remembers it, and the panel toggles them', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo, '?conditions=maintenance')
    expect((await meet(page, '/teams')).status).toBe(503)
    await openDemo(page, session.demo, '/')
    expect((await meet(page, '/teams')).status).toBe(503)
    await page.locator('[data-mock="toggle"]').click()
    await page.locator('[data-mock="conditions"] input[value="maintenance"]').uncheck()
    await settled(page)
    expect((await meet(page, '/teams')).status).toBe(200)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('doc-workspace-mock:conditions'))).toBe('')
  })
})
