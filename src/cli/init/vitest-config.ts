import type { EditResult } from './config-edit.js'
import {
  configObject,
  insertProperty,
  literalOf,
  objectElements,
  prependElement,
  properties,
  stringElements,
  type Property,
  type Span,
} from './config-scan.js'

/** The one config object of a Vitest or Vite config: `defineConfig({…})`, `defineProject({…})` or `export default {…}`. */
const OPENER = /(?:defineConfig|defineProject)\(\s*$|export default\s*$/

/** Where a test block runs its files: in Node (a DOM environment included) or in a browser (Vitest's browser mode). */
export type TestsIn = 'node' | 'browser'

/** Whether a `test` object runs its files in a browser: a `browser` setting, or an environment that is neither Node nor a DOM in Node (Nuxt's is one). */
function inBrowser(text: string, settings: readonly Property[]): boolean {
  const environment = settings.find((property) => property.key === 'environment')
  return (
    settings.some((property) => property.key === 'browser') ||
    Boolean(
      environment && !/^['"](node|jsdom|happy-dom|edge-runtime|nuxt)['"]$/.test(text.slice(environment.value.start, environment.value.end)),
    )
  )
}

/**
 * The `test` objects a setting of the tests that run in `where` goes in: the config's own, or,
 * where it splits its tests into projects, those of the projects that run there (a Node project's
 * setup cannot load in a browser, nor the other way round). Undefined when the text leaves doubt
 * (no single config object, a `test` built by code, a spread) or has no tests that run there.
 */
function testBlocks(text: string, where: TestsIn): { config: Span; blocks: Span[] | 'none' } | undefined {
  const config = configObject(text, OPENER)
  const own = config && properties(text, config)
  if (!config || !own) return undefined
  const testProperty = own.find((property) => property.key === 'test')
  if (!testProperty) return where === 'node' ? { config, blocks: 'none' } : undefined
  const test = literalOf(text, testProperty, '{')
  const testOwn = test && properties(text, test)
  if (!test || !testOwn) return undefined
  const projectsProperty = testOwn.find((property) => property.key === 'projects')
  if (!projectsProperty) return inBrowser(text, testOwn) === (where === 'browser') ? { config, blocks: [test] } : undefined
  const projects = literalOf(text, projectsProperty, '[')
  if (!projects) return undefined
  const blocks: Span[] = []
  for (const project of objectElements(text, projects)) {
    const projectOwn = properties(text, project)
    const projectTest =
      projectOwn &&
      literalOf(
        text,
        projectOwn.find((property) => property.key === 'test'),
        '{',
      )
    const settings = projectTest && properties(text, projectTest)
    if (!projectTest || !settings) return undefined
    if (inBrowser(text, settings) === (where === 'browser')) blocks.push(projectTest)
  }
  return blocks.length ? { config, blocks } : undefined
}

/**
 * Whether a Vitest config runs tests in a browser (Vitest's browser mode: SvelteKit's component
 * tests, as `sv add vitest` writes them), which need the mock in the page rather than in Node.
 * @example
 * hasBrowserTests("export default defineConfig({ test: { browser: { enabled: true } } })") // true
 */
export const hasBrowserTests = (text: string): boolean => testBlocks(text, 'browser') !== undefined

/**
 * Applies `change` to each block, the last first, so that the earlier ones stay where they were
 * found; `change` answers undefined when a block cannot be changed safely, and then nothing is.
 */
function eachBlock(text: string, blocks: readonly Span[], change: (text: string, block: Span) => string | undefined): string | undefined {
  let edited = text
  for (const block of [...blocks].sort((a, b) => b.open - a.open)) {
    const next = change(edited, block)
    if (next === undefined) return undefined
    edited = next
  }
  return edited
}

/**
 * Adds the mock's setup file to `setupFiles` of a Vitest config's tests that run in `where`: the
 * config's `test` (one made for Node tests when it has none), or each such project's where the
 * tests are split in projects (a project in the browser cannot load the Node mock, nor Node the
 * page's). Anything less clear is left to the user.
 * @example
 * addSetupFile("export default defineConfig({\n  test: { environment: 'node' },\n})\n", './test/setup.ts')
 * // { text: "export default defineConfig({\n  test: {\n    setupFiles: ['./test/setup.ts'], environment: 'node' },\n})\n" }
 */
export function addSetupFile(text: string, setup: string, where: TestsIn = 'node'): EditResult {
  if (text.includes(`'${setup}'`) || text.includes(`"${setup}"`)) return 'present'
  const found = testBlocks(text, where)
  if (!found) return 'unsafe'
  if (found.blocks === 'none') return { text: insertProperty(text, found.config, 'test', `{ setupFiles: ['${setup}'] }`) }
  const edited = eachBlock(text, found.blocks, (current, block) => {
    const setupFiles = properties(current, block)!.find((property) => property.key === 'setupFiles')
    if (!setupFiles) return insertProperty(current, block, 'setupFiles', `['${setup}']`)
    const array = literalOf(current, setupFiles, '[')
    return array && prependElement(current, array, `'${setup}'`)
  })
  return edited === undefined ? 'unsafe' : { text: edited }
}

/** Whether a Vitest `include` pattern can reach files under `folder` (a pattern of another folder cannot). */
const reaches = (pattern: string, folder: string): boolean => {
  const plain = pattern.replace(/^\.\//, '')
  return /^[*{]/.test(plain) || plain.startsWith(`${folder}/`) || !plain.includes('/')
}

/** `import { configDefaults } from 'vitest/config'` where the text has none: added to its import of vitest/config, or as a line of its own. */
function withConfigDefaults(text: string): string {
  if (/import\s*(?:type\s*)?\{[^}]*\bconfigDefaults\b[^}]*\}/.test(text)) return text
  const named = /import\s*\{([^}]*)\}\s*from\s*(['"])vitest\/config\2/.exec(text)
  if (named)
    return `${text.slice(0, named.index)}import { configDefaults,${named[1]!.replace(/^\s*/, ' ')}}${text.slice(named.index + named[0].indexOf('}') + 1)}`
  return `import { configDefaults } from 'vitest/config'\n${text}`
}

/**
 * Keeps Vitest out of the end-to-end tests' folder (Playwright's `test()` throws when Vitest runs
 * it): `'<folder>/**'` added to `exclude` of each test block (Node's or the browser's) whose `include` reaches the
 * folder (Vitest's default include reaches every folder), Vitest's own defaults kept.
 * @example
 * excludeFolder("import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: {} })\n", 'e2e')
 * // { text: "import { configDefaults, defineConfig } from 'vitest/config'\n…test: {\n  exclude: [...configDefaults.exclude, 'e2e/**'],}…" }
 */
export function excludeFolder(text: string, folder: string): EditResult {
  const entry = `'${folder}/**'`
  if (text.includes(entry) || text.includes(`"${folder}/**"`)) return 'present'
  const node = testBlocks(text, 'node')
  const browser = testBlocks(text, 'browser')
  if (!node && !browser) return 'unsafe'
  if (node?.blocks === 'none')
    return { text: withConfigDefaults(insertProperty(text, node.config, 'test', `{ exclude: [...configDefaults.exclude, ${entry}] }`)) }
  // Node's and the browser's alike: either would run Playwright's files where its include reaches them.
  const blocks = [node, browser].flatMap((found) => (found && found.blocks !== 'none' ? found.blocks : []))
  const reaching: Span[] = []
  for (const block of blocks) {
    const include = properties(text, block)!.find((property) => property.key === 'include')
    const array = literalOf(text, include, '[')
    const patterns = array && stringElements(text, array)
    // An include built by code: whether it reaches the folder is in doubt.
    if (include && !patterns) return 'unsafe'
    if (!patterns || patterns.some((pattern) => reaches(pattern, folder))) reaching.push(block)
  }
  if (!reaching.length) return 'present'
  const edited = eachBlock(text, reaching, (current, block) => {
    const exclude = properties(current, block)!.find((property) => property.key === 'exclude')
    if (!exclude) return insertProperty(current, block, 'exclude', `[...configDefaults.exclude, ${entry}]`)
    const array = literalOf(current, exclude, '[')
    return array && prependElement(current, array, entry)
  })
  if (edited === undefined) return 'unsafe'
  // Vitest's own defaults (node_modules, .git) kept where the block had no exclude of its own.
  return { text: edited.includes('...configDefaults.exclude') ? withConfigDefaults(edited) : edited }
}
