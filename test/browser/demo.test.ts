import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useDemoSession } from './support/session.js'
import { openDemo, signInWithForm } from './support/page.js'

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url))
const README_SCREENSHOT = fileURLToPath(new URL('../../demo/screenshot.png', import.meta.url))
const sample = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../fixtures/files/${name}`, import.meta.url)))

const session = useDemoSession({ expectAnswers: true })

const row = (page: Page, name: string) => page.locator(`[data-test="documents"] tr[data-document="${name}"]`)
const notice = (page: Page) => page.locator('[role="status"], [role="alert"]').first()

describe('the demo', () => {
  it('signs in, lists the teams and opens a team with its members, workspaces and logs', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await expect(page.locator('[data-test="sign-in"]').isVisible()).resolves.toBe(true)
    await signInWithForm(page)
    await expect(page.locator('[data-test="teams"] h3').allTextContents()).resolves.toEqual(['Design owner', 'Engineering owner', 'Marketing owner', 'My drive'])

    await page.getByRole('link', { name: /^Engineering/ }).click()
    const members = page.locator('[data-test="members"] tbody tr')
    await expect.poll(() => members.count()).toBe(5)
    await expect(members.allInnerTexts()).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/Bob Admin.*admin\s+active/s), expect.stringMatching(/Dana Invited.*viewer\s+invited/s)]),
    )
    await expect(page.locator('[data-test="workspaces"] h3').allTextContents()).resolves.toEqual(['Platform', 'Mobile'])
    await expect.poll(() => page.locator('[data-test="logs"] tr').count()).toBeGreaterThan(0)
  })

  it('browses the folder tree and previews the fixture PDF and image through Stream Document', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await page.getByRole('link', { name: /^Engineering/ }).click()
    await page.getByRole('link', { name: /^Platform/ }).click()
    const tree = page.getByRole('navigation', { name: 'Folders' })
    await tree.getByRole('link', { name: 'Specs' }).click()
    await tree.getByRole('link', { name: '2026' }).click()
    await tree.getByRole('link', { name: 'Q1' }).click()
    await expect.poll(() => page.locator('.crumbs').textContent()).toContain('Platform / Specs / 2026 / Q1')

    await row(page, 'Gateway spec.pdf').getByRole('button', { name: 'Preview' }).click()
    const preview = page.locator('[data-test="preview"]')
    await expect.poll(() => preview.getAttribute('data-type')).toBe('application/pdf')
    expect(await preview.getAttribute('data-bytes')).toBe(String(sample('architecture-overview.pdf').length))

    await tree.getByRole('link', { name: 'Diagrams' }).click()
    await row(page, 'System diagram.png').getByRole('button', { name: 'Preview' }).click()
    await expect.poll(() => preview.getAttribute('data-type')).toBe('image/png')
    await expect.poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(await preview.getAttribute('data-bytes')).toBe(String(sample('diagram.png').length))
  })

  it('uploads with a progress bar, archives, restores, moves and deletes, and keeps a screenshot', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await page.getByRole('link', { name: /^Engineering/ }).click()
    await page.getByRole('link', { name: /^Platform/ }).click()
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Diagrams' }).click()
    await row(page, 'System diagram.png').waitFor()

    // Record what the progress bar shows while the upload runs (the view is rebuilt after it).
    await page.evaluate(() => {
      const states: string[] = []
      Object.assign(window, { progressStates: states })
      new MutationObserver(() => {
        const bar = document.querySelector('progress')
        if (bar && !bar.hidden) states.push(bar.hasAttribute('value') ? `value:${bar.value}` : 'sending')
      }).observe(document.body, { subtree: true, attributes: true, childList: true })
    })
    await page.getByLabel('File to upload').setInputFiles({ name: 'whiteboard.png', mimeType: 'image/png', buffer: sample('logo.png') })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect.poll(() => notice(page).textContent()).toBe('Uploaded whiteboard.png (532 B)')
    const states = await page.evaluate(() => (window as unknown as { progressStates: string[] }).progressStates)
    expect(states).toContain('sending')
    expect(states.at(-1)).toBe('value:1')
    await expect(row(page, 'whiteboard.png').textContent()).resolves.toContain('image/png')

    await row(page, 'Old diagram.png').getByRole('button', { name: 'Restore' }).click()
    await expect.poll(() => notice(page).textContent()).toBe('Restored Old diagram.png')
    await row(page, 'System diagram.png').getByRole('button', { name: 'Archive' }).click()
    await expect.poll(() => notice(page).textContent()).toBe('Archived System diagram.png')
    await expect(row(page, 'System diagram.png').locator('.badge.archived').isVisible()).resolves.toBe(true)
    await expect(row(page, 'System diagram.png').getByRole('combobox').isDisabled()).resolves.toBe(true)

    await row(page, 'Old diagram.png').getByRole('combobox').selectOption({ label: 'Platform (root)' })
    await expect.poll(() => notice(page).textContent()).toBe('Moved Old diagram.png')
    await expect.poll(() => row(page, 'Old diagram.png').count()).toBe(0)

    const remove = row(page, 'whiteboard.png').getByRole('button', { name: /delete/i })
    await remove.click()
    await expect(remove.textContent()).resolves.toBe('Confirm delete')
    await remove.click()
    await expect.poll(() => notice(page).textContent()).toBe('Deleted whiteboard.png')
    await expect.poll(() => row(page, 'whiteboard.png').count()).toBe(0)

    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Platform' }).click()
    await expect.poll(() => row(page, 'Old diagram.png').count()).toBe(1)

    // The screenshot: the workspace root with an image preview, and the panel open.
    await row(page, 'Old diagram.png').getByRole('button', { name: 'Preview' }).click()
    await expect.poll(() => page.locator('[data-test="preview"] img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.locator('[data-mock="toggle"]').click()
    mkdirSync(ARTIFACTS, { recursive: true })
    const png = await page.screenshot({ path: `${ARTIFACTS}demo.png` })
    if (process.env.UPDATE_SCREENSHOT || !existsSync(README_SCREENSHOT)) writeFileSync(README_SCREENSHOT, png)
    expect(png.length).toBeGreaterThan(10_000)
  })

  it('shows an error notice, and changes nothing, when an action is refused', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await page.getByLabel('API key').fill('viewer-api-key')
    await signInWithForm(page)
    await page.getByRole('link', { name: /^Engineering/ }).click()
    await page.getByRole('link', { name: /^Platform/ }).click()
    await row(page, 'Onboarding.pdf').getByRole('button', { name: 'Archive' }).click()
    await expect.poll(() => notice(page).textContent()).toBe('Forbidden')
    await expect(row(page, 'Onboarding.pdf').locator('.badge.archived').count()).resolves.toBe(0)
  })
})
