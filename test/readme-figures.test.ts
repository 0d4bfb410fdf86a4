import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { measureReadmeFigures, readFigures, writeFigures } from './support/readme-figures.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const marked = readFigures(readme)
let measured: Record<string, string> = {}
beforeAll(async () => {
  measured = await measureReadmeFigures()
})

describe("the README's figures", () => {
  it('are each what the code measures today (npm run readme:figures writes them)', () => {
    const stale = marked
      .filter((figure) => measured[figure.name] !== figure.value)
      .map(
        (figure) =>
          `README.md:${figure.line} ${figure.name} says ${figure.value}, the code measures ${measured[figure.name] ?? 'no such figure'}`,
      )
    expect(stale, 'run `npm run readme:figures`').toEqual([])
  })

  it('quote every figure the code measures at least once', () => {
    expect(Object.keys(measured).filter((name) => !marked.some((figure) => figure.name === name))).toEqual([])
  })

  it('are written in place and nothing else is touched', () => {
    const rewritten = writeFigures(readme.replace(/(<!-- figure: operations -->)\d+/, '$1999'), measured)
    expect(rewritten).toBe(writeFigures(readme, measured))
    expect(readFigures(rewritten).find((figure) => figure.name === 'operations')?.value).toBe(measured.operations)
  })
})
