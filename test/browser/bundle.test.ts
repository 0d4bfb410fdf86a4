import { beforeAll, describe, expect, it } from 'vitest'
import { measureBrowserBundle, type BundleFigure } from '../support/browser-bundle.js'

/** What the browser entry ships, from esbuild's own record of the bundle (sizes are the bench's business). */
describe('the browser bundle', () => {
  let figure: BundleFigure
  beforeAll(async () => {
    figure = await measureBrowserBundle()
  })

  it('builds for the browser, which refuses any Node built-in', () => {
    expect(figure.entry.minified).toBeGreaterThan(0)
    expect(figure.inputs.filter((input) => input.startsWith('node:'))).toEqual([])
  })

  it('ships neither faker nor the Node side of msw', () => {
    expect(figure.inputs.filter((input) => input.includes('@faker-js') || input.includes('fixtures/generate'))).toEqual([])
    expect(figure.inputs.filter((input) => /node_modules\/msw\//.test(input))).toEqual([])
    expect(figure.inputs.filter((input) => /src\/runtimes\/(node|server|cli|node-http)\.ts$/.test(input))).toEqual([])
  })

  it("ships no data library beside zod: the state's queries are the package's own", () => {
    expect(figure.inputs.filter((input) => /node_modules\/(@msw\/data|mutative|es-toolkit|rettime|outvariant)\//.test(input))).toEqual([])
  })

  it('keeps the devtools in chunks of their own, loaded only with the panel', () => {
    expect(figure.panel.minified).toBeGreaterThan(0)
    expect(figure.inputs.filter((input) => input.startsWith('src/devtools/'))).not.toEqual([])
    expect(figure.entryInputs.filter((input) => input.startsWith('src/devtools/') || input === 'src/journal/capture.ts')).toEqual([])
  })

  it('keeps the keeping of data (IndexedDB) in a chunk loaded only with persist', () => {
    expect(figure.inputs).toContain('src/adapters/browser/persistence.ts')
    expect(figure.entryInputs).not.toContain('src/adapters/browser/persistence.ts')
  })

  it('keeps the multipart parser in a chunk loaded on the first upload', () => {
    expect(figure.inputs).toContain('src/http/multipart.ts')
    expect(figure.entryInputs).not.toContain('src/http/multipart.ts')
    expect(figure.upload.minified).toBeGreaterThan(0)
  })

  it('keeps the words of a misconfiguration (a bad option, a worker that did not start) in chunks loaded only then', () => {
    expect(figure.inputs).toEqual(expect.arrayContaining(['src/mock/options-error.ts', 'src/adapters/browser/worker-script.ts']))
    expect(figure.entryInputs.filter((input) => /options-error|worker-script|unhandled-request|msw\/copies/.test(input))).toEqual([])
    expect(figure.onDemand.minified).toBeGreaterThan(0)
  })

  it('gives the devtools no module of the entry, so loading them never splits the entry into more chunks', () => {
    expect(figure.sharedWithPanel).toEqual([])
  })
})
