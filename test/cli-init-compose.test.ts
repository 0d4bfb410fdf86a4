import { describe, expect, it } from 'vitest'
import { useInitProjects } from './support/init-projects.js'

const { project, init, read, files } = useInitProjects()

/** A Vite app as create-vite writes it (React, TypeScript), nothing of the mock's yet. */
const viteApp = (name: string, devDependencies: Record<string, string> = {}): string =>
  project(name, {
    'package.json': {
      name,
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build' },
      devDependencies: { vite: '^8.0.0', ...devDependencies },
    },
    'tsconfig.json': {},
    'vite.config.ts':
      "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\nexport default defineConfig({\n  plugins: [react()],\n})\n",
    'index.html':
      '<!doctype html>\n<html>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
    'src/main.tsx':
      "import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport './index.css'\nimport App from './App.tsx'\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n)\n",
  })

describe('init, setups composed in one project', () => {
  it('keeps Vitest out of the end-to-end tests whichever setup comes first, each runner with a folder of its own', async () => {
    const vitestFirst = viteApp('vitest-first', { vitest: '^4.1.0' })
    expect((await init(vitestFirst, '--yes', 'vitest')).code).toBe(0)
    const added = await init(vitestFirst, '--yes', 'playwright')
    expect(added.stdout).toContain("edited vitest.config.ts (exclude: 'e2e/**')")
    const playwrightFirst = viteApp('playwright-first', { '@playwright/test': '^1.65.0' })
    expect((await init(playwrightFirst, '--yes', 'playwright')).code).toBe(0)
    expect((await init(playwrightFirst, '--yes', 'vitest')).stdout).toContain('wrote vitest.config.ts')

    for (const dir of [vitestFirst, playwrightFirst]) {
      const vitest = read(dir, 'vitest.config.ts')
      expect(vitest).toMatch(/import \{ configDefaults, defineConfig, mergeConfig \} from 'vitest\/config'/)
      expect(vitest).toContain("exclude: [...configDefaults.exclude, 'e2e/**']")
      expect(vitest).toMatch(/setupFiles: \[[\s\S]*'\.\/test\/setup\.ts'/)
      expect(read(dir, 'playwright.config.ts')).toContain("testDir: 'e2e',")
      expect(files(dir).filter((file) => /\.(spec|test)\.ts$/.test(file))).toEqual(['e2e/mock.spec.ts', 'test/mock.test.ts'])
    }
  })

  it("adds the end-to-end folder to a Vitest config of the user's own, keeping Vitest's default excludes, and to Jest's", async () => {
    const config = "import { defineConfig } from 'vitest/config'\n\nexport default defineConfig({\n  test: { environment: 'jsdom' },\n})\n"
    const own = project('own-vitest', {
      'package.json': { name: 'own', type: 'module', devDependencies: { vitest: '^4.1.0', '@playwright/test': '^1.65.0' } },
      'tsconfig.json': {},
      'vitest.config.ts': config,
    })
    expect((await init(own, '--yes', 'vitest')).code).toBe(0)
    expect(read(own, 'vitest.config.ts')).toBe(
      "import { configDefaults, defineConfig } from 'vitest/config'\n\nexport default defineConfig({\n  test: {\n" +
        "    exclude: [...configDefaults.exclude, 'e2e/**'],\n    setupFiles: ['./test/setup.ts'], environment: 'jsdom' },\n})\n",
    )

    const jest = project('jest-then-playwright', {
      'package.json': { name: 'jest-app', type: 'module', devDependencies: { jest: '^30.0.0' } },
    })
    expect((await init(jest, '--yes', 'jest')).code).toBe(0)
    expect(read(jest, 'jest.config.js')).not.toContain('testPathIgnorePatterns')
    expect((await init(jest, '--yes', 'playwright')).stdout).toContain("edited jest.config.js (testPathIgnorePatterns: '<rootDir>/e2e/')")
    expect(read(jest, 'jest.config.js')).toContain("testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/'],")
  })

  it('refuses Jest in a project whose mock is set up for Vitest by an earlier run, and says what to do', async () => {
    const dir = project('runner-switch', { 'package.json': { name: 'app', type: 'module' } })
    expect((await init(dir, '--yes', 'vitest')).code).toBe(0)
    const before = files(dir)
    const refused = await init(dir, '--yes', 'jest')
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain(
      'The mock is set up for Vitest in this project already (test/setup.js): one test runner at a time. To move to Jest, remove test/setup.js',
    )
    expect(files(dir)).toEqual(before)
  })
})

describe('init, one config for every mode', () => {
  it('writes the app config every setup reads, wires the page, and tests the page against its own mock (page mode)', async () => {
    const dir = viteApp('all-modes', { vitest: '^4.1.0' })
    const { code, stdout } = await init(dir, '--yes', 'vitest', 'browser', 'playwright')
    expect(code, stdout).toBe(0)
    const config = read(dir, 'src/mocks/config.ts')
    expect(config).toContain(
      "export const MOCK_IN_PAGE: boolean = (import.meta.env.DEV || import.meta.env.MODE === 'demo') && import.meta.env.VITE_MOCK !== 'off'",
    )
    expect(config).toContain('export const API_URL: string = import.meta.env.VITE_API_URL || MOCK_API_URL')
    // Loaded in every mode (development, Vitest's `test`, demo builds): the app's own code may read the variable too.
    expect(read(dir, '.env')).toMatch(/^VITE_API_URL=https:\/\/api\.example\.test$/m)
    expect(read(dir, 'test/mock.ts')).toContain("import { API_URL } from '../src/mocks/config'")
    expect(read(dir, 'src/mocks/browser.ts')).toContain("import { API_URL, API_URL_PROBLEM, MOCK_IN_PAGE } from './config'")
    // The app's entry holds its first request until the mock answers.
    expect(read(dir, 'src/main.tsx')).toContain("import App from './App.tsx'\nimport { enableMocking } from './mocks/browser'\n\n")
    expect(read(dir, 'src/main.tsx')).toMatch(/\nawait enableMocking\(\)\n\ncreateRoot\(/)
    expect(JSON.parse(read(dir, 'package.json')).scripts['build:demo']).toBe('vite build --mode demo')
    const playwright = read(dir, 'playwright.config.ts')
    expect(playwright).toContain("mockMode: 'page',")
    expect(playwright).toContain('command: `npm run dev -- --port ${APP_PORT} --strictPort`,')
    expect(playwright).toContain('const APP_PORT = Number(process.env.APP_PORT ?? 5180)')
    expect(playwright).toContain("env: { VITE_API_URL: 'https://api.example.test' },")
    expect(read(dir, 'e2e/mock.spec.ts')).toContain("test.use({ mockScenario: 'empty-teams' })")

    // Again: every file and edit is there.
    const again = await init(dir, '--yes', 'vitest', 'browser', 'playwright')
    expect(again.stdout).not.toMatch(/wrote|edited/)
  })

  it('points the app at the standalone server, its page mock off, where the app starts no mock (server mode)', async () => {
    const dir = viteApp('server-mode')
    expect((await init(dir, '--yes', 'playwright')).code).toBe(0)
    const playwright = read(dir, 'playwright.config.ts')
    expect(playwright).toContain('command: `npx doc-workspace-mock serve --port ${MOCK_PORT} --quiet`')
    expect(playwright).toContain('const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010)')
    expect(playwright).toContain("env: { VITE_MOCK: 'off', VITE_API_URL: MOCK_SERVER_URL },")
    expect(playwright).toContain('use: { baseURL: APP_URL, mockServerUrl: MOCK_SERVER_URL },')
    expect(read(dir, 'e2e/mock.spec.ts')).toContain('async ({ request, mock }) =>')
    expect(read(dir, 'src/mocks/config.ts')).toContain('export const API_URL')
  })

  it("keeps the address a user's .env gives, and adds the mock's beside the other variables of one that has none", async () => {
    const own = viteApp('own-env')
    project('own-env', { '.env': 'VITE_API_URL=https://api.example.com\n' })
    expect((await init(own, '--yes', 'browser')).stdout).toContain('already set up: .env')
    expect(read(own, '.env')).toBe('VITE_API_URL=https://api.example.com\n')
    const other = viteApp('other-env')
    project('other-env', { '.env': 'VITE_TITLE=Docs' })
    await init(other, '--yes', 'browser')
    expect(read(other, '.env')).toMatch(/^VITE_TITLE=Docs\n\n# The mock's address .*\nVITE_API_URL=https:\/\/api\.example\.test\n$/)
  })
})
