import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { execCommand, runScriptCommand } from '../../package-managers/commands.js'
import { e2eLayout } from './e2e-layout.js'
import { appEnv, configActions, MOCK_SERVER_URL } from './mode-config.js'
import { API_URL, DEMO_TOKEN, type Action, type Recipe } from './plan.js'
import type { Project, Setup } from './project.js'
import { toPageMode } from './playwright-config.js'
import { pageStartPath } from './recipes-browser.js'
import { keepJestOut } from './recipes-jest.js'
import { keepVitestOut } from './recipes-vitest-config.js'

/** The port of the app under the end-to-end tests: its own, so that a development server left running is never taken for it. */
export const E2E_APP_PORT = 5180

/** The command that starts the app's development server on the tests' port (its `dev` script, else the framework's command). */
function devCommand(project: Project, appPort = String(E2E_APP_PORT)): string | undefined {
  const vite = project.framework === 'vite' || project.framework === 'sveltekit'
  const port = ['--port', appPort, ...(vite ? ['--strictPort'] : [])]
  if (project.scripts.dev) return runScriptCommand(project.packageManager, 'dev', port).join(' ')
  const bin = {
    vite: ['vite'],
    sveltekit: ['vite', 'dev'],
    'react-router': ['react-router', 'dev'],
    next: ['next', 'dev'],
    nuxt: ['nuxt', 'dev'],
  }[project.framework as 'vite'] as string[] | undefined
  return bin && execCommand(project.packageManager, [...bin, ...port]).join(' ')
}

/**
 * Whether the end-to-end tests run against the page's own mock: the app starts one (its browser
 * setup is there, or made in this run) and its development server is known.
 */
export const pageMode = (project: Project, setups: readonly Setup[]): boolean =>
  Boolean(devCommand(project)) && (setups.includes('browser') || existsSync(join(project.dir, pageStartPath(project))))

const tsOnly = (project: Project, text: string): string => (project.typescript ? text : '')

/** The written config, in page mode or server mode. */
function configText(project: Project, dir: string, page: boolean): string {
  const env = appEnv(project.framework)
  const dev = devCommand(project, '${APP_PORT}')
  const serve = execCommand(project.packageManager, ['doc-workspace-mock', 'serve', '--port', '${MOCK_PORT}', '--quiet']).join(' ')
  const appServer = (variables: string): string => `    {
      command: \`${dev!}\`,
      url: APP_URL,
      env: { ${variables} },
      reuseExistingServer: !process.env.CI,
    },`
  const head = `import { defineConfig } from '@playwright/test'
${tsOnly(project, "import type { MockFixtureOptions } from 'doc-workspace-mock/playwright'\n")}
`
  // The tests' own ports, which APP_PORT and MOCK_PORT change: two projects' tests may run at once.
  const appPort = `// The app under test, on a port of its own (APP_PORT changes it): a development server left running is never taken for it.
const APP_PORT = Number(process.env.APP_PORT ?? ${E2E_APP_PORT})
const APP_URL = \`http://localhost:\${APP_PORT}\`
`
  if (page)
    return `${head}${appPort}
export default defineConfig${tsOnly(project, '<MockFixtureOptions>')}({
  testDir: '${dir}',
  fullyParallel: true,
  use: {
    baseURL: APP_URL,
    // The app's own mock answers in its page (MSW's service worker), started afresh in each test's
    // browser context, in the test's scenario: test.use({ mockScenario: 'empty-teams' }).
    // Against the standalone server instead, a session per test: mockMode: 'server' (docs/playwright.md).
    mockMode: 'page',
  },
  webServer: [
    // The app in development, its page's mock on, at the address the tests ask.
${appServer(`${env.apiUrl}: '${API_URL}'`)}
  ],
})
`
  return `${head}// The mock server's port (MOCK_PORT changes it).
const MOCK_PORT = Number(process.env.MOCK_PORT ?? ${new URL(MOCK_SERVER_URL).port})
const MOCK_SERVER_URL = \`http://127.0.0.1:\${MOCK_PORT}\`
${dev ? appPort : ''}
export default defineConfig${tsOnly(project, '<MockFixtureOptions>')}({
  testDir: '${dir}',
  fullyParallel: true,
  // Each test gets a session of its own on the one server: tests in parallel never see each other's data.
  use: { ${dev ? 'baseURL: APP_URL, ' : ''}mockServerUrl: MOCK_SERVER_URL },
  webServer: [
    { command: \`${serve}\`, url: \`\${MOCK_SERVER_URL}/__mock/scenario\`, reuseExistingServer: !process.env.CI },
${
  dev
    ? `    // The app, pointed at the mock server, its page's own mock off.\n${appServer(`${env.mock}: 'off', ${env.apiUrl}: MOCK_SERVER_URL`)}`
    : "    // Your app, pointed at the mock server; then baseURL in `use`:\n    // { command: 'npm run dev', url: 'http://localhost:5173' },"
}
  ],
})
`
}

/** The first test: in page mode, the page's mock answering in the test's scenario; in server mode, the test's session. */
function specText(project: Project, page: boolean): string {
  const ts = project.typescript
  if (page)
    return `import { expect, test } from 'doc-workspace-mock/playwright'

