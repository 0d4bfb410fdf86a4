import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

const WORKER = 'mockServiceWorker.js'

/**
 * Serves MSW's `mockServiceWorker.js` from the installed `msw` (and writes it
 * into the build), so the worker always matches the library and no generated
 * copy is committed. An app of your own runs `npx msw init public/` instead.
 */
function mockServiceWorker(): Plugin {
  const source = (): string => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER}`), 'utf8')
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(source())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER, source: source() })
    },
  }
}

/** The demo app: `npm start` serves it, with the standalone API server beside it. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The demo imports the package by its public name, as an app would; here it points at the source.
  resolve: { alias: { 'doc-workspace-mock/browser': fileURLToPath(new URL('../src/adapters/browser/browser.ts', import.meta.url)) } },
  plugins: [mockServiceWorker()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
})
