import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runScriptCommand } from '../../package-managers/commands.js'
import { addScript, awaitBeforeApp, setEnv, wrapChildren } from './entry-edit.js'
import { appEnv, configActions, configPath, importPath } from './mode-config.js'
import { nuxtRuntimeConfig } from './nuxt-config.js'
import { nextProvider, nuxtPlugin, plainStart, reactRouterEntry, svelteKitHooks, viteStart } from './page-starts.js'
import type { Action, Recipe } from './plan.js'
import type { Project } from './project.js'

/**
 * MSW's worker script copied into the folder served at the site's root (`public/`, SvelteKit's
 * `static/`), its place saved in package.json.
 * @example
 * workerInit('static') // { kind: 'run', bin: 'msw', args: ['init', 'static', '--save'], creates: 'static/mockServiceWorker.js' }
 */
export const workerInit = (dir: string): Action => ({
  kind: 'run',
  bin: 'msw',
  args: ['init', dir, '--save'],
  creates: `${dir === '.' ? '' : `${dir}/`}mockServiceWorker.js`,
})

/**
 * The file that starts the mock in the app's page, by framework: the one whose presence says the
 * page runs its own mock (the end-to-end tests' page mode).
 * @example
 * pageStartPath(project) // 'src/mocks/browser.ts' (Vite), 'app/mock-provider.tsx' (Next.js), 'app/plugins/mocks.client.ts' (Nuxt)
 */
export function pageStartPath(project: Project): string {
  const ext = project.typescript ? 'ts' : 'js'
  if (project.framework === 'next') return `${project.find('src/app') ?? 'app'}/mock-provider.${project.typescript ? 'tsx' : 'jsx'}`
  // Nuxt loads every file of its source folder's plugins/ (app/plugins in Nuxt 4, plugins in Nuxt 3): the `.client` ones in the browser.
  if (project.framework === 'nuxt') return `${project.mocksDir.replace(/mocks$/, '')}plugins/mocks.client.${ext}`
  return `${project.mocksDir}/browser.${ext}`
}