/** Where the app sends the service's requests under these tests (playwright.config gives it to the app). */
const API_URL = '${API_URL}'

// Each test's pages start the app's own mock in this scenario (the page's URL, ?scenario=, would win over it).
test.use({ mockScenario: 'empty-teams' })

test("answers the service from the page's own mock, in the test's scenario", async ({ page }) => {
  await page.goto('/')
  // Asked from the page, as the app asks: once the app's mock runs, MSW's service worker answers.
  const teams = (url${ts ? ': string' : ''}) =>
    fetch(\`\${url}/teams\`, { headers: { authorization: 'Bearer ${DEMO_TOKEN}' } })
      .then((response) => response.json())
      .then(({ result }${ts ? ': { result: { total: number } }' : ''}) => result.total)
      .catch(() => null)
  // A development server compiles the page on its first visit: the mock may take a while to answer.
  await expect.poll(() => page.evaluate(teams, API_URL), { timeout: 30_000 }).toBe(0) // empty-teams: the account has no team
})
`
  return `import { expect, test } from 'doc-workspace-mock/playwright'

test("answers the account teams in this test's session", async ({ request, mock }) => {
  const response = await request.get(\`\${mock.url}/teams\`, { headers: { authorization: 'Bearer ${DEMO_TOKEN}' } })
  expect(response.status()).toBe(200)
  expect((await response.json()).result.total).toBe(3) // the canned teams: Design, Engineering, Marketing
})
`
}

/**
 * Playwright, in the mode the project has: page mode where the app starts its own mock (the
 * browser setup), each test's pages starting it in the test's scenario; else server mode, the
 * standalone server with a session per test and the app pointed at it (its page's mock off). The
 * end-to-end tests get a folder of their own, which Vitest is kept out of (docs "With Playwright").
 * @example
 * playwrightRecipe(project, ['browser', 'playwright']).actions // the config (page mode), e2e/mock.spec.ts
 */
export function playwrightRecipe(project: Project, setups: readonly Setup[] = ['playwright']): Recipe {
  const ext = project.typescript ? 'ts' : project.esm ? 'js' : 'mjs'
  const layout = e2eLayout(project, ext)
  const page = pageMode(project, setups)
  const env = appEnv(project.framework)
  const config: Action = layout.config
    ? {
        kind: 'edit',
        path: layout.config,
        what: page ? "use: { mockMode: 'page' }" : 'the mock server',
        edit: (text) =>
          page ? toPageMode(text, /\.[cm]?ts$/.test(layout.config!)) : text.includes('doc-workspace-mock serve') ? 'present' : 'unsafe',
        manual: page
          ? `in ${layout.config}: use: { mockMode: 'page' }, and a web server that runs the app with its page's mock (development, or the demo build)`
          : `in ${layout.config}, start the mock server and point the app at it: webServer: [{ command: '${execCommand(project.packageManager, ['doc-workspace-mock', 'serve', '--port', '4010']).join(' ')}', url: '${MOCK_SERVER_URL}/__mock/scenario' }, …] with the app's env { ${env.mock}: 'off', ${env.apiUrl}: '${MOCK_SERVER_URL}' }, and use: { mockServerUrl: '${MOCK_SERVER_URL}' }`,
      }
    : { kind: 'file', path: `playwright.config.${ext}`, content: configText(project, layout.dir, page) }
  const vitest = project.dependencies.has('vitest') || setups.includes('vitest')
  return {
    setup: 'playwright',
    actions: [
      config,
      // The app reads the address the tests give it (page mode: the mock's; server mode: the server's) from its config.
      ...(project.framework === 'plain' ? [] : [...configActions(project)]),
      { kind: 'file', path: `${layout.dir}/${layout.spec}`, content: specText(project, page) },
      ...(vitest && layout.keepOut ? keepVitestOut(project, layout.keepOut) : []),
      ...(layout.keepOut ? keepJestOut(project, layout.keepOut) : []),
    ],
    devDependencies: ['msw', '@playwright/test'],
    next: [
      ...(layout.problem ? [layout.problem] : []),
      `download Chromium once, for Playwright: ${execCommand(project.packageManager, ['playwright', 'install', 'chromium']).join(' ')}`,
      `run the first end-to-end test: ${execCommand(project.packageManager, ['playwright', 'test']).join(' ')}`,
    ],
  }
}
