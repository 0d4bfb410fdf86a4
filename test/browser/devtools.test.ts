import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { openDemo, signInWithForm, viewAfter } from '../../demo/drive-demo.js'
import type { StateFile } from '../../src/mock/state-file.js'
import { createMock } from '../../src/runtimes/mock.js'
import { fixtures } from '../support/fixtures.js'
import { openBrowser } from './support/browser.js'
import { openDevtools, pageFetch, reloadingAfter } from './support/page.js'
import { useDemoSession } from './support/session.js'

const session = useDemoSession()
const files = mkdtempSync(join(tmpdir(), 'dwm-devtools-'))
afterAll(() => rmSync(files, { recursive: true, force: true }))

const gatewaySpec = fixtures.acme.documents.find((d) => d.name === 'Gateway spec.pdf')!
const appToken = (page: Page) => page.evaluate(() => localStorage.getItem('demo:access-token') as string)
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

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
    await expect.poll(() => page.locator('[data-mock="snippet"]').inputValue()).toMatch(/^curl -X POST 'http:\/\/localhost:4010\/auth\/api-key' \\\n(.|\n)*--data-raw '\{"api_key":"demo-api-key"\}'$/)
    await page.locator('[data-mock="requests-status"]').selectOption('4xx')
    await expect.poll(() => page.locator('[data-mock="requests"] li').allTextContents()).toEqual(['No request matches'])
  })
})

describe('the Data tab', () => {
  it('changes a record that the app’s next fetch then gets, and refuses a bad value by its field', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const info = async () => (await pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${gatewaySpec.document_id}`, { headers: bearer('demo-token') })).json.result
    await openDevtools(page, 'Data')
    await page.locator('[data-table="documents"]').click()
    await page.locator('[data-mock="search"]').fill('Gateway')
    await page.locator(`[data-mock="records"] [data-record="${gatewaySpec.document_id}"]`).click()
    await page.locator('[data-field="status"] select').selectOption('archived')
    await expect.poll(() => page.locator('[data-field="status"] [role="status"]').textContent()).toContain('Saved')
    await expect.poll(info).toMatchObject({ status: 'archived' })

    await page.locator('[data-field="size_bytes"] input').fill('many')
    await page.locator('[data-field="size_bytes"] input').press('Enter')
    await expect.poll(() => page.locator('[data-field="size_bytes"] [role="status"]').textContent()).toBe('Expected a number, got "many"')
    await expect.poll(info).toMatchObject({ size_bytes: gatewaySpec.size_bytes })
  })

  it('says what deleting a team takes along, then deletes it as the API does', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const teams = async () => (await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: bearer('demo-token') })).json.result.items.map((t: { name: string }) => t.name)
    await openDevtools(page, 'Data')
    await page.locator(`[data-mock="records"] [data-record="${fixtures.marketing.team_id}"]`).click()
    await page.locator('[data-mock="delete"]').click()
    await expect.poll(() => page.getByRole('alertdialog').textContent()).toMatch(/It also deletes:.*\d+ members.*2 workspaces.*\d+ documents with their bytes/)
    await page.locator('[data-mock="confirm-delete"]').click()
    await expect.poll(teams).toEqual(['Design', 'Engineering'])
    await expect.poll(() => page.locator('[data-table="teams"]').textContent()).toBe('teams3')
  })

  it('adds a record from the form built from its schema, which the API then accepts', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await openDevtools(page, 'Data')
    await page.locator('[data-table="apiKeys"]').click()
    await page.locator('[data-mock="add"]').click()
    const form = page.locator('[data-mock="add-form"]')
    await form.getByLabel('api_key').fill('panel-made-key')
    await form.getByLabel('user_id').fill('00000000-0000-4000-8000-000000000000')
    await form.getByRole('button', { name: 'Add' }).click()
    await expect.poll(() => form.locator('[data-field="user_id"] [role="status"]').textContent()).toBe('No users record 00000000-0000-4000-8000-000000000000')
    await form.getByLabel('user_id').fill(fixtures.alice.user_id)
    await form.getByRole('button', { name: 'Add' }).click()
    await page.locator('[data-mock="record"][data-record="panel-made-key"]').waitFor()
    const signIn = () => pageFetch(page, `${session.demo.apiUrl}/auth/api-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"api_key":"panel-made-key"}' })
    await expect.poll(async () => (await signIn()).status).toBe(200)
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
  })
})

