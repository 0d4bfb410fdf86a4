import { addToArray } from './config-edit.js'
import { configActions, configPath, importPath } from './mode-config.js'
import type { Action, Recipe } from './plan.js'
import type { Project } from './project.js'
import { workerInit } from './recipes-browser.js'

/**
 * Storybook with msw-storybook-addon: the worker script in the folder the app serves, that folder
 * and the addon registered in .storybook/main, and one mock for every story at the app's address
 * (its config, which the stories' components read too; docs "Storybook").
 * @example
 * storybookRecipe(project).devDependencies // ['msw', 'msw-storybook-addon']
 */
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
  const path = `${project.mocksDir}/storybook.${project.typescript ? 'ts' : 'js'}`
  const nuxt = project.framework === 'nuxt'
  const config = importPath(project, path, configPath(project))
  return {
    setup: 'storybook',
    actions: [
      workerInit(project.publicDir),
      register('addons', 'msw-storybook-addon'),
      register('staticDirs', `../${project.publicDir}`),
      ...configActions(project),
      {
        kind: 'file',
        path,
        content: `import { createMock } from 'doc-workspace-mock'
import { ${nuxt ? 'MOCK_API_URL' : 'API_URL'} } from '${config}'

/**
 * One mock for every story, at the address the app's config gives its components. It starts no
 * worker of its own: msw-storybook-addon runs MSW's, and each story hands it the handlers of its
 * scenario or conditions (\`mock.handlersFor(…)\`).
 */
export const mock = createMock({ baseUrl: ${nuxt ? 'MOCK_API_URL' : 'API_URL'} })
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
