import { addToArray } from './config-edit.js'
import { API_URL, DEMO_TOKEN, type Action, type Recipe } from './plan.js'
import type { Project } from './project.js'

/** MSW's worker script copied into the folder served at the site's root, its place saved in package.json. */
const workerInit = (dir: string): Action => ({
  kind: 'run',
  bin: 'msw',
  args: ['init', dir, '--save'],
  creates: `${dir === '.' ? '' : `${dir}/`}mockServiceWorker.js`,
})

/** Start files by framework (the docs' "In the browser"; Next.js as in its App Router recipe). */
const viteStart = `/// <reference types="vite/client" />

/**
 * Starts the mock in the page, in development only: requests to the service are answered through
 * MSW's service worker. Render the app once it resolves. The dynamic import behind
 * \`import.meta.env.DEV\` keeps the mock out of production builds.
 */
export async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV) return
  const { startMockWorker } = await import('doc-workspace-mock/browser')
  await startMockWorker({ baseUrl: import.meta.env.VITE_API_URL, panel: true, persist: true })
}
`

const plainStart = `/**
 * Starts the mock in the page: requests to the service are answered through MSW's service worker.
 * Call it before the app's first request, in development builds only.
 */
export async function enableMocking(): Promise<void> {
  const { startMockWorker } = await import('doc-workspace-mock/browser')
  await startMockWorker({ baseUrl: '${API_URL}', panel: true })
}
`

const nextStart = (typescript: boolean): string => `'use client'

import { Suspense, use${typescript ? ', type ReactNode' : ''} } from 'react'

// Next.js writes the mode into the code at build time: in a production build this is \`false\`, and
// everything it guards below (the dynamic import included) is dropped. No mock code ships.
const MOCKING = process.env.NODE_ENV === 'development'

// In the browser only: the mock answers the service's requests in the page, through MSW's
// service worker. Started once per page load.
const mocking${typescript ? ': Promise<unknown> | null' : ''} =
  MOCKING && typeof window !== 'undefined'
    ? import('doc-workspace-mock/browser').then(({ startMockWorker }) =>
        startMockWorker({ baseUrl: process.env.NEXT_PUBLIC_API_URL, quiet: true }),
      )
    : null

function AfterMocking({ children }${typescript ? ': { children: ReactNode }): ReactNode' : ')'} {
  // Suspends hydration until the worker answers: no effect below (no fetch) runs before the mock can answer it.
  if (mocking) use(mocking)
  return children
}

/** In development, renders its children once the mock answers in the page; elsewhere, just them. */
export function MockProvider({ children }${typescript ? ': { children: ReactNode }): ReactNode' : ')'} {
  if (!MOCKING) return children
  return (
    <Suspense fallback={null}>
      <AfterMocking>{children}</AfterMocking>
    </Suspense>
  )
}
`

const untyped = (source: string, typescript: boolean): string => (typescript ? source : source.replaceAll(': Promise<void>', ''))

/** The browser: MSW's worker script in the public folder, and the file that starts the mock in the page. */
export function browserRecipe(project: Project): Recipe {
  const ext = project.typescript ? 'ts' : 'js'
  if (project.framework === 'next') {
    const app = project.find('src/app') ?? 'app'
    const path = `${app}/mock-provider.${project.typescript ? 'tsx' : 'jsx'}`
    return {
      setup: 'browser',
      actions: [workerInit('public'), { kind: 'file', path, content: nextStart(project.typescript) }],
      devDependencies: ['msw'],
      next: [
        `wrap the children of ${app}/layout in it: import { MockProvider } from './mock-provider', then <MockProvider>{children}</MockProvider>`,
        'tell the page where the service is, in .env.development: NEXT_PUBLIC_API_URL=' + API_URL,
        'server components: start the standalone server from instrumentation.ts (docs/examples.md, "Next.js App Router")',
      ],
    }
  }
  const vite = project.framework === 'vite'
  const publicDir = vite ? 'public' : (project.find('public') ?? (project.find('index.html') ? '.' : 'public'))
  return {
    setup: 'browser',
    actions: [
      workerInit(publicDir),
      { kind: 'file', path: `src/mocks/browser.${ext}`, content: untyped(vite ? viteStart : plainStart, project.typescript) },
    ],
    devDependencies: ['msw'],
    next: vite
      ? [
          "render the app once the mock answers, in src/main: import { enableMocking } from './mocks/browser', then enableMocking().then(() => { /* render */ })",
          'tell the page where the service is, in .env.development: VITE_API_URL=' + API_URL,
        ]
      : ["call enableMocking() from './mocks/browser' before the app's first request, in development builds only"],
  }
}

