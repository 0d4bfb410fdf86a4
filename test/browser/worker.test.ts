import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fixtures } from '../support/fixtures.js'
import { useDemoSession } from './support/session.js'
import { pageFetch, signInFromPage } from './support/page.js'

const INVALID_TOKEN = '{"success":false,"message":"Invalid token","result":null,"errors":null,"except":null}'

/** The bytes every upload test sends: a pattern both sides can rebuild. */
const patternOf = (size: number): Uint8Array => Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) & 255)
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

const session = useDemoSession({ open: true })

/** The browser saw answers from the service, and every one came from the service worker (checked again once the browser is closed). */
async function expectAllFromWorker(): Promise<void> {
  await expect.poll(() => session.seen.length).toBeGreaterThan(0)
  expect(session.seen.filter((response) => !response.fromServiceWorker)).toEqual([])
}

describe('the browser entry', () => {
  it('answers from the service worker with no server behind the base URL', async () => {
    const { page } = session.browser
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)
    expect(controller).toBe(new URL('/mockServiceWorker.js', session.demo.url).href)
    // Nothing listens at the service's address: only the worker can answer there.
    await expect(fetch(`${session.demo.apiUrl}/teams`)).rejects.toThrow()

    const { status, json } = await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: { authorization: 'Bearer demo-token' } })
    expect(status).toBe(200)
    expect(json.result.items.map((team: { name: string }) => team.name)).toEqual(['Design', 'Engineering', 'Marketing'])
    await expectAllFromWorker()
  })

  it('signs in with the demo API key, lists the teams, and answers the fixed 401 to a bad token', async () => {
    const { page } = session.browser
    const token = await signInFromPage(page, session.demo.apiUrl)
    const teams = await pageFetch(page, `${session.demo.apiUrl}/teams?page_size=2`, { headers: { authorization: `Bearer ${token}` } })
    expect(teams.status).toBe(200)
    expect(teams.json.result).toMatchObject({ page: 1, page_size: 2, total: 3, total_pages: 2 })
    const refused = await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: { authorization: 'Bearer not-a-token' } })
    expect(refused.status).toBe(401)
    expect(refused.text).toBe(INVALID_TOKEN)
    await expectAllFromWorker()
  })

  it('stores an upload and streams back the same bytes, whole and by Range', async () => {
    const { page } = session.browser
    const token = await signInFromPage(page, session.demo.apiUrl)
    const size = 300_000
    const answer = await page.evaluate(
      async ({ api, token, workspace, size }) => {
        const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) & 255)
        const form = new FormData()
        form.append('workspace_id', workspace)
        form.append('file', new File([bytes], 'pattern.bin', { type: 'application/octet-stream' }))
        const auth = { authorization: `Bearer ${token}` }
        const upload = await fetch(`${api}/documents/upload`, { method: 'POST', headers: auth, body: form })
        const document = (await upload.json()).result
        const stream = `${api}/documents/stream?document_id=${document.document_id}`
        const whole = await fetch(stream, { headers: auth })
        const part = await fetch(stream, { headers: { ...auth, range: 'bytes=1000-1099' } })
        const past = await fetch(stream, { headers: { ...auth, range: `bytes=${size + 10}-` } })
        const hex = async (response: Response) =>
          [...new Uint8Array(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()))]
            .map((b) => b.toString(16).padStart(2, '0'))
            .join('')
        return {
          upload: { status: upload.status, size: document.size_bytes },
          whole: { status: whole.status, length: whole.headers.get('content-length'), sha: await hex(whole) },
          part: { status: part.status, range: part.headers.get('content-range'), bytes: [...new Uint8Array(await part.arrayBuffer())] },
          past: { status: past.status, range: past.headers.get('content-range') },
        }
      },
      { api: session.demo.apiUrl, token, workspace: fixtures.platform.workspace_id, size },
    )
    const pattern = patternOf(size)
    expect(answer.upload).toEqual({ status: 200, size })
    expect(answer.whole).toEqual({ status: 200, length: String(size), sha: sha256(pattern) })
    expect(answer.part.status).toBe(206)
    expect(answer.part.range).toBe(`bytes 1000-1099/${size}`)
    expect(answer.part.bytes).toEqual([...pattern.subarray(1000, 1100)])
    expect(answer.past).toEqual({ status: 416, range: `bytes */${size}` })
    await expectAllFromWorker()
  })

  it('takes an XMLHttpRequest upload, announcing its size at loadstart', async () => {
    // Chromium fires no upload `progress` events for a request a service worker answers
    // (w3c/ServiceWorker#1141), only `loadstart`; the demo shows an indeterminate bar until the answer.
    const { page } = session.browser
    const token = await signInFromPage(page, session.demo.apiUrl)
    const answer = await page.evaluate(
      ({ api, token, workspace }) =>
        new Promise<{ status: number; started: number; name: string; size: number }>((resolve, reject) => {
          const form = new FormData()
          form.append('workspace_id', workspace)
          form.append('file', new File([new Uint8Array(2_000_000)], 'zeros.bin'))
          const xhr = new XMLHttpRequest()
          let started = 0
          xhr.upload.onloadstart = (event) => {
            started = event.total
          }
          xhr.onload = () => {
            const { result } = JSON.parse(xhr.responseText)
            resolve({ status: xhr.status, started, name: result.name, size: result.size_bytes })
          }
          xhr.onerror = () => reject(new Error('upload failed'))
          xhr.open('POST', `${api}/documents/upload`)
          xhr.setRequestHeader('authorization', `Bearer ${token}`)
          xhr.send(form)
        }),
      { api: session.demo.apiUrl, token, workspace: fixtures.platform.workspace_id },
    )
    expect(answer).toMatchObject({ status: 200, name: 'zeros.bin', size: 2_000_000 })
    expect(answer.started).toBeGreaterThan(2_000_000)
    await expectAllFromWorker()
  })

  it('picks the scenario of one request from the X-Mock-Scenario header, as in Node', async () => {
    const { page } = session.browser
    const auth = { authorization: 'Bearer demo-token' }
    const empty = await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: { ...auth, 'x-mock-scenario': 'empty-teams' } })
    expect(empty.status).toBe(200)
    expect(empty.json.result.items).toEqual([])
    const revoked = await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: { ...auth, 'x-mock-scenario': 'invalid-token' } })
    expect(revoked.text).toBe(INVALID_TOKEN)
    const unknown = await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: { ...auth, 'x-mock-scenario': 'no-such-scenario' } })
    expect(unknown.status).toBe(400)
    expect(unknown.json.success).toBe(false)
    // The header chose for one request only.
    const still = await pageFetch(page, `${session.demo.apiUrl}/teams`, { headers: auth })
    expect(still.json.result.total).toBe(3)
    expect(await page.evaluate(() => (window as unknown as { docWorkspaceMock: { scenario: string } }).docWorkspaceMock.scenario)).toBe(
      'default',
    )
    await expectAllFromWorker()
  })
})
