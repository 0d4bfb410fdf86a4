import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { startMockServer } from '../src/adapters/server/server.js'
import { CHROMIUM_ARGS, requireChromium } from './chromium.js'

/**
 * `npx tsx demo/reference-screenshot.ts`: takes the README's picture of the
 * API reference page (`/__mock/docs`) in headless Chromium, with Get Team
 * Details tried out against the server itself. Writes demo/api-reference.png.
 */
const OUT = fileURLToPath(new URL('api-reference.png', import.meta.url))
const server = await startMockServer({ port: 0, quiet: true })
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1200 }, locale: 'en-GB', timezoneId: 'UTC' })
  await page.goto(`${server.url}/__mock/docs`)
  const operation = page.locator('#operations-Teams-teamsInfo')
  await operation.locator('.opblock-summary-control').click()
  await operation.locator('input[placeholder="team_id"]').fill('fafc92f1-3277-40e1-9d04-e085624c2b9c')
  await operation.getByRole('button', { name: 'Execute' }).click()
  await operation.locator('.live-responses-table .response-col_description pre').first().waitFor()
  // The random port of this run would show in the picture: show the default address instead.
  await page.evaluate((origin) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      node.nodeValue = (node.nodeValue ?? '').replaceAll(origin, 'http://127.0.0.1:4010')
  }, new URL(server.url).origin)
  await page.locator('#operations-tag-Teams').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -8))
  await page.screenshot({ path: OUT })
  console.log(`wrote ${OUT}`)
} finally {
  await browser.close()
  await server.close()
}
