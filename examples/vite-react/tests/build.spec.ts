import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/** Strings only the mock, its canned data or MSW's worker client carry. */
const MOCK_MARKERS = ['doc-workspace-mock', 'fafc92f1-3277-40e1-9d04-e085624c2b9c', 'mockServiceWorker', 'MOCKING_ENABLED']

/** Builds the app in a mode into a fresh folder; answers its scripts and the markers found in each. */
function buildAndScan(mode: 'production' | 'development'): { scripts: string[]; found: string[] } {
  const outDir = mkdtempSync(join(tmpdir(), `vite-react-${mode}-`))
  try {
    execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      stdio: 'inherit',
      // `vite build` makes a production bundle (import.meta.env.DEV false) unless NODE_ENV says otherwise.
      env: { ...process.env, NODE_ENV: mode },
    })
    const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'))
    const found = scripts.flatMap((name) => {
      const code = readFileSync(join(outDir, 'assets', name), 'utf8')
      return MOCK_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`)
    })
    return { scripts, found }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

test.describe('the built app', () => {
  test.describe.configure({ mode: 'serial' })

  test('carries the mock in a development-mode build, so the scan can see it', () => {
    const { found } = buildAndScan('development')
    expect(found.length).toBeGreaterThan(0)
  })

  test('carries none of the mock in a production build', () => {
    const { scripts, found } = buildAndScan('production')
    expect(scripts.length).toBeGreaterThan(0)
    expect(found).toEqual([])
  })
})
