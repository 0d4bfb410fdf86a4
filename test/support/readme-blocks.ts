import { readdirSync, readFileSync } from 'node:fs'

/** A fenced code block of the README or of a page of docs/, with what the line above it asks of the test. */
export interface ReadmeBlock {
  /** The Markdown file it is in, from the project's root: `README.md`, `docs/conditions.md`. */
  readonly file: string
  /** The fence's language: `ts`, `sh`, `js`, `json`… */
  readonly lang: string
  readonly code: string
  /** The line of the opening fence in its file, for messages. */
  readonly line: number
  /**
   * From an HTML comment right above the fence: `<!-- readme: skip, <reason> -->`
   * (shown, not checked, with the reason why), `<!-- readme: server -->` (a
   * shell block run against a fresh standalone server) or
   * `<!-- readme: output, <name> -->` (what a command prints, held to what it
   * prints by the test that runs it: see `findSampleMismatch`).
   */
  readonly directive: { readonly kind: 'skip' | 'server' | 'output'; readonly reason: string } | null
}

const DIRECTIVE = /^<!-- readme: (skip|server|output)(?:, (.+?))? -->$/

/**
 * Every fenced block of a Markdown text, in order; indented fences (inside a
 * list) included.
 * @example
 * readmeBlocks(readFileSync('README.md', 'utf8')).filter((block) => block.lang === 'ts')
 */
export function readmeBlocks(markdown: string, file = 'README.md'): ReadmeBlock[] {
  const lines = markdown.split('\n')
  const blocks: ReadmeBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w+)\s*$/.exec(lines[i] ?? '')
    if (!open) continue
    const indent = open[1] ?? ''
    const start = i
    const body: string[] = []
    for (i++; i < lines.length && (lines[i] ?? '').trim() !== '```'; i++) body.push((lines[i] ?? '').slice(indent.length))
    const above = DIRECTIVE.exec((lines[start - 1] ?? '').trim())
    const directive = above ? { kind: above[1] as 'skip' | 'server' | 'output', reason: above[2] ?? '' } : null
    blocks.push({ file, lang: open[2] ?? '', code: `${body.join('\n')}\n`, line: start + 1, directive })
  }
  return blocks
}

const ROOT = new URL('../../', import.meta.url)

/** The README of this project, read once. */
export const readme = readFileSync(new URL('README.md', ROOT), 'utf8')

/** A Markdown file of the documentation, by its path from the project's root. */
export interface MarkdownFile {
  readonly file: string
  readonly text: string
}

/** The pages of docs/, sorted, from the project's root: the site's own packages (node_modules) and its config aside. */
function docsPages(dir = 'docs'): string[] {
  return readdirSync(new URL(`${dir}/`, ROOT), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .flatMap((entry) =>
      entry.isDirectory() ? docsPages(`${dir}/${entry.name}`) : entry.name.endsWith('.md') ? [`${dir}/${entry.name}`] : [],
    )
    .sort()
}

/** README.md, then every page of docs/: the documentation whose blocks, figures and links the tests hold to the code. */
export const documentation: readonly MarkdownFile[] = ['README.md', ...docsPages()].map((file) => ({
  file,
  text: file === 'README.md' ? readme : readFileSync(new URL(file, ROOT), 'utf8'),
}))

/** Every fenced block of the documentation, each naming its file. */
export const documentationBlocks: readonly ReadmeBlock[] = documentation.flatMap(({ file, text }) => readmeBlocks(text, file))

/** The whole documentation as one text, for what must be said somewhere in it. */
export const documentationText = documentation.map(({ text }) => text).join('\n')

/** Whether a TypeScript block is a test file a runner can run as it stands. */
export const isTestFile = (block: ReadmeBlock): boolean => /from 'vitest'/.test(block.code) && /\b(it|test)\(/.test(block.code)

/**
 * The entry points of `package.json`'s `exports`, each mapped to the source
 * file it is built from: what a block of the documentation imports, checked against the code
 * of this checkout rather than a build that may be stale.
 * @example
 * sourceEntries()['doc-workspace-mock/node'] // 'src/adapters/node/node.ts'
 */
export function sourceEntries(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    name: string
    exports: Record<string, unknown>
  }
  const entries: Record<string, string> = {}
  for (const [key, target] of Object.entries(pkg.exports)) {
    const { default: built, types } =
      typeof target === 'string' ? { default: target, types: undefined } : (target as { default?: string; types?: string })
    if (!built || key === './package.json') continue
    // An entry shipped from src/ as it is (doc-workspace-mock/openapi: types, and an empty module at run time) is read through its types.
    const shipped = !built.startsWith('./dist/') && types?.startsWith('./src/') ? types : built
    const source = shipped.replace(/^\.\//, '').replace(/^dist\/esm\/(.*)\.js$/, 'src/$1.ts')
    entries[key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`] = source
  }
  return entries
}

/**
 * The documentation's sample of what a command prints, by the name of its
 * `<!-- readme: output, <name> -->` directive.
 * @example
 * readmeSample(documentationText, 'coverage-summary')
 */
export function readmeSample(markdown: string, name: string): string {
  const block = readmeBlocks(markdown).find((found) => found.directive?.kind === 'output' && found.directive.reason === name)
  if (!block) throw new Error(`The documentation has no block marked <!-- readme: output, ${name} -->`)
  return block.code
}

/**
 * Where a sample of the documentation stops agreeing with a command's real output,
 * or `null` when it agrees: each line of the sample is a line of the output,
 * in order; a line ending in `…` stands for any line that starts with what
 * comes before it, and a line that is only `…` for any number of lines.
 * @example
 * expect(findSampleMismatch(readmeSample(documentationText, 'coverage-summary'), output)).toBeNull()
 */
export function findSampleMismatch(sample: string, output: string): string | null {
  const lines = output.split('\n').map((line) => line.trimEnd())
  let at = 0
  // The command prints what it prints before the sample starts.
  let skipping = true
  for (const want of sample.trimEnd().split('\n')) {
    if (want.trim() === '…') {
      skipping = true
      continue
    }
    const fits = (line: string): boolean => (want.endsWith('…') ? line.startsWith(want.slice(0, -1)) : line === want)
    let found = -1
    if (skipping) {
      for (let i = at; i < lines.length && found < 0; i++) if (fits(lines[i] ?? '')) found = i
    } else if (fits(lines[at] ?? '')) found = at
    if (found < 0)
      return `the sample's line "${want}" is not${skipping ? ' among the lines' : ' the line'} the command printed next ("${lines[at] ?? '(the end)'}")`
    at = found + 1
    skipping = false
  }
  return null
}
