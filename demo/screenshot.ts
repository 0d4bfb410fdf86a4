import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium } from './chromium.js'
import { startDemoServer } from './demo-server.js'
import { openDemo, settled, signInWithForm, viewAfter } from './drive-demo.js'

/**
 * `npm run screenshot`: regenerates demo/screenshot.png, the README's picture,
 * from the real app in headless Chromium: a folder with an archived document,
 * an image streamed into the preview, and the mock's devtools folded to
 * their button. Fixed window, locale and time zone, and the seed's fixed
 * data, so it reads the same on every run.
 */
const OUT = fileURLToPath(new URL('./screenshot.png', import.meta.url))

async function main(): Promise<void> {
  const demo = await startDemoServer()
  try {
    const browser = await launchChromium()
    try {
      const { page } = browser
      await openDemo(page, demo)
      await signInWithForm(page)
      await viewAfter(page, () => page.getByRole('link', { name: /^Engineering/ }).click())
      await viewAfter(page, () => page.getByRole('link', { name: /^Platform/ }).click())
      await viewAfter(page, () => page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Diagrams' }).click())

      await page.locator('tr[data-document="System diagram.png"]').getByRole('button', { name: 'Preview' }).click()
      await page.waitForFunction(() => {
        const img = document.querySelector('[data-test="preview"] img')
        return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0
      })
      // The devtools stay folded to their button (their own pictures are demo/devtools-*.png).
      await page.locator('[data-mock="toggle"]').waitFor()
      await settled(page)
      await page.mouse.move(0, 0) // no hover highlight in the picture
      writeFileSync(OUT, await page.screenshot({ animations: 'disabled' }))
    } finally {
      await browser.close()
    }
  } finally {
    await demo.close()
  }
  console.log('wrote demo/screenshot.png')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
