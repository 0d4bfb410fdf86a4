import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import playwrightExample from '../../examples/playwright/package.json' with { type: 'json' }
import typescriptPackage from 'typescript/package.json' with { type: 'json' }
import type { ConsumerProject } from '../support/consumer-project.js'
import { answeredBy, statusOf, useDevServers } from './support/dev-server.js'
import { freePort, init, MSW, runIn, useSystemChromium, useUserProjects, VITE, VITEST, vitest } from './support/user-project.js'

const PLAYWRIGHT = `@playwright/test@${playwrightExample.devDependencies['@playwright/test']}`
const TYPESCRIPT = `typescript@${typescriptPackage.version}`

// A user's shell: no NODE_ENV (the runner's "test" would keep Vite's builds from production), no CI (Playwright's).
const userProject = useUserProjects({
  npm_config_prefer_offline: 'true',
  NODE_ENV: undefined,
  CI: undefined,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
})
const { run, serve, open } = useDevServers()

/**
 * A user's Vite app, written as its docs say: it reads the service's URL from the config init
 * writes, lists the account's teams, and says "No teams yet" when there are none.
 */
const APP = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2023', 'DOM'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    },
    include: ['src', 'test', 'e2e'],
  }),
  'vite.config.ts': "import { defineConfig } from 'vite'\n\nexport default defineConfig({})\n",
  'index.html':
    '<!doctype html>\n<html lang="en">\n  <body>\n    <p role="status">loading</p>\n    <script type="module" src="/src/main.ts"></script>\n  </body>\n</html>\n',
  'src/teams.ts': `import { API_URL } from './mocks/config'

/** The account's teams, by name. */
export async function teamNames(): Promise<string[]> {
  const response = await fetch(\`\${API_URL}/teams\`, { headers: { authorization: 'Bearer demo-token' } })
  if (!response.ok) throw new Error(\`status \${response.status}\`)
  const { result } = (await response.json()) as { result: { items: Array<{ name: string }> } }
  return result.items.map((team) => team.name)
}
`,
  'src/main.ts': `import { teamNames } from './teams'

const names = await teamNames().catch((error: Error) => [\`failed: \${error.message}\`])
document.querySelector('[role="status"]')!.textContent = names.length ? names.join(', ') : 'No teams yet'
`,
}

/** The user's own unit test of the app's code, beside init's: a scenario per test, an assertion on the mock's data. */
const UNIT_TEST = `import { expect, it } from 'vitest'
import { mock } from '../test/mock'
import { teamNames } from './teams'

it('lists the teams of the default world', async () => {
  expect(await teamNames()).toEqual(expect.arrayContaining(['Design', 'Engineering', 'Marketing']))
})

it('lists none in empty-teams, where another account keeps its team', async () => {
  mock.useScenario('empty-teams')
  expect(await teamNames()).toEqual([])
  expect(mock.db.teams.count()).toBe(1)
})
`

/** Free ports for the written config's servers, as its MOCK_PORT and APP_PORT let a user give them: nothing else on the machine answers there. */
function freePorts(project: ConsumerProject): void {
  Object.assign(project.env, { MOCK_PORT: freePort(), APP_PORT: freePort() })
}

/** `npx playwright test` in the project: passes, with this many tests. */
function playwright(project: ConsumerProject, passed: number): void {
  const { status, output } = runIn(project, 'npx', ['playwright', 'test', '--reporter=list'])
  expect(status, output).toBe(0)
  expect(output).toMatch(new RegExp(`\\b${passed} passed`))
}

/** The text of every script a build wrote. */
const builtScripts = (project: ConsumerProject): string =>
  readdirSync(join(project.folder, 'dist/assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(project.folder, 'dist/assets', name), 'utf8'))
    .join('\n')

describe('init vitest, browser and playwright composed in one Vite app, each mode run for real', () => {
  it("page mode: Vitest runs its tests only, Playwright tests the page's own mock with a scenario per test, builds ship the mock for the demo only", async () => {
    const project = userProject(
      { name: 'modes-app', scripts: { dev: 'vite', build: 'vite build' } },
      APP,
      MSW,
      VITE,
      VITEST,
      PLAYWRIGHT,
      TYPESCRIPT,
    )
    useSystemChromium(project)
    const output = init(project, '--yes', 'vitest', 'browser', 'playwright')
    expect(output).toContain('init: vitest, browser, playwright (npm, vite, TypeScript)')
    expect(output).not.toContain('install what it needs')

    // Vitest: init's first test and the user's, never Playwright's spec; the address from .env in Vitest's mode `test`.
    writeFileSync(join(project.folder, 'src/teams.test.ts'), UNIT_TEST)
    const unit = vitest(project)
    expect(unit).toMatch(/Test Files\s+2 passed \(2\)/)
    expect(unit).toMatch(/Tests\s+3 passed \(3\)/)

    // Playwright, page mode: init's spec, and the user's in two scenarios.
    writeFileSync(
      join(project.folder, 'e2e/teams.spec.ts'),
      `import { expect, test } from 'doc-workspace-mock/playwright'

test('shows the teams of the default world', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('Design, Engineering, Marketing')).toBeVisible()
})

test.describe('with no teams', () => {
  test.use({ mockScenario: 'empty-teams' })

  test('shows the empty state', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('No teams yet')).toBeVisible()
  })
})
`,
    )
    freePorts(project)
    playwright(project, 3)
    project.run('npx', ['tsc', '-p', '.'])

    // A production build leaves the mock out, and says at once that it has no service to ask.
    await run(project, ['vite', 'build'])
    expect(builtScripts(project)).not.toMatch(/startMockWorker|doc-workspace-mock/)
    const production = await serve(project, 'vite preview --host 127.0.0.1 --port {port} --strictPort'.split(' '))
    const broken = await open(production.url)
    await expect
      .poll(() => broken.errors.join('\n'), { timeout: 30_000 })
      .toContain('has no mock in its page, and VITE_API_URL names the mock')

    // The demo build: production, with the mock in its page.
    await run(project, ['npm', 'run', 'build:demo'])
    const demo = await serve(project, 'vite preview --host 127.0.0.1 --port {port} --strictPort'.split(' '))
    const page = await open(demo.url)
    expect(await statusOf(page), demo.output()).toBe('Design, Engineering, Marketing')
    expect(answeredBy(page)).toEqual(['the service worker'])
  }, 600_000)

  it("server mode: the app, its page's mock off, pointed at the standalone server; the documented test passes in its session", async () => {
    const project = userProject({ name: 'server-app', scripts: { dev: 'vite' } }, APP, MSW, VITE, PLAYWRIGHT)
    useSystemChromium(project)
    expect(init(project, '--yes', 'playwright')).toContain('wrote playwright.config.ts')
    // The test of docs/playwright.md, as it stands there.
    writeFileSync(
      join(project.folder, 'e2e/teams.spec.ts'),
      `import { test, expect } from 'doc-workspace-mock/playwright'

test('shows the empty state', async ({ page, mock }) => {
  await mock.useScenario('empty-teams') // this test's session only
  await page.goto('/')
  await expect(page.getByText('No teams yet')).toBeVisible()
})

test('shows the teams of the default world in a session of its own', async ({ page, mock }) => {
  await page.goto('/')
  await expect(page.getByText('Design, Engineering, Marketing')).toBeVisible()
  expect((await mock.journal.list()).map((entry) => entry.path)).toContain('/teams')
})
`,
    )
    freePorts(project)
    playwright(project, 3)
  }, 300_000)
})
