import { describe, expect, it } from 'vitest'
import { useInitProjects } from './support/init-projects.js'

const { project, init, read, files } = useInitProjects()

// SvelteKit's files as `sv create` writes them with its vitest and playwright add-ons (TypeScript).
const SVELTEKIT_VITE = `import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { sveltekit } from '@sveltejs/kit/vite';

export default defineConfig({
\tplugins: [sveltekit()],
\ttest: {
\t\texpect: { requireAssertions: true },
\t\tprojects: [
\t\t\t{
\t\t\t\textends: './vite.config.ts',
\t\t\t\ttest: {
\t\t\t\t\tname: 'client',
\t\t\t\t\tbrowser: {
\t\t\t\t\t\tenabled: true,
\t\t\t\t\t\tprovider: playwright(),
\t\t\t\t\t\tinstances: [{ browser: 'chromium', headless: true }]
\t\t\t\t\t},
\t\t\t\t\tinclude: ['src/**/*.svelte.{test,spec}.{js,ts}'],
\t\t\t\t\texclude: ['src/lib/server/**']
\t\t\t\t}
\t\t\t},

\t\t\t{
\t\t\t\textends: './vite.config.ts',
\t\t\t\ttest: {
\t\t\t\t\tname: 'server',
\t\t\t\t\tenvironment: 'node',
\t\t\t\t\tinclude: ['src/**/*.{test,spec}.{js,ts}'],
\t\t\t\t\texclude: ['src/**/*.svelte.{test,spec}.{js,ts}']
\t\t\t\t}
\t\t\t}
\t\t]
\t}
});
`
const SVELTEKIT_PLAYWRIGHT = `import { defineConfig } from '@playwright/test';

export default defineConfig({
\twebServer: { command: 'npm run build && npm run preview', port: 4173 },
\ttestMatch: '**/*.e2e.{ts,js}'
});
`

