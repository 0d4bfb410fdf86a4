import { beforeAll, describe, expect, it } from 'vitest'
import { documentation } from './support/readme-blocks.js'
import { measureReadmeFigures, readFigures, writeFigures } from './support/readme-figures.js'

/** Every figure of README.md and the pages of docs/, with the file it stands in. */
const marked = documentation.flatMap(({ file, text }) => readFigures(text).map((figure) => ({ ...figure, file })))
let measured: Record<string, string> = {}
beforeAll(async () => {
  measured = await measureReadmeFigures()
})

describe("the documentation's figures", () => {
  it('are each what the code measures today (npm run readme:figures writes them)', () => {
    const stale = marked
      .filter((figure) => measured[figure.name] !== figure.value)
      .map(
        (figure) =>
          `${figure.file}:${figure.line} ${figure.name} says ${figure.value}, the code measures ${measured[figure.name] ?? 'no such figure'}`,
      )
    expect(stale, 'run `npm run readme:figures`').toEqual([])
  })

  it('quote every figure the code measures at least once', () => {
    expect(Object.keys(measured).filter((name) => !marked.some((figure) => figure.name === name))).toEqual([])
  })

  it('are written in place and nothing else is touched', () => {
    const { text } = documentation.find((page) => page.text.includes('<!-- figure: operations -->')) ?? { text: '' }
    const rewritten = writeFigures(text.replace(/(<!-- figure: operations -->)\d+/, '$1999'), measured)
    expect(rewritten).toBe(writeFigures(text, measured))
    expect(readFigures(rewritten).find((figure) => figure.name === 'operations')?.value).toBe(measured.operations)
  })
})
