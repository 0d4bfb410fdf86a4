import { describe, expect, it } from 'vitest'
import { openDemo, signInWithForm } from '../../demo/drive-demo.js'
import { fixtures } from '../support/fixtures.js'
import { useDemoSession } from './support/session.js'
import { pageFetch, pickInPanel, reloadingAfter, reloadSaved, signInFromPage } from './support/page.js'

const session = useDemoSession()

const remembered = () => session.browser.page.evaluate(() => localStorage.getItem('doc-workspace-mock:scenario'))
const gatewaySpec = fixtures.acme.documents.find((d) => d.name === 'Gateway spec.pdf')!

describe('scenarios in the page', () => {
  it('starts in the scenario of ?scenario=empty-teams, shows the empty state, and remembers it', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo, '?scenario=empty-teams')
    await signInWithForm(page)
    await expect.poll(() => page.locator('[data-test="no-teams"]').textContent()).toContain('No teams yet')
    await expect.poll(remembered).toBe('empty-teams')
    await openDemo(page, session.demo, '/')
    await page.locator('[data-test="no-teams"]').waitFor()
    await expect.poll(() => page.locator('[data-mock="toggle"]').textContent()).toBe('Mock · empty-teams')
  })

  it('asks to sign in again under ?scenario=invalid-token, however often the user signs in', async () => {
    const { page } = session.browser
    const signIns = () => session.seen.filter((r) => r.url.endsWith('/auth/api-key') && r.status === 200).length
    await openDemo(page, session.demo, '?scenario=invalid-token')
    await signInWithForm(page)
    const prompt = page.locator('[data-test="session-expired"]')
    await expect.poll(() => prompt.textContent()).toContain('Your session has ended')
    await signInWithForm(page, 'Sign in again')
    await expect.poll(signIns).toBe(2)
    await prompt.waitFor()
    await expect.poll(() => session.seen.filter((r) => r.url.includes('/teams')).map((r) => r.status)).toEqual([401, 401])
  })

  it('ignores an unknown ?scenario= and serves the default one', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo, '?scenario=no-such-scenario')
    await signInWithForm(page)
    await expect.poll(() => page.locator('[data-test="teams"] .tile').count()).toBe(4)
    await expect.poll(remembered).toBeNull()
  })

  it('switches to invalid-token, empty-teams and back from the panel', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await expect.poll(() => page.locator('[data-test="teams"]').textContent()).toContain('Engineering')

    await pickInPanel(page, 'invalid-token')
    await page.locator('[data-test="session-expired"]').waitFor()
    await expect.poll(remembered).toBe('invalid-token')

    await pickInPanel(page, 'empty-teams')
    await signInWithForm(page)
    await page.locator('[data-test="no-teams"]').waitFor()

    await pickInPanel(page, 'default')
    await expect.poll(() => page.locator('[data-test="teams"]').textContent()).toContain('Engineering')
    await expect.poll(remembered).toBe('default')
  })

  it('keeps the scenario of the URL in step when switching from the panel', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo, '?scenario=empty-teams')
    await pickInPanel(page, 'default')
    await expect.poll(() => new URL(page.url()).searchParams.get('scenario')).toBe('default')
  })

  it('lists the last requests in the panel, newest first', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await page.locator('[data-mock="toggle"]').click()
    await page.getByRole('tab', { name: 'Requests' }).click()
    const rows = page.locator('[data-mock="requests"] li button')
    // Method, path and status of each row.
    await expect
      .poll(() =>
        rows.evaluateAll((buttons) =>
          buttons.map((button) =>
            [...button.children]
              .slice(0, 3)
              .map((part) => part.textContent)
              .join(' '),
          ),
        ),
      )
      .toEqual(['GET /teams?page_size=100 200', 'POST /auth/api-key 200'])
  })
})

describe('persistence and reset', () => {
  it('keeps changes across a reload, and reset brings back the seed', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const token = await signInFromPage(page, session.demo.apiUrl)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const archived = await pageFetch(page, `${session.demo.apiUrl}/documents/archive`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ document_id: gatewaySpec.document_id }),
    })
    expect(archived.status).toBe(200)
    const uploaded = await page.evaluate(
      async ({ api, token, workspace }) => {
        const form = new FormData()
        form.append('workspace_id', workspace)
        form.append('file', new File(['kept across reloads'], 'kept.txt', { type: 'text/plain' }))
        const response = await fetch(`${api}/documents/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        return (await response.json()).result.document_id as string
      },
      { api: session.demo.apiUrl, token, workspace: fixtures.platform.workspace_id },
    )

    await reloadSaved(page)
    const info = (id: string) => pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${id}`, { headers: auth })
    await expect(info(gatewaySpec.document_id)).resolves.toMatchObject({ status: 200, json: { result: { status: 'archived' } } })
    const kept = await pageFetch(page, `${session.demo.apiUrl}/documents/stream?document_id=${uploaded}`, { headers: auth })
    expect(kept).toMatchObject({ status: 200, text: 'kept across reloads' })
    // A document uploaded after the reload gets a new id: the id generator was saved too.
    const second = await page.evaluate(
      async ({ api, token, workspace }) => {
        const form = new FormData()
        form.append('workspace_id', workspace)
        form.append('file', new File(['second'], 'second.txt'))
        const response = await fetch(`${api}/documents/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        return { status: response.status, id: (await response.json()).result.document_id as string }
      },
      { api: session.demo.apiUrl, token, workspace: fixtures.platform.workspace_id },
    )
    expect(second.status).toBe(200)
    expect(second.id).not.toBe(uploaded)

    await page.locator('[data-mock="toggle"]').click()
    await reloadingAfter(page, () => page.locator('[data-mock="reset"]').click())
    // Reset forgets issued sessions too.
    await expect(pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: auth })).resolves.toMatchObject({ status: 401 })
    const fresh = await signInFromPage(page, session.demo.apiUrl)
    const freshAuth = { authorization: `Bearer ${fresh}` }
    await expect(
      pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${gatewaySpec.document_id}`, { headers: freshAuth }),
    ).resolves.toMatchObject({ json: { result: { status: 'active' } } })
    await expect(
      pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${uploaded}`, { headers: freshAuth }),
    ).resolves.toMatchObject({ status: 404 })

    await reloadSaved(page)
    await expect(
      pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${uploaded}`, { headers: { authorization: 'Bearer demo-token' } }),
    ).resolves.toMatchObject({ status: 404 })
  })

  it('starts from the seed when the scenario changes, dropping the saved changes', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const auth = { authorization: 'Bearer demo-token', 'content-type': 'application/json' }
    await pageFetch(page, `${session.demo.apiUrl}/documents/archive`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ document_id: gatewaySpec.document_id }),
    })
    await pickInPanel(page, 'empty-teams')
    await pickInPanel(page, 'default')
    await expect(
      pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${gatewaySpec.document_id}`, { headers: auth }),
    ).resolves.toMatchObject({ json: { result: { status: 'active' } } })
  })
})
