import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import pkg from '../package.json' with { type: 'json' }
import { readme, readmeBlocks } from './support/readme-blocks.js'

/** The README's Install section, up to the next section. */
const start = readme.indexOf('\n## Install\n')
const installSection = readme.slice(start, readme.indexOf('\n## ', start + 1))

/** What follows `npm install -D` in each line of a text's shell blocks that runs it. */
const installed = (markdown: string): string[] =>
  readmeBlocks(markdown)
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.code.split('\n'))
    .flatMap((line) => /\bnpm install -D (\S+)/.exec(line)?.[1] ?? [])

/** A command that installs the package by its bare name, from a registry it is not on. */
const BARE = /\bnpm (?:install|i|add)\b[^\n`]*\sdoc-workspace-mock(?:@[^\s`]*)?(?=[\s`]|$)/m

const examples = readdirSync(new URL('../examples/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ name: entry.name, text: readFileSync(new URL(`../examples/${entry.name}/README.md`, import.meta.url), 'utf8') }))

describe('install lines', () => {
  it('install the package in the README as the tarball npm pack writes for this version, or as a git dependency', () => {
    const ways = installed(installSection)
    expect(ways).toHaveLength(2)
    expect(ways[0]).toMatch(new RegExp(`/${pkg.name}-${pkg.version.replaceAll('.', '\\.')}\\.tgz$`))
    expect(ways[1]).toMatch(/^"git\+https:\/\/.+\.git"$/)
    expect(readme).not.toMatch(BARE)
  })

  it.each(examples.map(({ name, text }) => [name, text] as const))(
    "install the package in the recipe of examples/%s the way the README's Install section does",
    (_name, text) => {
      const ways = new Set(installed(installSection))
      const mock = installed(text).filter((spec) => spec.includes(pkg.name))
      expect(mock.length).toBeGreaterThan(0)
      for (const spec of mock) expect(ways).toContain(spec)
      expect(text).toContain('[Install](../../README.md#install)')
      expect(text).not.toMatch(BARE)
    },
  )
})
