import { readFileSync } from 'node:fs'

/** A fenced code block of the README, with what the line above it asks of the test. */
export interface ReadmeBlock {
  /** The fence's language: `ts`, `sh`, `js`, `json`… */
  readonly lang: string
  readonly code: string
  /** The README line of the opening fence, for messages. */
  readonly line: number
  /**
   * From an HTML comment right above the fence: `<!-- readme: skip, <reason> -->`
   * (shown, not checked, with the reason why) or `<!-- readme: server -->` (a
   * shell block run against a fresh standalone server).
   */
  readonly directive: { readonly kind: 'skip' | 'server'; readonly reason: string } | null
}

const DIRECTIVE = /^<!-- readme: (skip|server)(?:, (.+?))? -->$/

/**
 * Every fenced block of a Markdown text, in order; indented fences (inside a
 * list) included.
 * @example
 * readmeBlocks(readFileSync('README.md', 'utf8')).filter((block) => block.lang === 'ts')
 */
export function readmeBlocks(markdown: string): ReadmeBlock[] {
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
    const directive = above ? { kind: above[1] as 'skip' | 'server', reason: above[2] ?? '' } : null
    blocks.push({ lang: open[2] ?? '', code: `${body.join('\n')}\n`, line: start + 1, directive })
  }
  return blocks
}

/** The README of this project, read once. */
export const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

/** Whether a TypeScript block is a test file a runner can run as it stands. */
export const isTestFile = (block: ReadmeBlock): boolean => /from 'vitest'/.test(block.code) && /\b(it|test)\(/.test(block.code)

/**
 * The entry points of `package.json`'s `exports`, each mapped to the source
 * file it is built from: what a README block imports, checked against the code
 * of this checkout rather than a build that may be stale.
 * @example
 * sourceEntries()['doc-workspace-mock/node'] // 'src/runtimes/node.ts'
 */
export function sourceEntries(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; exports: Record<string, unknown> }
  const entries: Record<string, string> = {}
  for (const [key, target] of Object.entries(pkg.exports)) {
    const built = typeof target === 'string' ? target : (target as { default?: string }).default
    if (!built || key === './package.json') continue
    const source = built.replace(/^\.\//, '').replace(/^dist\/esm\/(.*)\.js$/, 'src/$1.ts')
    entries[key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`] = source
  }
  return entries
}
