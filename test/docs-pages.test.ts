import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import sidebar from '../docs/.vitepress/sidebar.json' with { type: 'json' }
import { contractPage } from './support/contract-page.js'
import { documentation } from './support/readme-blocks.js'

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>
  components: { schemas: Record<string, { properties?: Record<string, { $ref?: string }> }> }
}

const read = (file: string): string => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')

describe('the pages of docs/ written from data', () => {
  // Committed, not made at build time, so that GitHub shows them as the site does and the build writes nothing.
  it('show the contract as src/openapi/openapi.json declares it today (npm run readme:figures writes it)', () => {
    expect(read('docs/contract-reference.md'), 'run `npm run readme:figures`').toBe(contractPage())
  })

  it("show each operation's success answer: what `result` is, linked to a table of every field, and an example", () => {
    const page = read('docs/contract-reference.md')
    const document = JSON.parse(read('src/openapi/openapi.json')) as OpenApi
    const schemas = document.components.schemas
    const checked: string[] = []
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        const envelope = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref?.split('/').pop()
        if (!envelope) continue
        const shape = schemas[envelope]?.properties?.result?.$ref?.split('/').pop() ?? ''
        // The operation's section: from its heading to the next one.
        const section = page.slice(page.indexOf(`\`${method.toUpperCase()} ${path}\``)).split('\n### ')[0] ?? ''
        expect(section, `${method} ${path}`).toContain(
          `Answer \`200\`: the envelope with \`result\` a [\`${shape}\`](#${shape.toLowerCase()})`,
        )
        expect(section, `${method} ${path}`).toMatch(/<details><summary>Example<\/summary>\n\n```json\n\{\n {2}"success": true/)
        const table = page.slice(page.indexOf(`### \`${shape}\``)).split('\n### ')[0] ?? ''
        for (const field of Object.keys(schemas[shape]?.properties ?? {})) expect(table, `${shape}.${field}`).toContain(`| \`${field}\` |`)
        checked.push(`${method} ${path}`)
      }
    expect(checked.length).toBeGreaterThan(30)
  })

  it('show the run bench/results.json holds in the benchmark table (a full run writes both): its date, length and every row', () => {
    const report = JSON.parse(read('bench/results.json')) as { generatedAt: string; seconds: number; quick: boolean; rows: unknown[] }
    const page = read('docs/benchmark-table.md')
    expect(report.quick, 'bench/results.json holds a quick run: the table shows a full one (npm run bench)').toBe(false)
    expect(page).toContain(`(${report.generatedAt.slice(0, 10)}, ${Math.round(report.seconds)} s)`)
    const rows = page.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| subject |'))
    expect(rows).toHaveLength(report.rows.length)
  })
})

describe("the site's sidebar", () => {
  const linked = sidebar.flatMap((group) => group.items.map((item) => (item.link === '/' ? 'docs/index.md' : `docs${item.link}.md`)))
  const pages = documentation.map(({ file }) => file).filter((file) => file !== 'README.md')

  it('lists every page of docs/, once', () => {
    expect([...linked].sort()).toEqual(pages)
  })
})
