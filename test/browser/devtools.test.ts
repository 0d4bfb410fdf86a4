import { describe, expect, it } from 'vitest'
import { openDemo, signInWithForm, viewAfter } from '../../demo/drive-demo.js'
import { fixtures } from '../support/fixtures.js'
import { openDevtools, pageFetch, reloadSaved } from './support/page.js'
import { useDemoSession } from './support/session.js'

const session = useDemoSession()
const gatewaySpec = fixtures.acme.documents.find((d) => d.name === 'Gateway spec.pdf')!
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
/** A request row as it reads: method, path and status. */
const methodPathStatus = (buttons: Element[]) =>
  buttons.map((button) =>
    [...button.children]
      .slice(0, 3)
      .map((part) => part.textContent)
      .join(' '),
  )
/** An answer chip as it reads: produced (seen), never (missing) or not declared (odd), and its label. */
const chipText = (chips: Element[]) => chips.map((chip) => `${chip.classList[1]} ${chip.textContent}`)

describe('the Requests tab', () => {
  it('shows the body the app sent and the answer it got, and writes the request as curl', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await openDevtools(page, 'Requests')
    await page.locator('[data-mock="requests-filter"]').fill('auth')
    await page.locator('[data-mock="requests"] li button').first().click()
    await expect.poll(() => page.locator('[data-mock="request-body"]').textContent()).toBe('{\n  "api_key": "demo-api-key"\n}')
    await expect.poll(() => page.locator('[data-mock="response-body"]').textContent()).toContain('"access_token": "dwm_')
    await page.locator('[data-mock="copy-curl"]').click()
    await expect
      .poll(() => page.locator('[data-mock="snippet"]').inputValue())
      .toMatch(/^curl -X POST 'http:\/\/localhost:4010\/auth\/api-key' \\\n(.|\n)*--data-raw '\{"api_key":"demo-api-key"\}'$/)
    await page.locator('[data-mock="requests-status"]').selectOption('4xx')
    await expect.poll(() => page.locator('[data-mock="requests"] li').allTextContents()).toEqual(['No request matches'])
  })

  it('lists the newest first and shows a file the app got as its type and size', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await openDevtools(page, 'Requests')
    await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: bearer('no-such-token') })
    await pageFetch(page, `${session.demo.apiUrl}/documents/stream?document_id=${gatewaySpec.document_id}`, {
      headers: bearer('demo-token'),
    })
    const rows = page.locator('[data-mock="requests"] li button')
    await expect
      .poll(() => rows.evaluateAll(methodPathStatus))
      .toEqual([`GET /documents/stream?document_id=${gatewaySpec.document_id} 200`, 'GET /teams 401'])
    await rows.first().click()
    await expect.poll(() => page.locator('[data-mock="response-body"]').textContent()).toBe('application/pdf · 736 B')
    await page.locator('[data-mock="requests-status"]').selectOption('4xx')
    await expect.poll(() => rows.evaluateAll(methodPathStatus)).toEqual(['GET /teams 401'])
    await page.locator('[data-mock="requests-status"]').selectOption('all')
    await page.locator('[data-mock="requests-filter"]').fill('stream')
    await expect
      .poll(() => rows.evaluateAll(methodPathStatus))
      .toEqual([`GET /documents/stream?document_id=${gatewaySpec.document_id} 200`])
  })
})
describe('the Time tab', () => {
  it('moves the clock to the token’s expiry, and the app’s next request meets it expired', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await openDevtools(page, 'Time')
    const clock = page.locator('[data-mock="clock"]')
    await expect.poll(() => clock.textContent()).toBe('2026-01-15 09:00:00 UTC')
    await page.locator('[data-mock="plus-minute"]').click()
    await expect.poll(() => clock.textContent()).toBe('2026-01-15 09:01:00 UTC')
    await expect.poll(() => page.locator('[data-mock="to-expiry"]').textContent()).toBe('To the next token expiry (in 59 min)')
    await page.locator('[data-mock="to-expiry"]').click()
    await expect.poll(() => clock.textContent()).toBe('2026-01-15 10:00:00 UTC')
    await viewAfter(page, () => page.getByRole('link', { name: /^Engineering/ }).click())
    await page.locator('[data-test="session-expired"]').waitFor()

    // The demo keeps its changes across reloads, and the clock with them: the token stays expired.
    await reloadSaved(page)
    await openDevtools(page, 'Time')
    await expect.poll(() => clock.textContent()).toBe('2026-01-15 10:00:00 UTC')
    await expect
      .poll(() => page.getByRole('table', { name: 'Issued tokens' }).locator('tr', { hasText: 'dwm_' }).textContent())
      .toMatch(/expired just now$/)
  })
})

