import { expect, test, type Page } from '@playwright/test'

/** Opens one story alone, as Storybook's canvas shows it. */
async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`)
}

test('Default lists the canned teams', async ({ page }) => {
  await openStory(page, 'teams--default')
  await expect(page.getByRole('status')).toHaveText('3 teams')
  await expect(page.getByRole('listitem')).toHaveText(['Design', 'Engineering', 'Marketing'])
})

test('EmptyTeams shows the empty state', async ({ page }) => {
  await openStory(page, 'teams--empty-teams')
  await expect(page.getByRole('status')).toHaveText('No teams yet')
})

test('InvalidToken asks to sign in again', async ({ page }) => {
  await openStory(page, 'teams--invalid-token')
  await expect(page.getByRole('status')).toHaveText('Your session has ended: sign in again')
})

test('Maintenance says the service is down', async ({ page }) => {
  await openStory(page, 'teams--maintenance')
  await expect(page.getByRole('status')).toHaveText('The service is down for maintenance')
})

test('Offline says the service cannot be reached', async ({ page }) => {
  await openStory(page, 'teams--offline')
  await expect(page.getByRole('status')).toHaveText('The service cannot be reached')
})

test('Slow still lists the teams, once the delayed answer arrives', async ({ page }) => {
  await openStory(page, 'teams--slow')
  await expect(page.getByRole('listitem')).toHaveText(['Design', 'Engineering', 'Marketing'])
})

test('switching stories in one page switches the scenario', async ({ page }) => {
  await page.goto('/?path=/story/teams--empty-teams')
  const canvas = page.frameLocator('#storybook-preview-iframe')
  await expect(canvas.getByRole('status')).toHaveText('No teams yet')
  await page.goto('/?path=/story/teams--default')
  await expect(canvas.getByRole('status')).toHaveText('3 teams')
})
