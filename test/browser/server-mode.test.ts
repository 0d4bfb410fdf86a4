import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startDemoServer, type DemoServer } from '../../demo/demo-server.js'
import { signInWithForm } from '../../demo/drive-demo.js'
import { startMockServer, type MockHttpServer } from '../../src/adapters/server/server.js'
import { useChromium, type OpenBrowser } from './support/browser.js'
import { watchApi, type SeenResponse } from './support/page.js'

/**
 * The same demo against the standalone server (`?mock=off`), as `npm start`
 * serves them side by side: no worker, real HTTP with CORS, and the demo from
 * Vite's dev server as `npm start` serves it (every other browser file loads
 * the demo's build).
 */
let api: MockHttpServer
let demo: DemoServer
let browser: OpenBrowser
let seen: SeenResponse[]
const openBrowser = useChromium()

beforeAll(async () => {
  api = await startMockServer({ port: 0, quiet: true })
  demo = await startDemoServer({ apiUrl: api.url })
})
afterAll(async () => {
  await demo?.close()
  await api?.close()
})
beforeEach(async () => {
  browser = await openBrowser()
  seen = watchApi(browser.page, demo.apiUrl)
})
afterEach(async () => {
  if (!browser) return
  await browser.close()
  expect(browser.pageErrors).toEqual([])
})

describe('the demo with ?mock=off', () => {
  it('talks to the standalone server over HTTP, with no service worker', async () => {
    const { page } = browser
    await page.goto(new URL('?mock=off', demo.url).href)
    await page.locator('[data-test="sign-in"]').waitFor()
    await signInWithForm(page)
    await expect.poll(() => page.locator('[data-test="teams"]').textContent()).toContain('Engineering')
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    await expect
      .poll(() => seen.map((response) => `${response.method} ${new URL(response.url).pathname}`))
      .toEqual(expect.arrayContaining(['POST /auth/api-key', 'GET /teams']))
    expect(seen.filter((response) => response.fromServiceWorker)).toEqual([])
    await expect
      .poll(() => api.journal.list().map((entry) => `${entry.method} ${entry.path}`))
      .toEqual(expect.arrayContaining(['POST /auth/api-key', 'GET /teams']))
  })

  it('gets upload progress events from the network, where the worker gets none', async () => {
    const { page } = browser
    await page.goto(new URL('?mock=off', demo.url).href)
    await page.locator('[data-test="sign-in"]').waitFor()
    const token = (
      await (
        await fetch(`${api.url}/auth/api-key`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ api_key: 'demo-api-key' }),
        })
      ).json()
    ).result.access_token
    const workspace = api.mock.db.workspaces.all().find((w) => w.name === 'Platform')?.workspace_id
    const events = await page.evaluate(
      ({ url, token, workspace }) =>
        new Promise<{ status: number; progress: number; loaded: number; total: number }>((resolve, reject) => {
          const form = new FormData()
          form.append('workspace_id', workspace as string)
          form.append('file', new File([new Uint8Array(4_000_000)], 'zeros.bin'))
          const xhr = new XMLHttpRequest()
          let progress = 0
          let loaded = 0
          let total = 0
          xhr.upload.onprogress = (event) => {
            progress++
            loaded = event.loaded
            total = event.total
          }
          xhr.onload = () => resolve({ status: xhr.status, progress, loaded, total })
          xhr.onerror = () => reject(new Error('upload failed'))
          xhr.open('POST', `${url}/documents/upload`)
          xhr.setRequestHeader('authorization', `Bearer ${token}`)
          xhr.send(form)
        }),
      { url: api.url, token, workspace },
    )
    expect(events.status).toBe(200)
    expect(events.progress).toBeGreaterThan(0)
    expect(events.loaded).toBe(events.total)
  })
})
