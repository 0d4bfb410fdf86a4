import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/** Strings only the mock, its canned data or MSW's worker client carry. */
const MOCK_MARKERS = ['doc-workspace-mock', 'fafc92f1-3277-40e1-9d04-e085624c2b9c', 'mockServiceWorker', 'MOCKING_ENABLED']

/** The scripts below a build folder, and the markers found in each. */
function scan(folder: string): { scripts: string[]; found: string[] } {
  const scripts = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))
  const found = scripts.flatMap((name) => {
    const code = readFileSync(join(folder, name), 'utf8')
    return MOCK_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${join(folder, name)}: ${marker}`)
  })
  return { scripts, found }
}

test('carries the mock in development, on the server and in the page, so the scan can see it', async ({ page }) => {
  // Once the page's members show, the development server has compiled the page and the mock's chunks.
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Members' }).getByRole('status')).toHaveText('4 members')
  expect(scan('.next/dev/server').found.length).toBeGreaterThan(0)
  expect(scan('.next/dev/static').found.length).toBeGreaterThan(0)
})

test('carries none of the mock in a production build, on the server or in the page', () => {
  rmSync('.next/server', { recursive: true, force: true })
  rmSync('.next/static', { recursive: true, force: true })
  // API_URL given to the development server is left out: the build reads .env.production.
  const { API_URL: _, ...env } = process.env
  execFileSync('npx', ['next', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } })
  const server = scan('.next/server')
  const browser = scan('.next/static')
  // The instrumentation hook is built, the branch that starts the mock is not.
  expect(server.scripts).toContain('instrumentation.js')
  expect(browser.scripts.length).toBeGreaterThan(0)
  expect([...server.found, ...browser.found]).toEqual([])
})