/** Playwright against the standalone server, a session per test (docs "With Playwright"). */
export function playwrightRecipe(project: Project): Recipe {
  const dir = project.find('e2e', 'tests') ?? 'tests'
  const ext = project.typescript ? 'ts' : project.esm ? 'js' : 'mjs'
  const existing = project.find(...['ts', 'mts', 'js', 'mjs', 'cjs'].map((e) => `playwright.config.${e}`))
  const serve = "{ command: 'npx doc-workspace-mock serve --port 4010 --quiet', url: 'http://127.0.0.1:4010/__mock/scenario' }"
  const config: Action = existing
    ? {
        kind: 'edit',
        path: existing,
        what: 'the mock server',
        edit: (text) => (text.includes('doc-workspace-mock serve') ? 'present' : 'unsafe'),
        manual: `in ${existing}, start the mock server and name it: webServer: [${serve}, …] and use: { mockServerUrl: 'http://127.0.0.1:4010' }`,
      }
    : {
        kind: 'file',
        path: `playwright.config.${ext}`,
        content: `import { defineConfig } from '@playwright/test'
${project.typescript ? "import type { MockFixtureOptions } from 'doc-workspace-mock/playwright'\n" : ''}
export default defineConfig${project.typescript ? '<MockFixtureOptions>' : ''}({
  testDir: '${dir}',
  fullyParallel: true,
  // Each test gets a session of its own on the one server: tests in parallel never see each other's data.
  use: { mockServerUrl: 'http://127.0.0.1:4010' },
  webServer: [
    ${serve},
    // Your app, pointed at the mock server; then baseURL in \`use\`:
    // { command: 'npm run dev', url: 'http://127.0.0.1:5173' },
  ],
})
`,
      }
  const spec = `import { expect, test } from 'doc-workspace-mock/playwright'

test("answers the account teams in this test's session", async ({ request, mock }) => {
  const response = await request.get(\`\${mock.url}/teams\`, { headers: { authorization: 'Bearer ${DEMO_TOKEN}' } })
  expect(response.status()).toBe(200)
  expect((await response.json()).result.total).toBe(3) // the canned teams: Design, Engineering, Marketing
})
`
  return {
    setup: 'playwright',
    actions: [config, { kind: 'file', path: `${dir}/mock.spec.${ext}`, content: spec }],
    devDependencies: ['msw', '@playwright/test'],
    next: [
      `run the first test: ${project.packageManager === 'npm' ? 'npx' : project.packageManager} playwright test ${dir}/mock.spec.${ext}`,
    ],
  }
}

/** Storybook with msw-storybook-addon: the worker script, the addon registered, one mock for every story (docs "Storybook"). */
export function storybookRecipe(project: Project): Recipe {
  const main = project.find(...['ts', 'mts', 'js', 'mjs', 'cjs'].map((e) => `.storybook/main.${e}`))
  const root = /(const \w+(\s*:\s*\w+)?\s*=|export default|module\.exports\s*=)\s*\{/
  const register = (key: string, entry: string): Action => ({
    kind: 'edit',
    path: main ?? '.storybook/main',
    what: `${key}: '${entry}'`,
    edit: (text) => addToArray(text, key, entry, root),
    manual: main ? `in ${main}: ${key}: ['${entry}']` : `set up Storybook first, then in .storybook/main: ${key}: ['${entry}']`,
  })
  const ext = project.typescript ? 'ts' : 'js'
  return {
    setup: 'storybook',
    actions: [
      workerInit('public'),
      register('addons', 'msw-storybook-addon'),
      register('staticDirs', '../public'),
      {
        kind: 'file',
        path: `src/mocks/storybook.${ext}`,
        content: `import { createMock } from 'doc-workspace-mock'

/**
 * One mock for every story. It starts no worker of its own: msw-storybook-addon runs MSW's, and
 * each story hands it the handlers of its scenario or conditions (\`mock.handlersFor(…)\`).
 */
export const mock = createMock({ baseUrl: '${API_URL}' })
`,
      },
    ],
    devDependencies: ['msw', 'msw-storybook-addon'],
    next: [
      "give each story its scenario: beforeEach: ({ msw }) => msw.use(...mock.handlersFor({ scenario: 'empty-teams' }))",
      ...(project.typescript ? ['type `msw` in stories: "types": ["msw-storybook-addon/types"] in tsconfig.json'] : []),
    ],
  }
}
