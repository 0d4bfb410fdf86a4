import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDemo, signInWithForm, viewAfter } from '../../demo/drive-demo.js'
import { useDemoSession } from './support/session.js'

const session = useDemoSession()

const follow = (page: Page, name: RegExp) => viewAfter(page, () => page.getByRole('link', { name }).click())

/**
 * Runs in the page: what sticks out, in pixels. The page itself past the window (a sideways scroll), each card past
 * the content box of the page's `main`, and each card's content past the card, unless it sits in a box that scrolls
 * on purpose (`overflow-x: auto`).
 */
const overflows = (): string[] => {
  const out: string[] = []
  const page = document.documentElement.scrollWidth - window.innerWidth
  if (page > 0) out.push(`the page scrolls sideways by ${page} px`)
  const main = document.querySelector('main')
  if (!main) return ['no main element']
  const edge = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight)
  for (const card of document.querySelectorAll<HTMLElement>('main .card, main .tile')) {
    const box = card.getBoundingClientRect()
    const name = card.querySelector('h2, h3')?.textContent ?? card.className
    if (box.right > edge + 0.5) out.push(`${name} ends ${Math.round(box.right - edge)} px past the page's column`)
    for (const child of card.querySelectorAll<HTMLElement>('*')) {
      const scrolls = (element: HTMLElement | null): boolean =>
        Boolean(element && element !== card && (getComputedStyle(element).overflowX === 'auto' || scrolls(element.parentElement)))
      const right = child.getBoundingClientRect().right
      if (right > box.right + 0.5 && !scrolls(child.parentElement)) {
        out.push(`in ${name}, a ${child.tagName.toLowerCase()} ends ${Math.round(right - box.right)} px past the card`)
        break
      }
    }
  }
  return out
}

/** The sizes people open the demo at: a laptop's window, and a phone's. */
const SIZES = [
  { name: 'a 1280 px window', width: 1280, height: 800 },
  { name: 'a 390 px phone', width: 390, height: 844 },
]

describe("the demo's layout", () => {
  for (const size of SIZES)
    it(`fits ${size.name}: no page scrolls sideways and no card's content sticks out of it`, async () => {
      const { page } = session.browser
      await page.setViewportSize({ width: size.width, height: size.height })
      await openDemo(page, session.demo)
      await signInWithForm(page)
      // Polled: the view settles (its lists render, its fonts load) before what sticks out is final.
      await expect.poll(() => page.evaluate(overflows), { message: 'the teams' }).toEqual([])
      await follow(page, /^Engineering/)
      await expect.poll(() => page.evaluate(overflows), { message: 'the team' }).toEqual([])
      await follow(page, /^Platform/)
      await expect.poll(() => page.evaluate(overflows), { message: 'the workspace' }).toEqual([])
    })

  it('keeps the documents table whole at 1280 px: it does not need a scroll of its own there', async () => {
    const { page } = session.browser
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemo(page, session.demo)
    await signInWithForm(page)
    await follow(page, /^Engineering/)
    await follow(page, /^Platform/)
    const table = page.locator('[data-test="documents"]')
    // How much wider than its card the table is (0 or less: it fits).
    await expect
      .poll(() => table.evaluate((element) => element.getBoundingClientRect().width - (element.closest('.card')?.clientWidth ?? 0)))
      .toBeLessThanOrEqual(0)
  })
})