describe('the Coverage tab', () => {
  it('shows which answers the app met, as they happen, and starts over when cleared', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await openDevtools(page, 'Coverage')
    const chips = (operation: string) => page.locator(`[data-operation="${operation}"] .chip`)
    await expect
      .poll(() => chips('API key authentication').evaluateAll(chipText))
      .toEqual(expect.arrayContaining(['seen 200 OK ×1', 'missing 401 Invalid API key']))
    await expect
      .poll(() => chips('Get Account Teams').evaluateAll(chipText))
      .toEqual(expect.arrayContaining(['seen 200 OK ×1', 'missing 401 Invalid token']))
    // Every operation and its answers fit the window's width (1280 px page): nothing to scroll sideways.
    const tabpanel = page.getByRole('tabpanel', { name: 'Coverage' })
    await expect.poll(() => tabpanel.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBeLessThanOrEqual(0)

    await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: bearer('no-such-token') })
    await expect
      .poll(() => chips('Get Account Teams').evaluateAll(chipText))
      .toEqual(expect.arrayContaining(['seen 200 OK ×1', 'seen 401 Invalid token ×1']))
    await expect.poll(() => page.getByRole('listitem', { name: '401 Invalid token: produced 1 times' }).count()).toBe(1)
    await expect.poll(() => page.locator('[data-mock="coverage-summary"]').textContent()).toMatch(/^Operations called2 \/ 35.*Requests3/)

    await page.getByLabel('Show').selectOption('called')
    await expect
      .poll(() => page.locator('[data-operation]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-operation'))))
      .toEqual(['API key authentication', 'Get Account Teams'])
    await page.locator('[data-mock="coverage-clear"]').click()
    await expect.poll(() => page.locator('[data-mock="coverage-summary"]').textContent()).toMatch(/^Operations called0 \/ 35/)
    await expect.poll(() => page.locator('[data-operation]').count()).toBe(0)
  })
})

