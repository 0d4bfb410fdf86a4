import { execCommand } from '../../package-managers/commands.js'
import { e2eLayout } from './e2e-layout.js'
import { appEnv, configActions, configPath, importPath } from './mode-config.js'
import { API_URL, DEMO_TOKEN, sibling, type Action, type Recipe } from './plan.js'
import type { Project, Setup } from './project.js'
import { browserSetupAction, runsBrowserTests, vitestConfigActions, vitestConfigNeeds } from './recipes-vitest-config.js'
import { workerInit } from './recipes-browser.js'

/**
 * The module that makes the mock, one per test file (README and docs "Node tests"), at the address
 * the app's config gives: the same the code under test calls. Jest in a Vite app cannot read that
 * config (`import.meta.env` is Vite's): it reads the same variable from the environment.
 */
function mockModule(project: Project, runner: 'vitest' | 'jest'): string {
  const path = `${project.testDir}/mock.${project.ext}`
  const env = appEnv(project.framework)
  const config = importPath(project, path, configPath(project))
  const viteApp = !['next', 'nuxt', 'plain'].includes(project.framework)
  const source =
    project.framework === 'nuxt'
      ? `import { apiSettings } from '${config}'\n\n/** Where the code under test thinks the service lives (the app's config); nothing there is reached, the mock answers in this process. */\nexport const API_URL = apiSettings({ apiUrl: process.env.${env.apiUrl} }).apiUrl\n`
      : runner === 'jest' && viteApp
        ? `\n/** Where the code under test thinks the service lives (${env.apiUrl}, as the app's config reads it); nothing there is reached, the mock answers in this process. */\nexport const API_URL = process.env.${env.apiUrl} || '${API_URL}'\n`
        : `import { API_URL } from '${config}'\n\n// Where the code under test thinks the service lives (the app's config); nothing there is reached, the mock answers in this process.\nexport { API_URL }\n`
  const make = 'setupMockServer({ baseUrl: API_URL })'
  const mock =
    project.framework === 'nuxt' && runner === 'vitest'
      ? `${project.typescript ? 'const kept = globalThis as typeof globalThis & { documentWorkspaceMock?: ReturnType<typeof setupMockServer> }' : 'const kept = globalThis'}
/**
 * One mock per test file: each file runs with modules of its own, so files never see each other's data.
 * Nuxt's test environment loads this module again for the test file after the setup file has: both get the one mock.
 */
export const mock = (kept.documentWorkspaceMock ??= ${make})
`
      : `/** One mock per test file: each file runs with modules of its own, so files never see each other's data. */
export const mock = ${make}
`
  return `import { setupMockServer } from 'doc-workspace-mock/node'
${source}
${mock}`
}

/** The setup file: the mock started before each test file, reset after every test, stopped at the end. */
const setupModule = (ext: string, runner: 'vitest' | 'jest'): string =>
  `${runner === 'vitest' ? "import { afterAll, afterEach, beforeAll } from 'vitest'\n" : ''}import { mock } from '${sibling('mock', ext)}'

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset()) // back to the starting scenario's seed, no condition or hold left over
afterAll(() => mock.close())
`

/** A first test: the account's teams, asked through fetch as the code under test would, answered by the mock. */
const firstTest = (ext: string, runner: 'vitest' | 'jest'): string =>
  `${runner === 'vitest' ? "import { expect, it } from 'vitest'\n" : ''}import { API_URL } from '${sibling('mock', ext)}'

it('answers the account teams from the mock', async () => {
  const response = await fetch(\`\${API_URL}/teams\`, { headers: { authorization: 'Bearer ${DEMO_TOKEN}' } })
  expect(response.status).toBe(200)
  const { result } = ${ext === 'ts' ? '(await response.json()) as { result: { total: number } }' : 'await response.json()'}
  expect(result.total).toBe(3) // the canned teams: Design, Engineering, Marketing
})
`

/**
 * The files both runners get: the app's config (where it is not there yet), the mock, its setup, a first test.
 * @example
 * testFiles(project, 'jest').map((action) => action.kind) // ['file', 'file', 'file']
 */
export const testFiles = (project: Project, runner: 'vitest' | 'jest'): Action[] => [
  // Jest cannot read a Vite app's config (\`import.meta.env\` is Vite's): its mock reads the variable itself.
  ...(runner === 'jest' && !['next', 'nuxt', 'plain'].includes(project.framework) ? [] : [...configActions(project)]),
  { kind: 'file', path: `${project.testDir}/mock.${project.ext}`, content: mockModule(project, runner) },
  { kind: 'file', path: `${project.testDir}/setup.${project.ext}`, content: setupModule(project.ext, runner) },
  { kind: 'file', path: `${project.testDir}/mock.test.${project.ext}`, content: firstTest(project.ext, runner) },
]

/**
 * The tests Vitest runs in a browser (its browser mode) get the mock in their page: MSW's worker
 * script in the folder served at `/`, one mock per test file (each runs in a page of its own),
 * reset after every test and stopped at the end.
 */
function browserTestFiles(project: Project): Action[] {
  const ext = project.ext
  const mock = `${project.testDir}/mock.browser.${ext}`
  return [
    workerInit(project.publicDir),
    {
      kind: 'file',
      path: mock,
      content: `import { startMockWorker } from 'doc-workspace-mock/browser'
import { API_URL } from '${importPath(project, mock, configPath(project))}'

/**
 * The mock of the tests that run in a browser (Vitest's browser mode): MSW's service worker answers
 * their requests at the app's address. One per test file, each file running in a page of its own;
 * nothing of it is remembered in the page's storage, so that files never see each other's choices.
 */
export const mock = await startMockWorker({ baseUrl: API_URL, quiet: true, rememberScenario: false, scenarioParam: false })
`,
    },
    {
      kind: 'file',
      path: `${project.testDir}/setup.browser.${ext}`,
      content: `import { afterAll, afterEach } from 'vitest'
import { mock } from '${sibling('mock.browser', ext)}'

afterEach(() => mock.reset()) // back to the starting scenario's seed, no condition or handler left over
afterAll(() => mock.stop())
`,
    },
    browserSetupAction(project, `./${project.testDir}/setup.browser.${ext}`),
  ]
}

/**
 * Vitest: the app's config, the mock's module, its setup file, a first test, and the setup file
 * named in the Vitest config (the project's own edited where that is safe, a new one otherwise;
 * docs "Vitest"), which leaves the end-to-end tests' folder to Playwright.
 * @example
 * vitestRecipe(project).devDependencies // ['msw', 'vitest', 'vite']: Vitest's peer, which Yarn does not add by itself
 */
export function vitestRecipe(project: Project, setups: readonly Setup[] = ['vitest']): Recipe {
  const setup = `./${project.testDir}/setup.${project.ext}`
  const playwright =
    setups.includes('playwright') || project.dependencies.has('@playwright/test') || e2eLayout(project, project.ext).config !== undefined
  return {
    setup: 'vitest',
    actions: [
      ...testFiles(project, 'vitest'),
      ...vitestConfigActions(project, setup, playwright),
      ...(runsBrowserTests(project) ? browserTestFiles(project) : []),
    ],
    devDependencies: ['msw', 'vitest', 'vite', ...vitestConfigNeeds(project)],
    next: [
      `run the first test: ${execCommand(project.packageManager, ['vitest', 'run', `${project.testDir}/mock.test.${project.ext}`]).join(' ')}`,
    ],
  }
}
