import { readFileSync } from 'node:fs'
import type { APIResponse } from '@playwright/test'
import { expect, test } from '../../../../src/integrations/playwright/fixtures.js'

/**
 * Four lanes, one test each, run by four workers at once against one server.
 * Each writes its own state (teams, uploads, conditions, a scenario), waits
 * until all four have written, then finds only its own, through the API, the
 * control client and a page of the app under test.
 */
const LANES = [1, 2, 3, 4]
/** A session of its own where the lanes meet; no test owns it, so none ends it. */
const RENDEZVOUS = 'rendezvous'
const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:4020/'
const logo = readFileSync(new URL('../../../../fixtures/files/logo.png', import.meta.url))

// A file's own headers replace the option: the session's header must stay on every request all the same.
test.use({ extraHTTPHeaders: { authorization: 'Bearer demo-token' } })
test.describe.configure({ mode: 'parallel' })

const resultOf = async (response: APIResponse) => {
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).result
}

for (const lane of LANES) {
  test(`lane ${lane} finds only its own writes while three other workers write theirs`, async ({
    request,
    mock,
    mockSession,
    page,
    browser,
  }) => {
    const api = mock.url
    const before = await resultOf(await request.get(`${api}/teams`))
    const doomed = before.items[(lane - 1) % before.items.length]
    await resultOf(await request.post(`${api}/teams/create`, { data: { name: `Lane ${lane}` } }))
    await resultOf(await request.delete(`${api}/teams/delete`, { data: { team_id: doomed.team_id } }))
    const drive = await resultOf(await request.get(`${api}/workspaces/drive`))
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      request.post(`${api}/documents/upload`, { multipart: { workspace_id: drive.workspace_id, file: { name, mimeType, buffer } } })
    const image = await resultOf(await upload(`lane-${lane}.png`, 'image/png', logo))
    const notes = await resultOf(await upload(`lane-${lane}.txt`, 'text/plain', Buffer.from(`notes of lane ${lane}`)))
    const odd = lane % 2 === 1
    if (odd) await mock.useConditions({ name: 'teams-down', operations: ['Get Account Teams'], faults: [{ kind: 'status', status: 503 }] })

    // Arrive, then wait until all four lanes have written: four workers at the same time.
    const arrived = await fetch(`${api}/teams/create`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json', 'x-mock-session': RENDEZVOUS },
      body: JSON.stringify({ name: `Lane ${lane} arrived` }),
    })
    expect(arrived.status).toBe(200)
    const arrivals = LANES.map((other) => `Lane ${other} arrived`)
    await expect
      .poll(async () => (await mock.session(RENDEZVOUS).records('teams', { name: arrivals })).length, { timeout: 80_000 })
      .toBe(LANES.length)

    const names = (await mock.records('teams')).map((team) => team.name)
    expect(names.filter((name) => name.startsWith('Lane '))).toEqual([`Lane ${lane}`])
    expect(names).not.toContain(doomed.name)
    const uploads = await mock.records('documents', { name: LANES.flatMap((other) => [`lane-${other}.png`, `lane-${other}.txt`]) })
    expect(uploads.map((document) => document.name)).toEqual([`lane-${lane}.png`, `lane-${lane}.txt`])
    expect((await request.get(`${api}/teams`)).status()).toBe(odd ? 503 : 200)

    // The app's <img src> and <iframe src> stream from the mock server in this test's session.
    const imageAnswer = page.waitForResponse((response) => response.url().endsWith(image.document_id))
    await page.goto(`${APP_URL}?api=${encodeURIComponent(api)}&image=${image.document_id}&frame=${notes.document_id}`)
    await expect(page.getByRole('img')).toHaveJSProperty('naturalWidth', 64)
    await expect(page.frameLocator('iframe').locator('body')).toHaveText(`notes of lane ${lane}`)
    const answer = await imageAnswer
    expect(await answer.request().headerValue('x-mock-session')).toBe(mockSession)
    expect(answer.headers()['content-disposition']).toContain(`lane-${lane}.png`)

    // Without the header, the /_s/<id> prefix of the app's base URL names the session.
    const bare = await browser.newContext({ extraHTTPHeaders: { authorization: 'Bearer demo-token' } })
    const prefixed = await bare.newPage()
    await prefixed.goto(`${APP_URL}?api=${encodeURIComponent(`${api}/_s/${mockSession}`)}&image=${image.document_id}`)
    await expect(prefixed.getByRole('img')).toHaveJSProperty('naturalWidth', 64)
    await bare.close()

    // A scenario switch holds for this session only, and the app's own fetch meets it.
    await mock.useScenario('empty-teams')
    const count = () => (window as unknown as { countTeams(): Promise<{ status: number; total: number | null }> }).countTeams()
    expect(await page.evaluate(count)).toEqual(odd ? { status: 503, total: null } : { status: 200, total: 0 })

    const journal = await mock.journal.list()
    expect(new Set(journal.map((entry) => entry.session))).toEqual(new Set([mockSession]))
    expect(journal.filter((entry) => entry.operation === 'Upload Document').map((entry) => entry.status)).toEqual([200, 200])
    expect(journal.filter((entry) => entry.operation === 'Stream Document').map((entry) => entry.status)).toEqual([200, 200, 200])
    expect(journal.filter((entry) => entry.fault === 'status:503').length).toBe(odd ? 2 : 0)
  })
}
