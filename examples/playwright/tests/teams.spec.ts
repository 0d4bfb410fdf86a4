import { expect, test } from 'doc-workspace-mock/playwright'

test('lists the teams, with the one this test created', async ({ page, request, mock }) => {
  const created = await request.post(`${mock.url}/teams/create`, { data: { name: 'Launch' } })
  expect(created.ok()).toBe(true)
  await page.goto('/')
  await expect(page.getByRole('listitem')).toHaveText(['Design', 'Engineering', 'Marketing', 'Launch'])
  expect(await mock.records('teams', { name: 'Launch' })).toHaveLength(1)
})

test('shows the empty state in the empty-teams scenario', async ({ page, mock }) => {
  await mock.useScenario('empty-teams')
  await page.goto('/')
  await expect(page.getByRole('status')).toHaveText('No teams yet')
})

test('says so when the service is down', async ({ page, mock }) => {
  await mock.useConditions('maintenance')
  await page.goto('/')
  await expect(page.getByRole('status')).toHaveText('The service answered 503')
  const [request] = await mock.journal.list()
  expect(request).toMatchObject({ path: '/teams', status: 503, fault: 'status:503' })
})

/** The canned "Acme logo.png" (64 × 64). */
const ACME_LOGO = '29fb2484-0ef7-4245-bc67-06280e01dcc9'

test('previews an image this test uploaded', async ({ page, request, mock }) => {
  const drive = await (await request.get(`${mock.url}/workspaces/drive`)).json()
  const logo = await (await request.get(`${mock.url}/documents/stream?document_id=${ACME_LOGO}`)).body()
  const upload = await request.post(`${mock.url}/documents/upload`, {
    multipart: { workspace_id: drive.result.workspace_id, file: { name: 'our logo.png', mimeType: 'image/png', buffer: logo } },
  })
  const { result: document } = await upload.json()
  await page.goto(`/?preview=${document.document_id}`)
  // The <img src> request carries the session too: the document exists in this test's session only.
  await expect(page.getByRole('img', { name: 'Preview' })).toHaveJSProperty('naturalWidth', 64)
})
