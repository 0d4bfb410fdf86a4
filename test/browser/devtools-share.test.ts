import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { openDemo, signInWithForm } from '../../demo/drive-demo.js'
import type { StateFile } from '../../src/mock/state-file.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { fixtures } from '../support/fixtures.js'
import { openDevtools, pageFetch, reloadingAfter } from './support/page.js'
import { useDemoSession } from './support/session.js'

const session = useDemoSession()
const files = mkdtempSync(join(tmpdir(), 'dwm-devtools-'))
afterAll(() => rmSync(files, { recursive: true, force: true }))

const gatewaySpec = fixtures.acme.documents.find((d) => d.name === 'Gateway spec.pdf')!
const appToken = (page: Page) => page.evaluate(() => localStorage.getItem('demo:access-token') as string)
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('the Share tab', () => {
  /** What a client asking these would get: status and bytes of each answer. */
  async function answers(send: (path: string, token: string) => Promise<string>, token: string, uploaded: string): Promise<string[]> {
    const paths = [
      '/teams',
      `/teams/logs?team_id=${fixtures.engineering.team_id}`,
      '/workspaces/drive',
      `/documents/info?document_id=${gatewaySpec.document_id}`,
      `/documents/stream?document_id=${uploaded}`,
      `/documents?workspace_id=${fixtures.platform.workspace_id}`,
    ]
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
    await pageFetch(page, `${api}/documents/archive`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ document_id: gatewaySpec.document_id }),
    })
    const uploaded = await page.evaluate(
      async ({ api, token, workspace }) => {
        const form = new FormData()
        form.append('workspace_id', workspace)
        form.append('file', new File(['the bug is in here'], 'bug.txt', { type: 'text/plain' }))
        const response = await fetch(`${api}/documents/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
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

    const fresh = await session.openBrowser()
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
    const info = async () =>
      (
        await pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${gatewaySpec.document_id}`, {
          headers: bearer('demo-token'),
        })
      ).text
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
    await page
      .locator('[data-mock="import"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a state') })
    await expect.poll(() => error.textContent()).toContain('notes.txt is not JSON')
    await expect.poll(info).toBe(edited)
  })
})