describe('the Share tab', () => {
  /** What a client asking these would get: status and bytes of each answer. */
  async function answers(send: (path: string, token: string) => Promise<string>, token: string, uploaded: string): Promise<string[]> {
    const paths = ['/teams', `/teams/logs?team_id=${fixtures.engineering.team_id}`, '/workspaces/drive', `/documents/info?document_id=${gatewaySpec.document_id}`, `/documents/stream?document_id=${uploaded}`, `/documents?workspace_id=${fixtures.platform.workspace_id}`]
    const out: string[] = []
    for (const path of paths) out.push(await send(path, token))
    return out
  }
  const inPage = (page: Page, api: string) => async (path: string, token: string) => {
    const { status, text } = await pageFetch(page, `${api}${path}`, { headers: bearer(token) })
    return `${status} ${text}`
  }

  it('exports the world as a file that gives a fresh page and Node the same answers, byte for byte', async () => {
    const { page } = session.browser
    const api = session.demo.apiUrl
    await openDemo(page, session.demo)
    await signInWithForm(page)
    const token = await appToken(page)
    await pageFetch(page, `${api}/documents/archive`, { method: 'PUT', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ document_id: gatewaySpec.document_id }) })
    const uploaded = await page.evaluate(
      async ({ api, token, workspace }) => {
        const form = new FormData()
        form.append('workspace_id', workspace)
        form.append('file', new File(['the bug is in here'], 'bug.txt', { type: 'text/plain' }))
        const response = await fetch(`${api}/documents/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
        return (await response.json()).result.document_id as string
      },
      { api, token, workspace: fixtures.platform.workspace_id },
    )
    await openDevtools(page, 'Time')
    await page.locator('[data-mock="plus-minute"]').click()
    await expect.poll(() => page.locator('[data-mock="clock"]').textContent()).toBe('2026-01-15 09:01:00 UTC')
    await page.getByRole('tab', { name: 'Share' }).click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-mock="export"]').click()])
    const path = join(files, download.suggestedFilename())
    await download.saveAs(path)
    const file = JSON.parse(readFileSync(path, 'utf8')) as StateFile
    expect(file).toMatchObject({ format: 'doc-workspace-mock/state', scenario: 'default', clock: '2026-01-15T09:01:00.000Z' })
    const expected = await answers(inPage(page, api), token, uploaded)
    expect(expected[4]).toBe('200 the bug is in here')

    const fresh = await openBrowser()
    try {
      await openDemo(fresh.page, session.demo)
      await openDevtools(fresh.page, 'Share')
      await reloadingAfter(fresh.page, () => fresh.page.locator('[data-mock="import"]').setInputFiles(path))
      expect(await answers(inPage(fresh.page, api), token, uploaded)).toEqual(expected)
      expect(fresh.pageErrors).toEqual([])
    } finally {
      await fresh.close()
    }

    const node = createMock({ baseUrl: api })
    node.importState(file)
    const inNode = async (path: string, token: string) => {
      const response = (await node.handle(new Request(`${api}${path}`, { headers: bearer(token) }))) as Response
      return `${response.status} ${await response.text()}`
    }
    expect(await answers(inNode, token, uploaded)).toEqual(expected)
  })

  it('refuses a broken state file with a message naming the field, and changes nothing', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const broken = structuredClone(createMock().exportState())
    broken.tables.documents[0]!.mime_type = 'not a type'
    const path = join(files, 'broken.json')
    writeFileSync(path, JSON.stringify(broken))
    const info = async () => (await pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${gatewaySpec.document_id}`, { headers: bearer('demo-token') })).text
    const before = await info()
    await openDevtools(page, 'Data')
    await page.locator('[data-table="documents"]').click()
    await page.locator(`[data-mock="records"] [data-record="${gatewaySpec.document_id}"]`).click()
    await page.locator('[data-field="status"] select').selectOption('archived')
    await expect.poll(() => page.locator('[data-field="status"] [role="status"]').textContent()).toContain('Saved')
    const edited = await info()
    expect(edited).not.toBe(before)

    await page.getByRole('tab', { name: 'Share' }).click()
    await page.locator('[data-mock="import"]').setInputFiles(path)
    const error = page.locator('[data-mock="import-error"]')
    await expect.poll(() => error.textContent()).toContain('broken.json was refused; nothing changed.')
    await expect.poll(() => error.textContent()).toContain('tables.documents[0].mime_type')
    await page.locator('[data-mock="import"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a state') })
    await expect.poll(() => error.textContent()).toContain('notes.txt is not JSON')
    await expect.poll(info).toBe(edited)
  })
})

