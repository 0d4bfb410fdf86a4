import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/** Strings only the mock, its canned data or MSW's worker client carry. */
const MOCK_MARKERS = ['doc-workspace-mock', 'fafc92f1-3277-40e1-9d04-e085624c2b9c', 'mockServiceWorker', 'MOCKING_ENABLED']

/** Builds the app in a Vite mode (`production`, or `demo` from .env.demo) into a fresh folder. */
function build(mode: 'production' | 'demo'): string {
  const outDir = mkdtempSync(join(tmpdir(), `vite-react-${mode}-`))
  // As `npm run build` and `npm run build:demo` do: both are production bundles (import.meta.env.DEV false).
  execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' })
  return outDir
}

/** A build's scripts, and the markers found in each. */
function scan(outDir: string): { scripts: string[]; found: string[] } {
  const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'))
  const found = scripts.flatMap((name) => {
    const code = readFileSync(join(outDir, 'assets', name), 'utf8')
    return MOCK_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`)
  })
  return { scripts, found }
}

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

test.describe('the built app', () => {
  test.describe.configure({ mode: 'serial' })
  const folders: string[] = []
  test.afterAll(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  test('carries none of the mock in a production build', () => {
    const outDir = build('production')
    folders.push(outDir)
    const { scripts, found } = scan(outDir)
    expect(scripts.length).toBeGreaterThan(0)
    expect(found).toEqual([])
  })

  test('carries the mock in a demo build, and answers from it in the page with no backend', async ({ page }) => {
    const outDir = build('demo')
    folders.push(outDir)
    expect(scan(outDir).found.length).toBeGreaterThan(0)
    // The demo build served as static files, as a demo host would: the mock answers in the page.
    const port = await freePort()
    const preview = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true })
    try {
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/`).then((response) => response.ok, () => false)).toBe(true)
      await page.goto(`http://127.0.0.1:${port}/`)
      await expect(page.getByRole('status')).toHaveText('3 teams')
      await expect(page.getByRole('listitem')).toHaveText(['Design', 'Engineering', 'Marketing'])
    } finally {
      process.kill(-preview.pid!, 'SIGTERM')
    }
  })
})
