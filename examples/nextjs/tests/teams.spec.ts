import { expect, test, type Page } from '@playwright/test'
import { API_URL } from '../playwright.config'

const teamsOf = (page: Page) => page.getByRole('region', { name: 'Teams' })
const membersOf = (page: Page) => page.getByRole('region', { name: 'Members' })

/** The service's requests the page makes, and whether MSW's worker answered each. */
function watchPageRequests(page: Page): Array<{ path: string; fromWorker: boolean }> {
  const seen: Array<{ path: string; fromWorker: boolean }> = []
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (url.hostname !== 'api.example.test') return
    void request.response().then((response) => seen.push({ path: url.pathname, fromWorker: response?.fromServiceWorker() ?? false }))
  })
  return seen
}

/** The paths the mock's standalone server answered (the server side's requests), oldest first. */
async function servedOnServer(): Promise<string[]> {
  const response = await fetch(`${API_URL}/__mock/requests`)
  const { result } = (await response.json()) as { result: { items: Array<{ method: string; path: string; status: number }> } }
  return result.items.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)
}

test('renders the teams on the server, answered by the mock\'s standalone server', async ({ page }) => {
  const requests = watchPageRequests(page)
  await page.goto('/')
  await expect(teamsOf(page).getByRole('status')).toHaveText('3 teams')
  await expect(teamsOf(page).getByRole('listitem')).toHaveText(['Design', 'Engineering', 'Marketing'])
  expect(await servedOnServer()).toContain('GET /teams 200')
  // The page's own requests (the members, twice under React's development StrictMode) are answered;
  // none asked for the teams, so they came from the server.
  await expect(membersOf(page).getByRole('status')).toHaveText('4 members')
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  expect(requests.map((request) => request.path)).not.toContain('/teams')
})

test('loads the first team\'s members in the browser, answered by the mock\'s service worker', async ({ page }) => {
  const requests = watchPageRequests(page)
  await page.goto('/')
  await expect(membersOf(page).getByRole('status')).toHaveText('4 members')
  await expect(membersOf(page).getByRole('listitem')).toHaveText(['Alice Owner (owner)', 'Victor Viewer (viewer)', 'Carol Editor (editor)', 'Bob Admin (admin)'])
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  expect(requests).toContainEqual({ path: '/teams/members', fromWorker: true })
  expect(requests.filter((request) => !request.fromWorker)).toEqual([])
})

test('loads another team\'s members when it is picked', async ({ page }) => {
  await page.goto('/')
  await expect(membersOf(page).getByRole('status')).toHaveText('4 members')
  await page.getByLabel('Team', { exact: true }).selectOption('Marketing')
  await expect(membersOf(page).getByRole('status')).toHaveText('3 members')
  await expect(membersOf(page).getByRole('listitem')).toHaveText(['Alice Owner (owner)', 'Dana Invited (editor)', 'Victor Viewer (viewer)'])
})

test('takes the page\'s scenario from ?scenario=, while the server keeps its own', async ({ page }) => {
  await page.goto('/?scenario=invalid-token')
  await expect(membersOf(page).getByRole('status')).toHaveText('Your session has ended: sign in again')
  await expect(teamsOf(page).getByRole('status')).toHaveText('3 teams')
})
