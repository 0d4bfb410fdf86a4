import { describe, expect, it } from 'vitest'
import { openDemo } from '../../demo/drive-demo.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { fixtures } from '../support/fixtures.js'
import { openDevtools, pageFetch } from './support/page.js'
import { useDemoSession } from './support/session.js'

const session = useDemoSession()
const gatewaySpec = fixtures.acme.documents.find((d) => d.name === 'Gateway spec.pdf')!
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('the Data tab', () => {
  it('changes a record that the app’s next fetch then gets, and refuses a bad value by its field', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const info = async () =>
      (
        await pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${gatewaySpec.document_id}`, {
          headers: bearer('demo-token'),
        })
      ).json.result
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

  it('pages through a table and searches it by a field', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await openDevtools(page, 'Data')
    await expect.poll(() => page.locator('[data-table="documents"]').textContent()).toBe('documents31')
    await page.locator('[data-table="documents"]').click()
    const pager = page.locator('[data-mock="pager"]')
    const records = page.locator('[data-mock="records"] li')
    await expect.poll(() => pager.textContent()).toBe('1–20 of 31')
    await expect.poll(() => records.count()).toBe(20)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => pager.textContent()).toBe('21–31 of 31')
    await expect.poll(() => records.count()).toBe(11)
    await page.getByLabel('Search by').selectOption('mime_type')
    await page.getByLabel('Text the field contains').fill('pdf')
    const pdfs = createMock()
      .db.documents.all()
      .filter((d) => d.mime_type === 'application/pdf')
      .map((d) => d.name)
    expect(pdfs.length).toBeGreaterThan(1)
    await expect.poll(() => records.locator('.path').allTextContents()).toEqual(pdfs)
    await expect.poll(() => pager.textContent()).toBe(`1–${pdfs.length} of ${pdfs.length}`)
  })

  it('says what deleting a team takes along, then deletes it as the API does', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const teams = async () =>
      (await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: bearer('demo-token') })).json.result.items.map(
        (t: { name: string }) => t.name,
      )
    await openDevtools(page, 'Data')
    await page.locator(`[data-mock="records"] [data-record="${fixtures.marketing.team_id}"]`).click()
    await page.locator('[data-mock="delete"]').click()
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toMatch(/It also deletes:.*\d+ members.*2 workspaces.*\d+ documents with their bytes/)
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
    await expect
      .poll(() => form.locator('[data-field="user_id"] [role="status"]').textContent())
      .toBe('No users record 00000000-0000-4000-8000-000000000000')
    await form.getByLabel('user_id').fill(fixtures.alice.user_id)
    await form.getByRole('button', { name: 'Add' }).click()
    await page.locator('[data-mock="record"][data-record="panel-made-key"]').waitFor()
    const signIn = () =>
      pageFetch(page, `${session.demo.apiUrl}/auth/api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"api_key":"panel-made-key"}',
      })
    await expect.poll(async () => (await signIn()).status).toBe(200)
  })
})
