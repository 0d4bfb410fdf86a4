import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import pkg from '../package.json' with { type: 'json' }
import { documentation, readme, readmeBlocks } from './support/readme-blocks.js'

/** The README's Install section, up to the next section. */
const start = readme.indexOf('\n## Install\n')
const installSection = readme.slice(start, readme.indexOf('\n## ', start + 1))

/** The package itself (a tarball's path, a git URL), as the `npm install -D` lines of a text's shell blocks name it beside other packages. */
const installed = (markdown: string): string[] =>
  readmeBlocks(markdown)
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.code.split('\n'))
    .flatMap((line) => /\bnpm install -D ([^#]*)/.exec(line)?.[1]?.trim().split(/\s+/) ?? [])
    .filter((spec) => spec.includes(pkg.name))

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

  it("install the package in the pages of docs/ the way the README's Install section does", () => {
    const ways = new Set(installed(installSection))
    const pages = documentation.filter(({ file }) => file !== 'README.md')
    const other = pages.flatMap(({ file, text }) =>
      installed(text).flatMap((spec) => (spec.includes(pkg.name) && !ways.has(spec) ? [`${file}: ${spec}`] : [])),
    )
    expect(other).toEqual([])
    expect(pages.filter(({ text }) => BARE.test(text)).map(({ file }) => file)).toEqual([])
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
