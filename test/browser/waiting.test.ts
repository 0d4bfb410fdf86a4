import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findOneShotReads, type OneShotRead } from './support/one-shot-reads.js'

const HERE = fileURLToPath(new URL('.', import.meta.url))
const DEMO = fileURLToPath(new URL('../../demo/', import.meta.url))

/** The browser tests, their helpers, and the demo's own driving helpers: everything that reads a page. */
const sources = [
  ...(readdirSync(HERE, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => `${HERE}${file}`),
  ...readdirSync(DEMO)
    .filter((file) => file.endsWith('.ts') && file !== 'vite.config.ts')
    .map((file) => `${DEMO}${file}`),
]

const explain = (reads: OneShotRead[]): string =>
  reads.length === 0
    ? ''
    : 'These read the page once, so an assertion on them races the render (green on a fast machine, red on a loaded one). ' +
      'Wait the way a user waits: `await expect.poll(() => locator.textContent()).toBe(…)`, `await locator.waitFor()`, ' +
      'or `viewAfter`/`settled` from demo/drive-demo.ts before reading.\n' +
      reads.map((read) => `  ${read.file.replace(/^.*?(test|demo)\//, '$1/')}:${read.line}  ${read.code}`).join('\n')

describe('the browser tests', () => {
  it('read the page only by waiting for it, never once', () => {
    const reads = sources.flatMap((file) => findOneShotReads(readFileSync(file, 'utf8'), file))
    expect(explain(reads)).toBe('')
  })

  it('catch a one-shot read and let a polled one pass', () => {
    const source = [
      "await expect(row.locator('.badge').isVisible()).resolves.toBe(true)",
      'expect(await members.count()).toBe(5)',
      "const name = await page.locator('h1').textContent()",
      "await expect.poll(() => row.locator('.badge').isVisible()).toBe(true)",
      'await expect.poll(async () => (await rows.allTextContents()).length).toBe(2)',
      "await page.evaluate(() => localStorage.getItem('key'))",
      'await expect.poll(() => img.evaluate((node) => node.naturalWidth)).toBeGreaterThan(0)',
      'expect(await img.evaluate((node) => node.naturalWidth)).toBeGreaterThan(0)',
    ].join('\n')
    expect(findOneShotReads(source, 'sample.test.ts').map((read) => `${read.line} ${read.code}`)).toEqual([
      "1 row.locator('.badge').isVisible()",
      '2 members.count()',
      "3 page.locator('h1').textContent()",
      '8 img.evaluate((node) => node.naturalWidth)',
    ])
  })
})