describe('the Coverage tab', () => {
  it('shows which answers the app met, as they happen, and starts over when cleared', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await openDevtools(page, 'Coverage')
    const chips = (operation: string) =>
      page.locator(`[data-operation="${operation}"] .chip`).evaluateAll((chips) => chips.map((chip) => `${chip.classList[1]} ${chip.textContent}`))
    await expect.poll(() => chips('API key authentication')).toEqual(expect.arrayContaining(['seen 200 OK ×1', 'missing 401 Invalid API key']))
    await expect.poll(() => chips('Get Account Teams')).toEqual(expect.arrayContaining(['seen 200 OK ×1', 'missing 401 Invalid token']))

    await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: bearer('no-such-token') })
    await expect.poll(() => chips('Get Account Teams')).toEqual(expect.arrayContaining(['seen 200 OK ×1', 'seen 401 Invalid token ×1']))
    await expect.poll(() => page.getByRole('listitem', { name: '401 Invalid token: produced 1 times' }).count()).toBe(1)
    await expect.poll(() => page.locator('[data-mock="coverage-summary"]').textContent()).toMatch(/^Operations called2 \/ 35.*Requests3/)

    await page.getByLabel('Show').selectOption('called')
    await expect.poll(() => page.locator('[data-operation]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-operation')))).toEqual(['API key authentication', 'Get Account Teams'])
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
    const focused = () => page.evaluate(() => {
      const host = document.activeElement
      const inner = host?.shadowRoot?.activeElement
      return inner ? `devtools ${inner.getAttribute('role')} ${inner.textContent}` : (host?.getAttribute('aria-label') ?? host?.tagName)
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

  it('label every control, and neither take the page’s style nor give it theirs', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await page.addStyleTag({ content: 'button { background: rgb(255, 0, 0) !important; } * { font-size: 40px; }' })
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('p'), { className: 'button toggle', id: 'page-owned' })))
    for (const tab of ['Requests', 'Data', 'Time', 'Share', 'Coverage', 'Scenario'] as const) {
      if (tab === 'Requests') await openDevtools(page, tab)
      else await page.getByRole('tab', { name: tab }).click()
    }
    const unlabelled = () =>
      page.evaluate(() => {
        const root = document.querySelector('#doc-workspace-mock-panel')?.shadowRoot
        const controls = [...(root?.querySelectorAll<HTMLElement>('button, input, select, textarea') ?? [])]
        const named = (el: HTMLElement) => el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.length || el.textContent?.trim()
        return controls.filter((el) => !named(el)).map((el) => el.outerHTML.slice(0, 80))
      })
    await expect.poll(unlabelled).toEqual([])
    const styles = () =>
      page.evaluate(() => {
        const toggle = document.querySelector('#doc-workspace-mock-panel')?.shadowRoot?.querySelector('[role=tab]') as HTMLElement
        const own = document.querySelector('#page-owned') as HTMLElement
        return { tabBackground: getComputedStyle(toggle).backgroundColor, tabFont: getComputedStyle(toggle).fontSize, pageBorder: getComputedStyle(own).borderTopStyle }
      })
    await expect.poll(styles).toEqual({ tabBackground: 'rgba(0, 0, 0, 0)', tabFont: '12px', pageBorder: 'none' })
  })
})
