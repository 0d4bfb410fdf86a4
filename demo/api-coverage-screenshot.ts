/**
 * Takes the screenshot of the API coverage report shown in the README:
 * `npx tsx demo/api-coverage-screenshot.ts [report.html] [out.png]`, by default the
 * report `npm test` writes and `demo/api-coverage.png`. Debian's Chromium,
 * headless, through playwright-core.
 */
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, requireChromium } from './chromium.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const [report = `${root}test/artifacts/api-coverage/api-coverage.html`, out = `${root}demo/api-coverage.png`] = process.argv.slice(2)

const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 })
  await page.goto(`file://${report}`)
  // Open one operation's breakdown (Get Account Teams), to show scenarios, conditions and faults.
  await page.locator('details').nth(1).locator('summary').click()
  await page.screenshot({ path: out, fullPage: false })
  console.log(`written: ${out}`)
} finally {
  await browser.close()
}
