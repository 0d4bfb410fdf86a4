import { expect, test } from '@playwright/test'

test('lists the account\'s teams, answered by the mock in the page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('status')).toHaveText('3 teams')
  await expect(page.getByRole('listitem')).toHaveText(['Design', 'Engineering', 'Marketing'])
})

test('shows the empty state when opened with ?scenario=empty-teams', async ({ page }) => {
  await page.goto('/?scenario=empty-teams')
  await expect(page.getByRole('status')).toHaveText('No teams yet')
  await expect(page.getByRole('listitem')).toHaveCount(0)
})

test('asks to sign in again when opened with ?scenario=invalid-token', async ({ page }) => {
  await page.goto('/?scenario=invalid-token')
  await expect(page.getByRole('status')).toHaveText('Your session has ended: sign in again')
})

test('keeps the scenario picked in the URL on the next load', async ({ page }) => {
  await page.goto('/?scenario=empty-teams')
  await expect(page.getByRole('status')).toHaveText('No teams yet')
  await page.goto('/')
  await expect(page.getByRole('status')).toHaveText('No teams yet')
})
