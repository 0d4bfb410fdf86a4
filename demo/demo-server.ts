import { createServer as createNetServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'

export interface DemoServer {
  /** The demo page, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string
  /** The service's base URL the demo calls: a loopback port where nothing listens, so only the service worker can answer. */
  readonly apiUrl: string
  close(): Promise<void>
}

/**
 * A loopback port that was free a moment ago (nothing listens on it afterwards).
 * @example
 * const apiUrl = `http://127.0.0.1:${await unusedPort()}`
 */
export async function unusedPort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * Serves the demo with Vite on a free loopback port, for the browser tests
 * and the screenshot script. Unless told otherwise, the demo's API base URL
 * points at a port with no server behind it, and the mock logs nothing.
 * @example
 * const demo = await startDemoServer()
 * await page.goto(demo.url)
 * await demo.close()
 */
export async function startDemoServer(options: { apiUrl?: string; quiet?: boolean } = {}): Promise<DemoServer> {
  const apiUrl = options.apiUrl ?? `http://127.0.0.1:${await unusedPort()}`
  // Vite is loaded only here: a file that merely serves a built demo never pays for it.
  const { createServer } = await import('vite')
  const server: ViteDevServer = await createServer({
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    server: { host: '127.0.0.1', port: await unusedPort(), strictPort: true, hmr: false },
    define: {
      'import.meta.env.VITE_API_URL': JSON.stringify(apiUrl),
      'import.meta.env.VITE_MOCK_QUIET': JSON.stringify(String(options.quiet ?? true)),
    },
    logLevel: 'error',
    clearScreen: false,
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The demo server has no address')
  return { url, apiUrl, close: () => server.close() }
}