describe('the devtools themselves', () => {
  it('open and close from the keyboard, move between tabs with the arrows, and give the focus back', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await page.getByLabel('API key').focus()
    const focused = () =>
      page.evaluate(() => {
        const host = document.activeElement
        const inner = host?.shadowRoot?.activeElement
        return inner ? `devtools ${inner.role} ${inner.textContent}` : (host?.ariaLabel ?? host?.tagName)
      })
    await page.keyboard.press('Alt+Shift+M')
    await expect.poll(focused).toBe('devtools tab Scenario')
    await page.keyboard.press('ArrowRight')
    await expect.poll(focused).toBe('devtools tab Requests')
    await expect.poll(() => page.getByRole('tab', { name: 'Requests' }).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('End')
    await expect.poll(focused).toBe('devtools tab Coverage')
    await page.keyboard.press('Escape')
    await expect.poll(focused).toBe('API key')
    await expect.poll(() => page.getByRole('dialog', { name: 'Mock devtools' }).isHidden()).toBe(true)
    await page.keyboard.press('Alt+Shift+M')
    await expect.poll(focused).toBe('devtools tab Coverage')
  })

  it('keep the focus where a keyboard user is, in order, while requests arrive', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    const focused = () =>
      page.evaluate(() => {
        const inner = document.activeElement?.shadowRoot?.activeElement as HTMLElement | null | undefined
        if (!inner) return null
        const mark = (['request', 'table', 'record'] as const).find((name) => inner.dataset[name] !== undefined)
        if (mark) return `data-${mark} ${inner.dataset[mark]}`
        const name =
          inner.ariaLabel ??
          (inner as HTMLInputElement).labels?.[0]?.textContent ??
          (inner.role === 'tabpanel' ? inner.id : inner.textContent)
        return `${inner.role ?? inner.tagName.toLowerCase()} ${name}`
      })
    await page.keyboard.press('Alt+Shift+M')
    await page.keyboard.press('ArrowRight')
    const order: Array<string | null> = []
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      order.push(await focused())
    }
    // The newest request the mock answered, from its own journal: the first row.
    const newest = await page.evaluate(
      () => (window as unknown as { docWorkspaceMock: { requests(): Array<{ id: number }> } }).docWorkspaceMock.requests()[0]?.id,
    )
    expect(order).toEqual(['tabpanel panel-requests', 'input Filter', 'select Status', 'button Clear', `data-request ${newest}`])
    await page.keyboard.press('Enter')
    await page.locator('[data-mock="request-detail"]').waitFor()
    await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: bearer('demo-token') })
    await expect.poll(() => page.locator('[data-mock="requests"] [data-request]').count()).toBe(3)
    await expect.poll(focused).toBe(`data-request ${newest}`)
    await expect.poll(() => page.locator(`[data-request="${newest}"]`).getAttribute('aria-current')).toBe('true')

    await page.getByRole('tab', { name: 'Data' }).click()
    await page.locator('[data-table="documents"]').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('[data-table="documents"]').getAttribute('aria-pressed')).toBe('true')
    await expect.poll(focused).toBe('data-table documents')
    await page.locator(`[data-record="${gatewaySpec.document_id}"]`).focus()
    await page.keyboard.press('Enter')
    await expect.poll(focused).toBe('input workspace_id')
    await page.getByRole('button', { name: '← Records' }).press('Enter')
    await expect.poll(focused).toBe(`data-record ${gatewaySpec.document_id}`)
  })

  it('label every control, and neither take the page’s style nor give it theirs', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await page.addStyleTag({ content: 'button { background: rgb(255, 0, 0) !important; } * { font-size: 40px; }' })
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('p'), { className: 'button toggle', id: 'page-owned' })),
    )
    for (const tab of ['Requests', 'Data', 'Time', 'Share', 'Coverage', 'Scenario'] as const) {
      if (tab === 'Requests') await openDevtools(page, tab)
      else await page.getByRole('tab', { name: tab }).click()
    }
    const unlabelled = () =>
      page.evaluate(() => {
        const root = document.querySelector('#doc-workspace-mock-panel')?.shadowRoot
        const controls = [...(root?.querySelectorAll<HTMLElement>('button, input, select, textarea') ?? [])]
        const named = (el: HTMLElement) => el.ariaLabel || (el as HTMLInputElement).labels?.length || el.textContent?.trim()
        return controls.filter((el) => !named(el)).map((el) => el.outerHTML.slice(0, 80))
      })
    await expect.poll(unlabelled).toEqual([])
    const styles = () =>
      page.evaluate(() => {
        const toggle = document.querySelector('#doc-workspace-mock-panel')?.shadowRoot?.querySelector('[role=tab]') as HTMLElement
        const own = document.querySelector('#page-owned') as HTMLElement
        return {
          tabBackground: getComputedStyle(toggle).backgroundColor,
          tabFont: getComputedStyle(toggle).fontSize,
          pageBorder: getComputedStyle(own).borderTopStyle,
        }
      })
    await expect.poll(styles).toEqual({ tabBackground: 'rgba(0, 0, 0, 0)', tabFont: '12px', pageBorder: 'none' })
  })
})
