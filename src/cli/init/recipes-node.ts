import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { addToArray } from './config-edit.js'
import { API_URL, DEMO_TOKEN, sibling, type Action, type Recipe } from './plan.js'
import type { Project } from './project.js'

const CONFIG_EXTS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs']

/** The module that makes the mock, one per test file (README and docs "Node tests"). */
const mockModule = `import { setupMockServer } from 'doc-workspace-mock/node'

/** Where the code under test thinks the service lives; nothing there is reached, the mock answers in this process. */
export const API_URL = '${API_URL}'

/** One mock per test file: each file runs with modules of its own, so files never see each other's data. */
export const mock = setupMockServer({ baseUrl: API_URL })
`

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

/** Where the config of a project with neither a Vitest nor a Jest config goes: `.mjs` outside an ES module package. */
const newConfigName = (project: Project, tool: string): string =>
  `${tool}.config.${project.typescript && tool === 'vitest' ? 'ts' : project.esm ? 'js' : 'mjs'}`

const read = (project: Project, file: string): string => readFileSync(join(project.dir, file), 'utf8')

/**
 * Vitest: the mock's module, its setup file, a first test, and the setup file named in the config
 * (an existing one edited where that is safe, a new one otherwise; docs "Vitest").
 */
export function vitestRecipe(project: Project): Recipe {
  const { ext } = project
  const setup = `./test/setup.${ext}`
  const vitestConfig = project.find(...CONFIG_EXTS.map((e) => `vitest.config.${e}`))
  const viteConfig = project.find(...CONFIG_EXTS.map((e) => `vite.config.${e}`))
  const testBlock = /(^|[\s{,])test\s*:\s*\{/
  const edit = (path: string, safe = true): Action => ({
    kind: 'edit',
    path,
    what: `setupFiles: '${setup}'`,
    edit: (text) => (safe ? addToArray(text, 'setupFiles', setup, testBlock) : 'unsafe'),
    manual: `add the mock's setup file to the test block of ${path}: setupFiles: ['${setup}'],`,
  })
  let config: Action
  if (vitestConfig) config = edit(vitestConfig)
  else if (viteConfig && testBlock.test(read(project, viteConfig))) config = edit(viteConfig)
  else if (viteConfig && /defineConfig\(\s*\{/.test(read(project, viteConfig)))
    // Vitest reads vitest.config.* instead of vite.config.*: merged, the app's plugins still apply to tests.
    // Imported by its file name, extension and all, as Vite's native config loader asks.
    config = {
      kind: 'file',
      path: newConfigName(project, 'vitest'),
      content: `import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './${viteConfig}'

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Starts the mock before each test file, resets it after every test, stops it at the end.
    test: { setupFiles: ['${setup}'] },
  }),
)
`,
    }
  // A config built by a function: no edit is safe.
  else if (viteConfig) config = edit(viteConfig, false)
  else
    config = {
      kind: 'file',
      path: newConfigName(project, 'vitest'),
      content: `import { apiCoverage } from 'doc-workspace-mock/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    setupFiles: [
      // Counts the requests each test file's mock answers, for the API coverage reporter.
      'doc-workspace-mock/vitest-setup',
      // Starts the mock before each test file, resets it after every test, stops it at the end.
      '${setup}',
    ],
    // Merges every file's counts at the end of the run: a summary, and api-coverage/api-coverage.{json,md,html}.
    reporters: ['default', apiCoverage()],
  },
})
`,
    }
  return {
    setup: 'vitest',
    actions: [
      { kind: 'file', path: `test/mock.${ext}`, content: mockModule },
      { kind: 'file', path: `test/setup.${ext}`, content: setupModule(ext, 'vitest') },
      { kind: 'file', path: `test/mock.test.${ext}`, content: firstTest(ext, 'vitest') },
      config,
    ],
    devDependencies: ['msw', 'vitest'],
    next: [`run the first test: ${project.packageManager === 'npm' ? 'npx' : project.packageManager} vitest run test/mock.test.${ext}`],
  }
}

/** Jest, as ES modules (the package and msw are ESM only): the same three files and the config (docs "Jest"). */
export function jestRecipe(project: Project): Recipe {
  const { ext } = project
  const setup = `./test/setup.${ext}`
  const jestConfig = project.find(...CONFIG_EXTS.map((e) => `jest.config.${e}`))
  const inPackageJson = 'jest' in (JSON.parse(read(project, 'package.json')) as object)
  const config: Action =
    jestConfig || inPackageJson
      ? {
          kind: 'edit',
          path: jestConfig ?? 'package.json',
          what: `setupFilesAfterEnv: '${setup}'`,
          edit: (text) =>
            jestConfig ? addToArray(text, 'setupFilesAfterEnv', setup, /(export default|module\.exports\s*=)\s*\{/) : 'unsafe',
          manual: `add the mock's setup file to Jest's config in ${jestConfig ?? 'package.json'}: setupFilesAfterEnv: ['${setup}']`,
        }
      : {
          kind: 'file',
          path: newConfigName(project, 'jest'),
          content: `/** @type {import('jest').Config} */
export default {
${
  project.typescript
    ? `  // TypeScript compiled to ES modules, which Jest runs with node --experimental-vm-modules.
  preset: 'ts-jest/presets/default-esm',
  // \`import … from './mock.js'\` in TypeScript names the .ts file.
  moduleNameMapper: { '^(\\\\.{1,2}/.*)\\\\.js$': '$1' },
`
    : ''
}  setupFilesAfterEnv: [
    // Counts the requests each test file's mock answers, for the API coverage reporter.
    'doc-workspace-mock/jest-setup',
    // Starts the mock before each test file, resets it after every test, stops it at the end.
    '${setup}',
  ],
  // Merges every file's counts, from every worker: a summary, and api-coverage/api-coverage.{json,md,html}.
  reporters: ['default', 'doc-workspace-mock/jest-reporter'],
}
`,
        }
  const esmNote =
    project.esm || !project.typescript ? [] : ['ts-jest compiles to ES modules in a package of "type": "module": add it to package.json']
  return {
    setup: 'jest',
    actions: [
      { kind: 'file', path: `test/mock.${ext}`, content: mockModule },
      { kind: 'file', path: `test/setup.${ext}`, content: setupModule(ext, 'jest') },
      { kind: 'file', path: `test/mock.test.${ext}`, content: firstTest(ext, 'jest') },
      config,
    ],
    devDependencies: ['msw', 'jest', ...(project.typescript ? ['ts-jest', '@types/jest'] : [])],
    next: [
      ...esmNote,
      'run Jest in its ES module mode (the package and msw are ES modules only), e.g. as the "test" script of package.json:',
      '  node --experimental-vm-modules node_modules/jest/bin/jest.js',
    ],
  }
}
