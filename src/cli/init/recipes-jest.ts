import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { addToArray } from './config-edit.js'
import { e2eLayout } from './e2e-layout.js'
import type { Action, Recipe } from './plan.js'
import type { Project, Setup } from './project.js'
import { testFiles } from './recipes-node.js'

const CONFIG_EXTS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs']

/**
 * Keeps Jest out of the end-to-end tests' folder (its default testMatch takes their `*.spec.*`
 * files): `<rootDir>/<folder>/` in its config's testPathIgnorePatterns, where that is safe.
 * @example
 * keepJestOut(project, 'e2e') // [{ kind: 'edit', path: 'jest.config.js', … }], or [] with no Jest config
 */
export function keepJestOut(project: Project, folder: string): Action[] {
  const config = project.find(...CONFIG_EXTS.map((e) => `jest.config.${e}`))
  if (!config) return []
  const entry = `<rootDir>/${folder}/`
  return [
    {
      kind: 'edit',
      path: config,
      what: `testPathIgnorePatterns: '${entry}'`,
      edit: (text) => {
        const edited = addToArray(text, 'testPathIgnorePatterns', entry, /(export default|module\.exports\s*=)\s*\{/)
        // A new list replaces Jest's default one: node_modules stays out.
        return typeof edited === 'object' && !/testPathIgnorePatterns\s*:\s*\[[^\]]*node_modules/.test(edited.text)
          ? { text: edited.text.replace(`'${entry}'`, `'/node_modules/', '${entry}'`) }
          : edited
      },
      manual: `keep Jest out of the end-to-end tests, in ${config}: testPathIgnorePatterns: ['/node_modules/', '${entry}']`,
    },
  ]
}

/** Jest's config: the setup file added to the project's own where that is safe, else a new one (ES modules). */
function jestConfig(project: Project, setup: string, playwright: boolean): Action[] {
  const jestConfig = project.find(...CONFIG_EXTS.map((e) => `jest.config.${e}`))
  const inPackageJson = 'jest' in (JSON.parse(readFileSync(join(project.dir, 'package.json'), 'utf8')) as object)
  const keepOut = playwright ? e2eLayout(project, project.ext).keepOut : undefined
  const root = /(export default|module\.exports\s*=)\s*\{/
  if (jestConfig || inPackageJson)
    return [
      {
        kind: 'edit',
        path: jestConfig ?? 'package.json',
        what: `setupFilesAfterEnv: '${setup}'`,
        edit: (text) => (jestConfig ? addToArray(text, 'setupFilesAfterEnv', setup, root) : 'unsafe'),
        manual: `add the mock's setup file to Jest's config in ${jestConfig ?? 'package.json'}: setupFilesAfterEnv: ['${setup}']`,
      },
      ...(keepOut && jestConfig ? keepJestOut(project, keepOut) : []),
    ]
  const ignore = keepOut
    ? `  // The end-to-end tests are Playwright's.\n  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/${keepOut}/'],\n`
    : ''
  return [
    {
      kind: 'file',
      path: `jest.config.${project.esm ? 'js' : 'mjs'}`,
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
${ignore}  // Merges every file's counts, from every worker: a summary, and api-coverage/api-coverage.{json,md,html}.
  reporters: ['default', 'doc-workspace-mock/jest-reporter'],
}
`,
    },
  ]
}

/** Jest, as ES modules (the package and msw are ESM only): the same files and the config (docs "Jest"). */
export function jestRecipe(project: Project, setups: readonly Setup[] = ['jest']): Recipe {
  const playwright =
    setups.includes('playwright') || project.dependencies.has('@playwright/test') || e2eLayout(project, project.ext).config !== undefined
  const setup = `./${project.testDir}/setup.${project.ext}`
  const esmNote =
    project.esm || !project.typescript ? [] : ['ts-jest compiles to ES modules in a package of "type": "module": add it to package.json']
  return {
    setup: 'jest',
    actions: [...testFiles(project, 'jest'), ...jestConfig(project, setup, playwright)],
    devDependencies: ['msw', 'jest', ...(project.typescript ? ['ts-jest', '@types/jest', 'typescript'] : [])],
    next: [
      ...esmNote,
      'run Jest in its ES module mode (the package and msw are ES modules only), e.g. as the "test" script of package.json:',
      '  node --experimental-vm-modules node_modules/jest/bin/jest.js',
    ],
  }
}
