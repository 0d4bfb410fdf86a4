import type { EditResult } from './config-edit.js'
import { configObject, insertProperty, literalOf, objectElements, properties, type Span } from './config-scan.js'

/** `npm run build`, `pnpm build`, `yarn build`, `bun run build`: a production build, followed by the end of the command or `&&`. */
const BUILD = /\b((?:npm|pnpm|bun)(?: run)? build|yarn build)(?=\s*(&&|$|'|"))/

/** The config object: `defineConfig({…})` (typed or not) or `export default {…}`. */
const OPENER = /defineConfig(?:<[^>]*>)?\(\s*$|export default\s*$/

/**
 * Turns a Playwright config of the user's own to page mode, where it leaves no doubt how:
 * `mockMode: 'page'` in its `use` (one made when it has none), and a web server that builds the
 * app for production (`npm run build && npm run preview`, as SvelteKit's writes it) builds the
 * demo instead, the app with its page's mock (`build:demo`). A config built by code is left to the user.
 * @example
 * toPageMode("export default defineConfig({\n  webServer: { command: 'npm run build && npm run preview', port: 4173 },\n})\n")
 * // { text: "export default defineConfig({\n  use: { mockMode: 'page' },\n  webServer: { command: 'npm run build:demo && npm run preview', port: 4173 },\n})\n" }
 */
export function toPageMode(text: string, typescript = false): EditResult {
  const result = pageMode(text)
  if (typeof result !== 'object' || !typescript || !/defineConfig\(/.test(result.text)) return result
  // The fixtures' options typed in `use`, as the config init writes has them.
  return {
    text: `import type { MockFixtureOptions } from 'doc-workspace-mock/playwright'\n${result.text.replace(/defineConfig\(/, 'defineConfig<MockFixtureOptions>(')}`,
  }
}

function pageMode(text: string): EditResult {
  if (/\bmockMode\s*:/.test(text)) return 'present'
  const config = configObject(text, OPENER)
  const own = config && properties(text, config)
  if (!config || !own) return 'unsafe'
  // The web servers' commands first (later in the text than `use` may be): each edit leaves the text before it as it was.
  const server = own.find((property) => property.key === 'webServer')
  const servers: Span[] = server
    ? text[server.value.start] === '['
      ? objectElements(text, literalOf(text, server, '[') ?? { open: 0, close: 0 })
      : [literalOf(text, server, '{')].filter((span): span is Span => span !== undefined)
    : []
  let edited = text
  for (const span of [...servers].sort((a, b) => b.open - a.open)) {
    const command = properties(edited, span)?.find((property) => property.key === 'command')
    if (!command) continue
    const value = edited.slice(command.value.start, command.value.end)
    if (BUILD.test(value))
      edited = `${edited.slice(0, command.value.start)}${value.replace(BUILD, '$1:demo')}${edited.slice(command.value.end)}`
  }
  const after = configObject(edited, OPENER)!
  const use = properties(edited, after)!.find((property) => property.key === 'use')
  if (!use) return { text: insertProperty(edited, after, 'use', "{ mockMode: 'page' }") }
  const useObject = literalOf(edited, use, '{')
  if (!useObject || !properties(edited, useObject)) return 'unsafe'
  return { text: insertProperty(edited, useObject, 'mockMode', "'page'") }
}
