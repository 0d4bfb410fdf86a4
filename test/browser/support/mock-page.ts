import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { API_URL_SLOT, serveBuiltDemo } from '../../../demo/built-demo.js'
import type { DemoServer } from '../../../demo/demo-server.js'
import type { BrowserMockOptions } from '../../../src/adapters/browser/browser.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * A bare page that starts the mock with the options given (in JSON, so no
 * functions), and those of its URL's `?options=` over them, and nothing
 * else: for what the demo, which always keeps its data, cannot show. Built
 * by esbuild into a temporary folder and served like the demo
 * (`window.docWorkspaceMock` is the mock, or `window.docWorkspaceMockError`
 * says why it did not start; `#app` is empty).
 * @example
 * const page = await serveMockPage({ panel: true })
 * await openDemo(browser.page, page)
 * await page.close()
 */
export async function serveMockPage(options: Omit<BrowserMockOptions, 'baseUrl'>): Promise<DemoServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dwm-mock-page-'))
  try {
    await build({
      stdin: {
        contents: [
          "import { startMockWorker } from './src/adapters/browser/browser.ts'",
          // Options of the page URL (`?options=<json>`) go over those of the build; a start that throws leaves its error to read.
          "const fromUrl = JSON.parse(new URLSearchParams(location.search).get('options') ?? '{}')",
          'try {',
          `  const mock = await startMockWorker({ ...${JSON.stringify(options)}, baseUrl: ${JSON.stringify(API_URL_SLOT)}, quiet: true, ...fromUrl })`,
          '  Object.assign(window, { docWorkspaceMock: mock })',
          '} catch (error) {',
          '  Object.assign(window, { docWorkspaceMockError: `${error.name}: ${error.message}` })',
          '}',
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir: dir,
      entryNames: 'page',
      logLevel: 'error',
    })
    copyFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), join(dir, 'mockServiceWorker.js'))
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><title>mock page</title><div id="app"></div><script type="module" src="/page.js"></script>\n',
    )
    // The server reads every file once, at start: the folder can go at once.
    return await serveBuiltDemo(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
