import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { e2eLayout } from './e2e-layout.js'
import { NUXT_VITEST_NEEDS, nuxtVitestConfig } from './nuxt-vitest-config.js'
import type { Action } from './plan.js'
import type { Project } from './project.js'
import { addSetupFile, excludeFolder, hasBrowserTests } from './vitest-config.js'

const CONFIG_EXTS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs']

/** Where a Vitest config the project has not got goes: `.mts` or `.mjs` outside an ES module package (Next.js's), whose loader would warn of ESM in a CommonJS file. */
const newConfigName = (project: Project): string =>
  `vitest.config.${project.typescript ? (project.esm ? 'ts' : 'mts') : project.esm ? 'js' : 'mjs'}`

const read = (project: Project, file: string): string => readFileSync(join(project.dir, file), 'utf8')

/** The config Vitest reads that init may edit: vitest.config.*, else a vite.config.* with a `test` block. */
function existingConfig(project: Project): string | undefined {
  const vitest = project.find(...CONFIG_EXTS.map((e) => `vitest.config.${e}`))
  if (vitest) return vitest
  const vite = project.find(...CONFIG_EXTS.map((e) => `vite.config.${e}`))
  return vite && /(^|[\s{,])test\s*:\s*\{/.test(read(project, vite)) ? vite : undefined
}

/**
 * The Vitest config init writes where the project has none: the mock's setup file, the API coverage
 * reporter, and the end-to-end tests' folder left out. In a Vite app it merges the app's own
 * config (its plugins apply to the tests too), except React Router's, whose plugin builds the
 * whole app and is not for tests. Nuxt's is Nuxt's own test environment.
 */
function newConfig(project: Project, setup: string | undefined, playwright: boolean): string {
  const keepOut = playwright ? e2eLayout(project, project.ext).keepOut : undefined
  if (project.framework === 'nuxt' && setup) return nuxtVitestConfig(setup, keepOut)
  const vite = project.find(...CONFIG_EXTS.map((e) => `vite.config.${e}`))
  const merge = vite && project.framework !== 'react-router' && /defineConfig\(\s*\{/.test(read(project, vite)) ? vite : undefined
  const lines = [
    ...(setup
      ? [
          '    setupFiles: [',
          ...(merge
            ? []
            : [
                "      // Counts the requests each test file's mock answers, for the API coverage reporter.",
                "      'doc-workspace-mock/vitest-setup',",
              ]),
          '      // Starts the mock before each test file, resets it after every test, stops it at the end.',
          `      '${setup}',`,
          '    ],',
        ]
      : []),
    ...(keepOut
      ? [
          "    // The end-to-end tests are Playwright's: Vitest would fail on their test().",
          `    exclude: [...configDefaults.exclude, '${keepOut}/**'],`,
        ]
      : []),
    ...(setup && !merge
      ? [
          "    // Merges every file's counts at the end of the run: a summary, and api-coverage/api-coverage.{json,md,html}.",
          "    reporters: ['default', apiCoverage()],",
        ]
      : []),
  ]
  const component = merge ? undefined : componentSupport(project)
  const svelte = project.framework === 'vite' && project.dependencies.has('svelte')
  const test = [
    ...(component ? [`  // Components compile in tests as in the app.\n  plugins: [${component.call}],`] : []),
    // Svelte's browser build under jsdom (its server build has no mount()); the Node mock's entries resolve as before.
    ...(svelte
      ? [
          "  // Svelte's components mount under jsdom: its browser build, as Svelte's testing docs set it.",
          "  resolve: { conditions: ['browser'] },",
        ]
      : []),
    `  test: {\n${lines.join('\n')}\n  },`,
  ].join('\n')
  const imports = [
    ...(component ? [component.import] : []),
    ...(setup && !merge ? ["import { apiCoverage } from 'doc-workspace-mock/vitest'"] : []),
    `import { ${keepOut ? 'configDefaults, ' : ''}defineConfig${merge ? ', mergeConfig' : ''} } from 'vitest/config'`,
    // Imported by its file name, extension and all, as Vite's native config loader asks.
    ...(merge ? [`import viteConfig from './${merge}'`] : []),
  ]
  if (merge)
    return `${imports.join('\n')}\n\n// Vitest reads this file instead of ${merge}: merged, the app's plugins still apply to tests.\nexport default mergeConfig(\n  viteConfig,\n  defineConfig({\n${test.replace(/^/gm, '  ')}\n  }),\n)\n`
  return `${imports.join('\n')}\n\nexport default defineConfig({\n${test}\n})\n`
}

/** The plugin a framework's components need to compile in Vitest, where no Vite config of the app's is merged. */
function componentSupport(project: Project): { import: string; call: string; dependency: string } | undefined {
  if (project.framework === 'next' || project.framework === 'react-router')
    return { import: "import react from '@vitejs/plugin-react'", call: 'react()', dependency: '@vitejs/plugin-react' }
  return undefined
}

/**
 * The packages the Vitest config init writes needs besides Vitest: the framework's component
 * plugin (React's for Next.js and React Router), or Nuxt's test environment, where init writes the config.
 * @example
 * vitestConfigNeeds(project) // ['@vitejs/plugin-react'] in a Next.js app without a Vitest config
 */
export function vitestConfigNeeds(project: Project): string[] {
  if (existingConfig(project)) return []
  if (project.framework === 'nuxt') return [...NUXT_VITEST_NEEDS]
  const component = componentSupport(project)
  return component ? [component.dependency] : []
}

/**
 * The Vitest config with the mock's setup file: the project's own edited where that is safe (its
 * Node tests' `setupFiles`, each Node project's where it has projects), else a new one; with
 * Playwright in the project, Vitest kept out of the end-to-end tests' folder.
 * @example
 * vitestConfigActions(project, './test/setup.ts', false) // [{ kind: 'file', path: 'vitest.config.ts', … }]
 */
export function vitestConfigActions(project: Project, setup: string, playwright: boolean): Action[] {
  const config = existingConfig(project)
  const viteByFunction = !config && project.find(...CONFIG_EXTS.map((e) => `vite.config.${e}`))
  if (viteByFunction && project.framework !== 'react-router' && !/defineConfig\(\s*\{/.test(read(project, viteByFunction)))
    // A config built by a function: no edit is safe.
    return [
      {
        kind: 'edit',
        path: viteByFunction,
        what: `setupFiles: '${setup}'`,
        edit: () => 'unsafe',
        manual: `add the mock's setup file to the test block of ${viteByFunction}: setupFiles: ['${setup}'],`,
      },
    ]
  if (!config) return [{ kind: 'file', path: newConfigName(project), content: newConfig(project, setup, playwright) }]
  const keepOut = playwright ? e2eLayout(project, project.ext).keepOut : undefined
  return [
    {
      kind: 'edit',
      path: config,
      what: `setupFiles: '${setup}'`,
      edit: (text) => addSetupFile(text, setup),
      manual: `add the mock's setup file to the Node tests' block of ${config}: setupFiles: ['${setup}'],`,
    },
    ...(keepOut ? keepVitestOut(project, keepOut) : []),
  ]
}

/**
 * Keeps Vitest out of the end-to-end tests' folder: in its config where there is one (an edit
 * where it is safe), else in a new config that does only that.
 * @example
 * keepVitestOut(project, 'e2e') // [{ kind: 'edit', path: 'vitest.config.ts', what: "exclude: 'e2e/**'", … }]
 */
export function keepVitestOut(project: Project, folder: string): Action[] {
  const config = existingConfig(project)
  if (!config) return [{ kind: 'file', path: newConfigName(project), content: newConfig(project, undefined, true) }]
  return [
    {
      kind: 'edit',
      path: config,
      what: `exclude: '${folder}/**'`,
      edit: (text) => excludeFolder(text, folder),
      manual: `keep Vitest out of the end-to-end tests, in ${config}'s test block: exclude: [...configDefaults.exclude, '${folder}/**'] (configDefaults from 'vitest/config')`,
    },
  ]
}

/**
 * Whether the project's Vitest config runs tests in a browser (Vitest's browser mode), as
 * SvelteKit's component tests do: they get the mock in their page, beside the Node tests' mock.
 * @example
 * runsBrowserTests(project) // true with `sv add vitest`'s client project
 */
export function runsBrowserTests(project: Project): boolean {
  const config = existingConfig(project)
  return config !== undefined && hasBrowserTests(read(project, config))
}

/**
 * The setup file of the tests that run in a browser, in the config's browser projects (an edit
 * where it is safe, else the line to add).
 * @example
 * browserSetupAction(project, './src/lib/mocks/setup.browser.ts') // { kind: 'edit', path: 'vite.config.ts', … }
 */
export function browserSetupAction(project: Project, setup: string): Action {
  const config = existingConfig(project)!
  return {
    kind: 'edit',
    path: config,
    what: `setupFiles: '${setup}' (browser tests)`,
    edit: (text) => addSetupFile(text, setup, 'browser'),
    manual: `add the page's mock to the browser tests' block of ${config}: setupFiles: ['${setup}'],`,
  }
}
