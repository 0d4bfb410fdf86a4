import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cell } from './contract-page.js'
import type { Entry, EntryExport } from './entry-exports.js'

/**
 * docs/entries.md, written from the package's built declaration files by `npm run readme:figures`:
 * every entry point and every name it exports, as a consumer's editor sees them, the deprecated ones
 * apart with what to use instead. test/integration/declarations.test.ts fails when the committed page
 * is not what the packed package's declarations render.
 */

/** What each entry point is for, in a sentence: an entry not listed here stops the page, so a new one gets its line. */
const PURPOSES: Record<string, string> = {
  'doc-workspace-mock':
    'The mock itself: `createMock` (with its MSW handlers), and what a user of it calls or names: scenarios, fixtures, clocks, the errors it throws, state files, the journal, conditions, the records of its store.',
  'doc-workspace-mock/node':
    "Node test suites (Vitest, Jest, `node:test`, Bun): `setupMockServer` intercepts `fetch` in the process; a run's coverage files.",
  'doc-workspace-mock/browser':
    "The browser: `startMockWorker` answers the page's requests through MSW's service worker, with the devtools panel.",
  'doc-workspace-mock/server':
    'The standalone HTTP server on `node:http`: `startMockServer`, or a request listener for a server of your own.',
  'doc-workspace-mock/fetch': 'The whole server as one Fetch handler, for Bun, Deno, Workers or any host of `(Request) => Response`.',
  'doc-workspace-mock/cloudflare': 'Cloudflare Workers, with one Durable Object per session.',
  'doc-workspace-mock/client': "A typed client of a running server's control routes (`/__mock/…`).",
  'doc-workspace-mock/coverage':
    'API coverage reports as data: collect the counts of a process, add them up, check them against thresholds, render them.',
  'doc-workspace-mock/openapi': "The contract's types, for a typed client such as openapi-fetch.",
  'doc-workspace-mock/playwright':
    "Playwright's `test` and `expect`, with the mock's fixtures: a session of the server per test, or the page's own mock.",
  'doc-workspace-mock/vitest': 'The Vitest reporters of API coverage and of Pact contracts.',
  'doc-workspace-mock/vitest-setup': "Vitest's setup file for those reporters.",
  'doc-workspace-mock/jest-setup': "Jest's setup file for its reporters.",
  'doc-workspace-mock/jest-reporter': 'The Jest reporter of API coverage.',
  'doc-workspace-mock/jest-pact-reporter': 'The Jest reporter of Pact contracts.',
}

/**
 * A section's heading: the subpath (`/coverage`), the root by its name. Its anchor is then the same on GitHub
 * and on the site (a slash inside a heading is dropped by one and made a hyphen by the other).
 */
const heading = (specifier: string): string => specifier.replace(/^doc-workspace-mock(?=\/)/, '')
const anchor = (specifier: string): string => heading(specifier).replace(/^\//, '')

function currentRow(name: EntryExport): string {
  const schema = name.valueDeprecated ? ` As a value (its zod schema), deprecated: ${name.valueDeprecated}` : ''
  return `| \`${name.name}\` | ${name.kind} | ${cell(`${name.summary}${schema}`)} |`
}

/**
 * The page, from the entries of the built package.
 * @example
 * writeFileSync('docs/entries.md', renderEntriesPage(readDeclarations(folder).entries))
 */
export function renderEntriesPage(entries: readonly Entry[]): string {
  const out = [
    '# Entry points',
    '',
    "<!-- Written from the package's built declarations by `npm run readme:figures`; test/integration/declarations.test.ts fails when it is stale. -->",
    '',
    "Every entry point of the package and every name it exports, as the package's declaration files",
    'give them to your editor. A name marked deprecated still works, and leaves in the next minor release;',
    'its line says what to use instead. [The mock in code](mock-api.md) shows the mock at work.',
    '',
    '| entry | for | exports |',
    '|---|---|---|',
  ]
  for (const entry of entries) {
    const purpose = PURPOSES[entry.specifier]
    if (!purpose) throw new Error(`${entry.specifier}: say what the entry is for in PURPOSES (test/support/entries-page.ts)`)
    const current = entry.exports.filter((name) => !name.deprecated).length
    out.push(`| [\`${entry.specifier}\`](#${anchor(entry.specifier)}) | ${cell(purpose)} | ${current} |`)
  }
  for (const entry of entries) {
    out.push('', `## \`${heading(entry.specifier)}\``, '', `**\`${entry.specifier}\`**. ${cell(PURPOSES[entry.specifier]!)}`, '')
    const current = entry.exports.filter((name) => !name.deprecated)
    const deprecated = entry.exports.filter((name) => name.deprecated)
    if (entry.exports.length === 0) out.push('It exports nothing: the runner loads it for what it does when loaded.')
    else if (current.length) out.push('| name | kind | what it is |', '|---|---|---|', ...current.map(currentRow))
    if (deprecated.length)
      out.push(
        '',
        `Deprecated, still exported until the next minor release (${deprecated.length}):`,
        '',
        '| name | kind | instead |',
        '|---|---|---|',
        ...deprecated.map((name) => `| \`${name.name}\` | ${name.kind} | ${cell(name.deprecated ?? '')} |`),
      )
  }
  return `${out.join('\n')}\n`
}

/**
 * This checkout's package, its declaration files built as `npm run build` builds them, in a
 * temporary folder (removed by the returned function): what the page is written from.
 * @example
 * const { folder, remove } = buildDeclarations()
 */
export function buildDeclarations(): { folder: string; remove: () => void } {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const folder = mkdtempSync(join(tmpdir(), 'dwm-declarations-'))
  copyFileSync(join(root, 'package.json'), join(folder, 'package.json'))
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir')
  // The contract's types entry (doc-workspace-mock/openapi) ships from src/ as it is, not from dist/.
  mkdirSync(join(folder, 'src/openapi'), { recursive: true })
  copyFileSync(join(root, 'src/openapi/openapi.d.ts'), join(folder, 'src/openapi/openapi.d.ts'))
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', join(folder, 'dist')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}