describe('init in the frameworks it knows', () => {
  it("SvelteKit: static/, $lib/mocks, the client hooks' init, the mock in the Node project of sv's Vitest only, Playwright's demo build", async () => {
    const dir = project(
      'sveltekit',
      {
        'package.json': {
          name: 'kit',
          type: 'module',
          scripts: { dev: 'vite dev', build: 'vite build', preview: 'vite preview' },
          devDependencies: { '@sveltejs/kit': '^2.0.0', vite: '^8.0.0', vitest: '^4.1.0', '@playwright/test': '^1.65.0' },
        },
        'tsconfig.json': {},
        'vite.config.ts': SVELTEKIT_VITE,
        'playwright.config.ts': SVELTEKIT_PLAYWRIGHT,
        'src/routes/+page.svelte': '<h1>Welcome</h1>\n',
      },
      { withMsw: true },
    )
    const { code, stdout } = await init(dir, '--yes')
    expect(code, stdout).toBe(0)
    expect(stdout).toContain('init: vitest, browser, playwright (npm, sveltekit, TypeScript)')
    expect(stdout).toContain('ran npx msw init static --save: wrote static/mockServiceWorker.js')
    expect(read(dir, 'src/hooks.client.ts')).toContain("import { enableMocking } from '$lib/mocks/browser'\n")
    expect(read(dir, 'src/hooks.client.ts')).toContain('export const init: ClientInit = enableMocking')
    // The browser project (Vitest's browser mode) cannot load the Node mock: it gets the page's, the server project the Node one.
    const vite = read(dir, 'vite.config.ts')
    expect(vite.match(/setupFiles/g)).toHaveLength(2)
    expect(vite).toContain("test: {\n\t\t\t\t\tsetupFiles: ['./src/lib/mocks/setup.ts'],\n\t\t\t\t\tname: 'server',")
    expect(vite).toContain("test: {\n\t\t\t\t\tsetupFiles: ['./src/lib/mocks/setup.browser.ts'],\n\t\t\t\t\tname: 'client',")
    expect(read(dir, 'src/lib/mocks/mock.browser.ts')).toContain('export const mock = await startMockWorker({ baseUrl: API_URL,')
    expect(files(dir)).toEqual(
      expect.arrayContaining([
        'src/lib/mocks/mock.test.ts',
        'src/lib/mocks/config.ts',
        'src/lib/mocks/setup.browser.ts',
        'e2e/mock.e2e.ts',
      ]),
    )
    // sv's Playwright runs `*.e2e.*` files on a production build: here, the demo build, its page's mock on.
    expect(read(dir, 'playwright.config.ts')).toBe(
      "import type { MockFixtureOptions } from 'doc-workspace-mock/playwright'\n" +
        SVELTEKIT_PLAYWRIGHT.replace('defineConfig(', 'defineConfig<MockFixtureOptions>(')
          .replace('npm run build &&', 'npm run build:demo &&')
          .replace('({\n', "({\n\tuse: { mockMode: 'page' },\n"),
    )
    expect(JSON.parse(read(dir, 'package.json')).scripts['build:demo']).toBe('vite build --mode demo')
    expect(stdout).toContain("import { API_URL } from '$lib/mocks/config'")
  })

  it('Nuxt: the client plugin in app/plugins, the address in the public runtime config, NUXT_PUBLIC_API_URL in .env', async () => {
    const dir = project(
      'nuxt',
      {
        'package.json': { name: 'nuxt-app', type: 'module', scripts: { dev: 'nuxt dev' }, dependencies: { nuxt: '^4.0.0' } },
        'tsconfig.json': {},
        'nuxt.config.ts':
          "// https://nuxt.com/docs/api/configuration/nuxt-config\nexport default defineNuxtConfig({\n  compatibilityDate: '2025-07-15',\n  devtools: { enabled: true }\n})\n",
        'app/app.vue': '<template><NuxtPage /></template>\n',
      },
      { withMsw: true },
    )
    const { code, stdout } = await init(dir, '--yes', 'browser', 'vitest')
    expect(code, stdout).toBe(0)
    expect(stdout).toContain('wrote public/mockServiceWorker.js')
    expect(read(dir, 'app/plugins/mocks.client.ts')).toContain('apiSettings(useRuntimeConfig().public)')
    expect(read(dir, 'app/plugins/mocks.client.ts')).toContain("import { apiSettings } from '../mocks/config'")
    expect(read(dir, 'nuxt.config.ts')).toContain(
      "defineNuxtConfig({\n  runtimeConfig: { public: { apiUrl: '', mock: '' } },\n  compatibilityDate",
    )
    expect(read(dir, '.env')).toMatch(/^NUXT_PUBLIC_API_URL=https:\/\/api\.example\.test$/m)
    expect(read(dir, 'test/mock.ts')).toContain('apiSettings({ apiUrl: process.env.NUXT_PUBLIC_API_URL }).apiUrl')
    // Tests run in Nuxt's own environment (.vue files, auto-imports, useRuntimeConfig), in jsdom where the Node mock answers fetch.
    const config = read(dir, 'vitest.config.ts')
    expect(config).toContain("import { defineVitestConfig } from '@nuxt/test-utils/config'")
    expect(config).toContain("environment: 'nuxt',")
    expect(config).toContain("environmentOptions: { nuxt: { domEnvironment: 'jsdom' } },")
    expect(config).toContain("'./test/setup.ts',")
    expect(stdout).toContain('@nuxt/test-utils jsdom @vue/test-utils')
    // The one mock of a test file, though Nuxt's environment loads its module twice.
    expect(read(dir, 'test/mock.ts')).toContain(
      'export const mock = (kept.documentWorkspaceMock ??= setupMockServer({ baseUrl: API_URL }))',
    )
    expect(read(dir, 'app/mocks/config.ts')).toContain('|| import.meta.test')
  })

  it("React Router's framework mode: app/entry.client awaiting the mock, app/mocks, a Vitest config without the app's build plugin", async () => {
    const dir = project('react-router', {
      'package.json': {
        name: 'rr',
        type: 'module',
        scripts: { dev: 'react-router dev', build: 'react-router build' },
        dependencies: { 'react-router': '^7.0.0' },
        devDependencies: { '@react-router/dev': '^7.0.0', vite: '^7.0.0' },
      },
      'tsconfig.json': {},
      'vite.config.ts':
        "import { reactRouter } from '@react-router/dev/vite'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  plugins: [reactRouter()],\n})\n",
      'app/root.tsx': 'export default function App() { return null }\n',
    })
    const { code, stdout } = await init(dir, '--yes', 'browser', 'vitest')
    expect(code, stdout).toBe(0)
    const entry = read(dir, 'app/entry.client.tsx')
    expect(entry).toContain("import { enableMocking } from './mocks/browser'\n\n")
    expect(entry).toContain('await enableMocking()\n\nstartTransition(() => {\n  hydrateRoot(')
    expect(read(dir, 'app/mocks/browser.ts')).toContain("from './config'")
    expect(read(dir, 'vitest.config.ts')).not.toContain('vite.config')
    expect(JSON.parse(read(dir, 'package.json')).scripts['build:demo']).toBe('react-router build --mode demo')
  })

  it("Next.js: the root layout's children wrapped in the provider, NEXT_PUBLIC_ variables, no mock in a production build", async () => {
    const layout = `import type { Metadata } from "next";\nimport "./globals.css";\n\nexport default function RootLayout({\n  children,\n}: Readonly<{\n  children: React.ReactNode;\n}>) {\n  return (\n    <html lang="en">\n      <body>\n        {children}\n      </body>\n    </html>\n  );\n}\n`
    const dir = project('next-src', {
      'package.json': { name: 'next-app', scripts: { dev: 'next dev' }, dependencies: { next: '^16.0.0' } },
      'tsconfig.json': {},
      'src/app/layout.tsx': layout,
    })
    const { code, stdout } = await init(dir, '--yes', 'vitest', 'browser', 'playwright')
    expect(code, stdout).toBe(0)
    // Its components compile in Vitest as in the app; .mts, the package being CommonJS.
    expect(read(dir, 'vitest.config.mts')).toContain("import react from '@vitejs/plugin-react'")
    expect(read(dir, 'vitest.config.mts')).toContain('plugins: [react()],')
    expect(stdout).toContain('npm install -D msw vitest vite @vitejs/plugin-react @playwright/test')
    expect(read(dir, 'src/app/layout.tsx')).toBe(
      layout
        .replace('import "./globals.css";\n', `import "./globals.css";\nimport { MockProvider } from './mock-provider'\n`)
        .replace('{children}\n', '<MockProvider>{children}</MockProvider>\n'),
    )
    expect(read(dir, 'src/app/mock-provider.tsx')).toContain("from '../mocks/config'")
    // A layout that takes `{ children }` on one line: its parameter is not the children it renders.
    const short = project('next-short', {
      'package.json': { name: 'next-short', dependencies: { next: '^16.0.0' } },
      'tsconfig.json': {},
      'app/layout.tsx':
        'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html><body>{children}</body></html>\n}\n',
    })
    expect((await init(short, '--yes', 'browser')).stdout).toContain('edited app/layout.tsx (<MockProvider>{children}</MockProvider>)')
    expect(read(short, 'app/layout.tsx')).toContain('({ children }: { children: React.ReactNode })')
    expect(read(short, 'app/layout.tsx')).toContain('<body><MockProvider>{children}</MockProvider></body>')
    expect(read(dir, 'src/mocks/config.ts')).toContain('process.env.NEXT_PUBLIC_API_URL || MOCK_API_URL')
    expect(read(dir, '.env.production')).toMatch(/^NEXT_PUBLIC_MOCK=off$/m)
    expect(read(dir, 'playwright.config.ts')).toContain('command: `npm run dev -- --port ${APP_PORT}`,')
    expect(read(dir, 'playwright.config.ts')).toContain("env: { NEXT_PUBLIC_API_URL: 'https://api.example.test' },")
  })

  it("Vite with Vue and with Svelte: the entry awaits the mock after its imports, a Svelte entry's export kept", async () => {
    const vue = "import { createApp } from 'vue'\nimport './style.css'\nimport App from './App.vue'\n\ncreateApp(App).mount('#app')\n"
    const svelte =
      "import { mount } from 'svelte'\nimport './app.css'\nimport App from './App.svelte'\n\nconst app = mount(App, {\n  target: document.getElementById('app')!,\n})\n\nexport default app\n"
    for (const [name, main] of [
      ['vite-vue', vue],
      ['vite-svelte', svelte],
    ] as const) {
      const dir = project(name, {
        'package.json': { name, type: 'module', devDependencies: { vite: '^8.0.0' } },
        'tsconfig.json': {},
        'index.html': '<div id="app"></div><script type="module" src="/src/main.ts"></script>\n',
        'src/main.ts': main,
      })
      expect((await init(dir, '--yes', 'browser')).code).toBe(0)
      const [imports, rest] = main.split('\n\n') as [string, string]
      expect(read(dir, 'src/main.ts')).toBe(
        `${imports}\nimport { enableMocking } from './mocks/browser'\n\n// The mock answers in the page before the app's first request (development and demo builds: src/mocks/config.ts).\nawait enableMocking()\n\n${main.slice(imports.length + 2)}`,
      )
      expect(rest).toBeTruthy()
    }
  })
})
