import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { API_URL_SLOT } from './built-demo.js'

/**
 * Builds the demo with Vite into `outDir` (outside the project), as `npm run demo:build` does,
 * with a slot for the API URL that `serveBuiltDemo` fills: built once, served by many servers.
 * @example
 * await buildDemo(mkdtempSync(join(tmpdir(), 'demo-')))
 */
export async function buildDemo(outDir: string, options: { quiet?: boolean } = {}): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    define: {
      'import.meta.env.VITE_API_URL': JSON.stringify(API_URL_SLOT),
      'import.meta.env.VITE_MOCK_QUIET': JSON.stringify(String(options.quiet ?? true)),
    },
    logLevel: 'error',
  })
}
