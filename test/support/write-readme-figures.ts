/**
 * `npm run readme:figures`: writes every figure that README.md and the pages of docs/ mark
 * (`<!-- figure: name -->…<!-- /figure -->`) from what the code measures now, and the pages
 * written whole from data: docs/contract-reference.md (src/openapi/openapi.json) and
 * docs/entries.md (the package's declarations, built in a temporary folder). Says what
 * changed. test/readme-figures.test.ts, test/docs-pages.test.ts and
 * test/integration/declarations.test.ts fail until it has run.
 * (docs/benchmark-table.md is written by a full benchmark run, with bench/results.json.)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { contractPage } from './contract-page.js'
import { buildDeclarations, renderEntriesPage } from './entries-page.js'
import { readDeclarations } from './entry-exports.js'
import { documentation } from './readme-blocks.js'
import { measureReadmeFigures, readFigures, writeFigures } from './readme-figures.js'

const root = new URL('../../', import.meta.url)
const measured = await measureReadmeFigures()
let changes = 0
for (const { file, text } of documentation) {
  const changed = readFigures(text).filter((figure) => figure.name in measured && measured[figure.name] !== figure.value)
  for (const figure of changed) console.log(`${file}:${figure.line} ${figure.name}: ${figure.value} → ${measured[figure.name]}`)
  for (const figure of readFigures(text).filter((found) => !(found.name in measured))) {
    console.error(`${file}:${figure.line} marks a figure no measure knows: ${figure.name}`)
    process.exitCode = 1
  }
  const after = writeFigures(text, measured)
  if (after !== text) writeFileSync(new URL(file, root), after)
  changes += changed.length
}
const built = buildDeclarations()
const entriesPage = renderEntriesPage(readDeclarations(built.folder).entries)
built.remove()
for (const [file, page] of [
  ['docs/contract-reference.md', contractPage()],
  ['docs/entries.md', entriesPage],
] as const) {
  if (existsSync(new URL(file, root)) && readFileSync(new URL(file, root), 'utf8') === page) continue
  writeFileSync(new URL(file, root), page)
  console.log(`${file} written`)
  changes++
}
console.log(changes ? `${changes} figures and pages written` : 'every figure and page is current')
