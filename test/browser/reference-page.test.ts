import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createReferencePage } from '../../src/app/reference-page.js'
import { startMockServer, type MockHttpServer } from '../../src/adapters/server/server.js'
import { useChromium } from './support/browser.js'

const openBrowser = useChromium()
const RENDERER = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

let server: MockHttpServer
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true })
})
afterAll(() => server?.close())
afterEach(() => void vi.unstubAllEnvs())
const docs = (path = '') => fetch(`${server.url}/__mock/docs${path}`)

describe('the API reference page of the standalone server', () => {
  it('serves the page and the renderer from the installed package, nothing from elsewhere', async () => {
    const page = await docs()
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(html).toContain('<script src="/__mock/docs/swagger-ui-bundle.js">')
    const start = await (await docs('/start.js')).text()
    expect(start).toContain("url: '/__mock/openapi.json'")
    expect(`${html}${start}`).not.toMatch(/https?:\/\//)
    const bundle = await docs('/swagger-ui-bundle.js')
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(Buffer.from(await bundle.arrayBuffer()).equals(readFileSync(join(RENDERER, 'swagger-ui-bundle.js')))).toBe(true)
    expect((await docs('/swagger-ui.css')).headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('reads the renderer only when the page is first asked for, and says how to install it when it is absent', async () => {
    let looked = 0
    const absent = createReferencePage(async () => {
      looked++
      return undefined
    })
    expect(looked).toBe(0)
    // The server started by `yarn doc-workspace-mock serve`: Yarn's words.
    vi.stubEnv('npm_config_user_agent', 'yarn/1.22.22 npm/? node/v22.12.0 linux x64')
    const answer = await absent['/docs']!.GET()
    expect(looked).toBe(1)
    expect(answer.status).toBe(503)
    expect(await answer.text()).toMatch(
      /needs the package swagger-ui-dist[\s\S]*\(yarn add -D swagger-ui-dist\)[\s\S]*\/__mock\/openapi\.json/,
    )
    // Started by no package manager: each one's line.
    vi.stubEnv('npm_config_user_agent', '')
    expect(await (await absent['/docs']!.GET()).text()).toContain(
      '(npm install -D swagger-ui-dist, pnpm add -D swagger-ui-dist, yarn add -D swagger-ui-dist or bun add -d swagger-ui-dist)',
    )
    expect((await absent['/docs/swagger-ui.css']!.GET()).status).toBe(503)
  })

  it('answers 503, never a failure, when the renderer is found but its files cannot be read', async () => {
    const unreadable = createReferencePage(async () => join(tmpdir(), 'no-such-renderer-folder'))
    for (const path of ['/docs', '/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js']) {
      const answer = await unreadable[path]!.GET()
      expect(answer.status, path).toBe(503)
      expect(await answer.text(), path).toMatch(/cannot read from disk/)
    }
  })

  it('renders every operation in Chromium, and "Try it out" answers from this server', async () => {
    const browser = await openBrowser()
    try {
      const { page } = browser
      const origins = new Set<string>()
      page.on('request', (request) => origins.add(new URL(request.url()).origin))
      await page.goto(`${server.url}/__mock/docs`)
      await page.getByText('Document Workspace Service', { exact: false }).first().waitFor()
      await expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBe(35)
      // "Try it out" is on from the start, signed in as the demo account.
      const operation = page.locator('#operations-Teams-teamsInfo')
      await operation.locator('.opblock-summary-control').click()
      await operation.locator('input[placeholder="team_id"]').fill('fafc92f1-3277-40e1-9d04-e085624c2b9c')
      await operation.getByRole('button', { name: 'Execute' }).click()
      const body = operation.locator('.live-responses-table .response-col_description pre').first()
      await expect.poll(() => body.textContent(), { timeout: 30_000 }).toContain('Team retrieved')
      expect(server.journal.list().some((entry) => entry.path === '/teams/info' && entry.status === 200)).toBe(true)
      expect([...origins]).toEqual([new URL(server.url).origin])
      expect(browser.pageErrors).toEqual([])
    } finally {
      await browser.close()
    }
  }, 90_000)
})
