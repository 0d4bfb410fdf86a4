/**
 * `npm run readme:figures`: writes every figure the README marks
 * (`<!-- figure: name -->…<!-- /figure -->`) from what the code measures now,
 * and says which changed. test/readme-figures.test.ts fails until it has run.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { measureReadmeFigures, readFigures, writeFigures } from './readme-figures.js'

const file = new URL('../../README.md', import.meta.url)
const before = readFileSync(file, 'utf8')
const measured = await measureReadmeFigures()
const after = writeFigures(before, measured)
const changed = readFigures(before).filter((figure) => figure.name in measured && measured[figure.name] !== figure.value)
for (const figure of changed) console.log(`README.md:${figure.line} ${figure.name}: ${figure.value} → ${measured[figure.name]}`)
const unknown = readFigures(before).filter((figure) => !(figure.name in measured))
for (const figure of unknown) console.error(`README.md:${figure.line} marks a figure no measure knows: ${figure.name}`)
if (after !== before) writeFileSync(file, after)
console.log(changed.length ? `${changed.length} figures written` : 'every figure is current')
if (unknown.length) process.exitCode = 1
