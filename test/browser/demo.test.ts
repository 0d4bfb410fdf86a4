import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDemo, settled, signInWithForm, viewAfter } from '../../demo/drive-demo.js'
import { fixtures } from '../support/fixtures.js'
import { pageFetch } from './support/page.js'
import { useDemoSession } from './support/session.js'

const sample = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../fixtures/files/${name}`, import.meta.url)))

const session = useDemoSession({ expectAnswers: true })

const row = (page: Page, name: string) => page.locator(`[data-test="documents"] tr[data-document="${name}"]`)
const notice = (page: Page) => page.locator('[data-test="notices"] > *')
const follow = (page: Page, name: string | RegExp) => viewAfter(page, () => page.getByRole('link', { name }).click())
const inTree = (page: Page, name: string) =>
  viewAfter(page, () => page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name, exact: true }).click())

/** Runs in the page: the Title of the PDF an `<object>` shows, as a viewer reads it (the last one written, in hex UTF-16 or a literal). */
const pdfTitleOf = async (object: HTMLObjectElement): Promise<string | null> => {
  const text = new TextDecoder('latin1').decode(await (await fetch(object.data)).arrayBuffer())
  const title = [...text.matchAll(/\/Title\s*(?:<FEFF([0-9A-Fa-f]*)>|\(([^)]*)\))/g)].at(-1)
  if (!title) return null
  if (title[2] !== undefined) return title[2]
  return String.fromCharCode(...(title[1]?.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)))
}

/** Signs in with the form and opens the Platform workspace of Engineering. */
async function openPlatform(page: Page): Promise<void> {
  await openDemo(page, session.demo)
  await signInWithForm(page)
  await follow(page, /^Engineering/)
  await follow(page, /^Platform/)
}

describe('the demo', () => {
  it('signs in, lists the teams and opens a team with its members, workspaces and logs', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await page.locator('[data-test="sign-in"]').waitFor()
    await signInWithForm(page)
    await expect
      .poll(() => page.locator('[data-test="teams"] h3').allTextContents())
      .toEqual(['Design owner', 'Engineering owner', 'Marketing owner', 'My drive'])

    await follow(page, /^Engineering/)
    const members = page.locator('[data-test="members"] tbody tr')
    await expect.poll(() => members.count()).toBe(5)
    await expect
      .poll(() => members.allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/Bob Admin.*admin\s+active/s),
          expect.stringMatching(/Dana Invited.*viewer\s+invited/s),
        ]),
      )
    await expect.poll(() => page.locator('[data-test="workspaces"] h3').allTextContents()).toEqual(['Platform', 'Mobile'])
    await expect.poll(() => page.locator('[data-test="logs"] tr').count()).toBeGreaterThan(0)
  })

  it('names each member of every team after the role held there (Bob Admin is an admin, Carol Editor an editor)', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    const auth = { headers: { authorization: 'Bearer demo-token' } }
    const teams = (await pageFetch(page, `${session.demo.apiUrl}/teams`, auth)).json.result.items as Array<{
      team_id: string
      name: string
    }>
    let named = 0
    const misnamed: string[] = []
    for (const team of teams) {
      const members = (await pageFetch(page, `${session.demo.apiUrl}/teams/members?team_id=${team.team_id}&page_size=100`, auth)).json
        .result.items as Array<{ name: string; role: string }>
      for (const { name, role } of members) {
        // The last word of a name that says a role: "Bob Admin".
        const said = /\b(Owner|Admin|Editor|Viewer)$/.exec(name)?.[1]?.toLowerCase()
        if (!said) continue
        named++
        if (said !== role) misnamed.push(`${team.name}: ${name} is ${role}`)
      }
    }
    expect(named).toBeGreaterThan(8)
    expect(misnamed).toEqual([])
  })

  it('browses the folder tree and previews the fixture PDF and image through Stream Document', async () => {
    const { page } = session.browser
    await openPlatform(page)
    await inTree(page, 'Specs')
    await inTree(page, '2026')
    await inTree(page, 'Q1')
    await expect.poll(() => page.locator('.crumbs').textContent()).toContain('Platform / Specs / 2026 / Q1')
    // The file picker's button and the Move to… select dress as the demo's buttons do, not in the browser's own look.
    const looks = await page.evaluate(() => {
      const look = (selector: string, pseudo?: string): string | null => {
        const element = document.querySelector(selector)
        if (!element) return null
        const style = getComputedStyle(element, pseudo)
        return `${style.borderTopColor} ${style.borderTopWidth} ${style.borderTopLeftRadius} ${style.backgroundColor} ${style.fontSize}`
      }
      return {
        button: look('[data-test="documents"] .actions button'),
        filePicker: look('input[type="file"]', '::file-selector-button'),
        moveTo: look('[data-test="documents"] .actions select'),
      }
    })
    expect(looks.button).not.toBeNull()
    expect(looks).toEqual({ button: looks.button, filePicker: looks.button, moveTo: looks.button })

    const preview = page.locator('[data-test="preview"]')
    await row(page, 'Gateway spec.pdf').getByRole('button', { name: 'Preview' }).click()
    await expect.poll(() => preview.getAttribute('data-type')).toBe('application/pdf')
    await expect.poll(() => preview.getAttribute('data-bytes')).toBe(String(sample('architecture-overview.pdf').length))
    // The viewer names a PDF by its Title, else by its blob URL's UUID: the preview's PDF carries the file's name.
    await expect.poll(() => preview.locator('object').getAttribute('title')).toBe('Gateway spec.pdf')
    await expect.poll(() => preview.locator('object').evaluate(pdfTitleOf)).toBe('Gateway spec.pdf')

    await inTree(page, 'Diagrams')
    await row(page, 'System diagram.png').getByRole('button', { name: 'Preview' }).click()
    await expect.poll(() => preview.getAttribute('data-type')).toBe('image/png')
    await expect.poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await expect.poll(() => preview.getAttribute('data-bytes')).toBe(String(sample('diagram.png').length))
  })

  it('uploads with a progress bar, archives, restores, moves and deletes', async () => {
    const { page } = session.browser
    await openPlatform(page)
    await inTree(page, 'Diagrams')

    // Record what the progress bar shows while the upload runs (the view is rebuilt after it).
    await page.evaluate(() => {
      const states: string[] = []
      Object.assign(window, { progressStates: states })
      new MutationObserver(() => {
        const bar = document.querySelector('progress')
        if (bar && !bar.hidden) states.push(bar.hasAttribute('value') ? `value:${bar.value}` : 'sending')
      }).observe(document.body, { subtree: true, attributes: true, childList: true })
    })
    const progressStates = () => page.evaluate(() => (window as unknown as { progressStates: string[] }).progressStates)
    await page.getByLabel('File to upload').setInputFiles({ name: 'whiteboard.png', mimeType: 'image/png', buffer: sample('logo.png') })
    await viewAfter(page, () => page.getByRole('button', { name: 'Upload', exact: true }).click())
    await expect.poll(() => notice(page).textContent()).toBe('Uploaded whiteboard.png (532 B)')
    await expect.poll(progressStates).toContain('sending')
    await expect.poll(async () => (await progressStates()).at(-1)).toBe('value:1')
    await expect.poll(() => row(page, 'whiteboard.png').textContent()).toContain('image/png')

    await viewAfter(page, () => row(page, 'Old diagram.png').getByRole('button', { name: 'Restore' }).click())
    await expect.poll(() => notice(page).textContent()).toBe('Restored Old diagram.png')
    await viewAfter(page, () => row(page, 'System diagram.png').getByRole('button', { name: 'Archive' }).click())
    await expect.poll(() => notice(page).textContent()).toBe('Archived System diagram.png')
    await expect.poll(() => row(page, 'System diagram.png').locator('.badge.archived').isVisible()).toBe(true)
    await expect.poll(() => row(page, 'System diagram.png').getByRole('combobox').isDisabled()).toBe(true)

    await viewAfter(page, () => row(page, 'Old diagram.png').getByRole('combobox').selectOption({ label: 'Platform (root)' }))
    await expect.poll(() => notice(page).textContent()).toBe('Moved Old diagram.png')
    await expect.poll(() => row(page, 'Old diagram.png').count()).toBe(0)

    const remove = row(page, 'whiteboard.png').getByRole('button', { name: /delete/i })
    await remove.click()
    await expect.poll(() => remove.textContent()).toBe('Confirm delete')
    await viewAfter(page, () => remove.click())
    await expect.poll(() => notice(page).textContent()).toBe('Deleted whiteboard.png')
    await expect.poll(() => row(page, 'whiteboard.png').count()).toBe(0)

    await inTree(page, 'Platform')
    await expect.poll(() => row(page, 'Old diagram.png').count()).toBe(1)
  })

  it('shows an error notice, and changes nothing, when an action is refused', async () => {
    const { page } = session.browser
    await openDemo(page, session.demo)
    await page.getByLabel('API key').fill('viewer-api-key')
    await signInWithForm(page)
    await follow(page, /^Engineering/)
    await follow(page, /^Platform/)
    await row(page, 'Onboarding.pdf').getByRole('button', { name: 'Archive' }).click()
    await expect.poll(() => notice(page).textContent()).toBe('Forbidden')
    await settled(page)
    await expect.poll(() => row(page, 'Onboarding.pdf').locator('.badge.archived').count()).toBe(0)
    const onboarding = fixtures.acme.documents.find((d) => d.name === 'Onboarding.pdf')
    const token = await page.evaluate(() => localStorage.getItem('demo:access-token'))
    const info = await pageFetch(page, `${session.demo.apiUrl}/documents/info?document_id=${onboarding?.document_id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(info.json.result.status).toBe('active')
  })
})