/** The Vite app's entry: the module script of index.html, else src/main.*. */
function viteEntry(project: Project): string | undefined {
  const html = project.find('index.html')
  const script = html
    ? /<script[^>]*type=["']module["'][^>]*src=["']\/?([^"']+)["']/.exec(readFileSync(join(project.dir, html), 'utf8'))?.[1]
    : undefined
  return (script && project.find(script)) ?? project.find(...['tsx', 'ts', 'jsx', 'js'].map((e) => `src/main.${e}`))
}

/** What holds the app until the mock answers: an edit of its entry where that is safe, a file of its own where it has none. */
function entryActions(project: Project, start: string): { actions: Action[]; next: string[] } {
  const ts = project.typescript
  const awaitIn = (path: string): Action => ({
    kind: 'edit',
    path,
    what: 'await enableMocking() before the app',
    edit: (text) =>
      awaitBeforeApp(
        text,
        `import { enableMocking } from '${importPath(project, path, start)}'`,
        `// The mock answers in the page before the app's first request (development and demo builds: ${configPath(project)}).\nawait enableMocking()`,
        'enableMocking',
      ),
    manual: `in ${path}, before the app's first request: import { enableMocking } from '${importPath(project, path, start)}', then await enableMocking()`,
  })
  if (project.framework === 'vite') {
    const entry = viteEntry(project)
    return entry
      ? { actions: [awaitIn(entry)], next: [] }
      : { actions: [], next: [`in the app's entry, before its first request: await enableMocking() from './${start}'`] }
  }
  if (project.framework === 'sveltekit') {
    const hooks = project.find('src/hooks.client.ts', 'src/hooks.client.js')
    if (!hooks)
      return {
        actions: [{ kind: 'file', path: `src/hooks.client.${ts ? 'ts' : 'js'}`, content: svelteKitHooks(ts, '$lib/mocks/browser') }],
        next: [],
      }
    return {
      actions: [],
      next: [`in ${hooks}: export const init = enableMocking (from '$lib/mocks/browser'), or await it in your own init`],
    }
  }
  if (project.framework === 'react-router') {
    const entry = project.find('app/entry.client.tsx', 'app/entry.client.jsx', 'app/entry.client.ts', 'app/entry.client.js')
    if (entry) return { actions: [awaitIn(entry)], next: [] }
    return {
      actions: [{ kind: 'file', path: `app/entry.client.${ts ? 'tsx' : 'jsx'}`, content: reactRouterEntry('./mocks/browser') }],
      next: [],
    }
  }
  if (project.framework === 'next') {
    const app = project.find('src/app') ?? 'app'
    const layout = project.find(...['tsx', 'jsx', 'js', 'ts'].map((e) => `${app}/layout.${e}`)) ?? `${app}/layout.${ts ? 'tsx' : 'jsx'}`
    const importLine = "import { MockProvider } from './mock-provider'"
    return {
      actions: [
        {
          kind: 'edit',
          path: layout,
          what: '<MockProvider>{children}</MockProvider>',
          edit: (text) => wrapChildren(text, importLine),
          manual: `wrap the children of ${app}/layout in it: ${importLine}, then <MockProvider>{children}</MockProvider>`,
        },
        // A production build leaves the mock's code out only where the variable is known when it is built.
        {
          kind: 'edit',
          path: '.env.production',
          what: 'NEXT_PUBLIC_MOCK=off',
          edit: (text) =>
            setEnv(
              text,
              'NEXT_PUBLIC_MOCK',
              'off',
              'No mock in the page of a production build (NEXT_PUBLIC_MOCK=page next build makes a demo).',
            ),
          manual: 'in .env.production: NEXT_PUBLIC_MOCK=off',
          create: true,
        },
      ],
      next: [],
    }
  }
  return project.framework === 'nuxt' ? { actions: [nuxtRuntimeConfig(project)], next: [] } : { actions: [], next: [] }
}

/** A script that builds the demo: the app with the mock in its page, as a production build. */
function demoScript(project: Project): Action | undefined {
  const command = { vite: 'vite build --mode demo', sveltekit: 'vite build --mode demo', 'react-router': 'react-router build --mode demo' }[
    project.framework as 'vite'
  ] as string | undefined
  if (!command) return undefined
  return {
    kind: 'edit',
    path: 'package.json',
    what: `"build:demo": "${command}"`,
    edit: (text) => addScript(text, 'build:demo', command),
    manual: `in package.json's scripts: "build:demo": "${command}"`,
  }
}

/**
 * The browser: MSW's worker script in the folder the framework serves, the app's config (the
 * service's URL, the mode), the file that starts the mock in the page, and the app's entry
 * holding its first request until the mock answers (an edit where it is safe, else the line to add).
 * @example
 * browserRecipe(project).actions.map((action) => action.kind) // ['run', 'file', 'file', 'edit', 'edit']
 */
export function browserRecipe(project: Project): Recipe {
  const ts = project.typescript
  const start = pageStartPath(project)
  const config = configPath(project)
  const content =
    project.framework === 'next'
      ? nextProvider(ts, importPath(project, start, config))
      : project.framework === 'nuxt'
        ? nuxtPlugin(ts, importPath(project, start, config))
        : project.framework === 'plain'
          ? plainStart(ts, importPath(project, start, config))
          : viteStart(ts, importPath(project, start, config))
  const entry = entryActions(project, start)
  const demo = demoScript(project)
  const env = appEnv(project.framework)
  // As a module of the app's source folder imports it.
  const configImport =
    project.framework === 'sveltekit' ? '$lib/mocks/config' : importPath(project, `${project.mocksDir}/../app.${ts ? 'ts' : 'js'}`, config)
  return {
    setup: 'browser',
    actions: [
      workerInit(project.publicDir),
      ...configActions(project),
      { kind: 'file', path: start, content },
      ...entry.actions,
      ...(demo ? [demo] : []),
    ],
    devDependencies: ['msw'],
    next: [
      ...entry.next,
      project.framework === 'nuxt'
        ? `read the service's URL in the app from ${config}: apiSettings(useRuntimeConfig().public).apiUrl`
        : `read the service's URL in the app from ${config}: import { API_URL } from '${configImport}'`,
      ...(project.framework === 'plain'
        ? ["call enableMocking() from the page's start file before the app's first request, in development builds only"]
        : [
            `set the service's URL for production builds: ${env.apiUrl}=https://… (${project.framework === 'nuxt' ? 'the environment of the server' : '.env.production'})`,
            ...(demo ? [`build the demo, the mock in its page: ${runScriptCommand(project.packageManager, 'build:demo').join(' ')}`] : []),
          ]),
      ...(['sveltekit', 'react-router', 'nuxt', 'next'].includes(project.framework)
        ? [
            "requests made while rendering on the server do not reach the page's mock: make them from the browser, or use the standalone server (docs/browser.md)",
          ]
        : []),
    ],
  }
}
