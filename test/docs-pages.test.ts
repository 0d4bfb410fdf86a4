import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import sidebar from '../docs/.vitepress/sidebar.json' with { type: 'json' }
import { benchPage } from './support/bench-page.js'
import { contractPage } from './support/contract-page.js'
import { documentation } from './support/readme-blocks.js'

const read = (file: string): string => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')

describe('the pages of docs/ written from data', () => {
  // Committed, not made at build time, so that GitHub shows them as the site does and the build writes nothing.
  it('show the contract as src/openapi/openapi.json declares it today (npm run readme:figures writes it)', () => {
    expect(read('docs/contract-reference.md'), 'run `npm run readme:figures`').toBe(contractPage())
  })

  it('show the last full benchmark of bench/results.json (npm run readme:figures writes it)', () => {
    expect(read('docs/benchmark-table.md'), 'run `npm run readme:figures`').toBe(benchPage())
  })
})

describe("the site's sidebar", () => {
  const linked = sidebar.flatMap((group) => group.items.map((item) => (item.link === '/' ? 'docs/index.md' : `docs${item.link}.md`)))
  const pages = documentation.map(({ file }) => file).filter((file) => file !== 'README.md')

  it('lists every page of docs/, once', () => {
    expect([...linked].sort()).toEqual(pages)
  })
})
