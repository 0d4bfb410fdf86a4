import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { unusedPort, type DemoServer } from './demo-server.js'

/**
 * The demo built once (see build-demo.ts) and served many times: the browser
 * tests load a bundle in a fraction of the time the dev server takes to send a
 * hundred modules, and each server still gives the demo an API URL of its own.
 */

/** What the build writes where the API URL goes (see build-demo.ts); each server writes its own URL in its place. */
export const API_URL_SLOT = 'http://demo-api-url.invalid'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** Every file of the build by its URL path, read once, with the API URL written into the scripts. */
function readBuild(dir: string, apiUrl: string): Map<string, { type: string; body: Buffer }> {
  const files = new Map<string, { type: string; body: Buffer }>()
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue
    const path = join(file.parentPath, file.name)
    const type = TYPES[extname(file.name)] ?? 'application/octet-stream'
    const bytes = readFileSync(path)
    const body = type.startsWith('text/javascript') ? Buffer.from(bytes.toString('utf8').replaceAll(API_URL_SLOT, apiUrl)) : bytes
    files.set(
      `/${path
        .slice(dir.length)
        .replace(/^[\\/]+/, '')
        .replaceAll('\\', '/')}`,
      { type, body },
    )
  }
  const index = files.get('/index.html')
  if (!index) throw new Error(`No index.html in ${dir}: build the demo there first (buildDemo)`)
  files.set('/', index)
  return files
}

/**
 * Serves a demo built by `buildDemo` on a free loopback port. Unless told
 * otherwise, the demo's API URL is a loopback port where nothing listens, so
 * only the service worker can answer there.
 * @example
 * const demo = await serveBuiltDemo(dir)
 * await page.goto(demo.url)
 * await demo.close()
 */
export async function serveBuiltDemo(dir: string, options: { apiUrl?: string } = {}): Promise<DemoServer> {
  const apiUrl = options.apiUrl ?? `http://127.0.0.1:${await unusedPort()}`
  const files = readBuild(dir, apiUrl)
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://demo.invalid').pathname)
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    response.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length, 'cache-control': 'no-cache' })
    response.end(request.method === 'HEAD' ? undefined : file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    apiUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
