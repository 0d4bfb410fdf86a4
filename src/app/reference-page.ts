import { installCommand, runningManager, spokenCommand } from '../package-managers/commands.js'

/** Where the API reference page lives, below the control prefix. */
export const REFERENCE_PATH = '/__mock/docs'

/** The renderer: Swagger UI's prebuilt bundle, an optional peer of this package, read from disk on first use. */
const RENDERER = 'swagger-ui-dist'

const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Document Workspace Service · API reference</title>
    <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css">
    <style>body { margin: 0 } .swagger-ui .info { margin: 32px 0 16px }</style>
  </head>
  <body>
    <div id="reference"></div>
    <script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${REFERENCE_PATH}/start.js"></script>
  </body>
</html>
`

// "Try it out" calls the servers of the document, which this server serves pointing at itself,
// signed in as the canned demo account. Nothing is fetched from anywhere else (no validator badge).
const START = `window.ui = SwaggerUIBundle({
  url: '/__mock/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  filter: true,
  validatorUrl: null,
  onComplete: () => window.ui.preauthorizeApiKey('bearerAuth', 'demo-token'),
})
`

/** Finds the renderer's installed package: its folder, or `undefined` when it is not installed. */
export type LocateRenderer = () => Promise<string | undefined>

/** Resolves `swagger-ui-dist` from this package, as Node would for an import of it. */
export const locateRenderer: LocateRenderer = async () => {
  try {
    // Loaded on the first request for the page, never when the server starts; a host without them (a Worker) has no page.
    const { createRequire } = await import('node:module')
    const { dirname } = await import('node:path')
    return dirname(createRequire(import.meta.url).resolve(`${RENDERER}/package.json`))
  } catch {
    return undefined
  }
}

/** Said when the renderer is absent, with the install line of the package manager that started the server (each one's when unknown). */
const missing =
  (): string => `The API reference page needs the package ${RENDERER}, an optional peer of doc-workspace-mock that is not installed here (or that this host cannot read from disk, as a Worker cannot).
Install it beside doc-workspace-mock (${spokenCommand(runningManager(), (manager) => installCommand(manager, [RENDERER]))}) and reload; the contract itself is at /__mock/openapi.json.
`

const text = (body: string, contentType: string, status = 200): Response =>
  new Response(body, { status, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-cache' } })

/** A control route of the page: answers a `GET`. */
export interface PageRoute {
  GET(): Promise<Response>
}

/**
 * The control routes of the API reference page, by path below `/__mock`: the
 * page, its start script and the renderer's two files, read from the
 * installed package on first use and kept (no CDN). Without the package, the
 * page answers 503 saying how to install it.
 * @example
 * const routes = createReferencePage(locateRenderer)
 * const page = await routes['/docs']!.GET()
 */
export function createReferencePage(locate: LocateRenderer): Readonly<Record<string, PageRoute>> {
  const loaded = new Map<string, Uint8Array<ArrayBuffer>>()
  const file = async (name: string): Promise<Uint8Array<ArrayBuffer> | undefined> => {
    const cached = loaded.get(name)
    if (cached) return cached
    const root = await locate()
    if (root === undefined) return undefined
    try {
      const { readFile } = await import('node:fs/promises')
      const { join } = await import('node:path')
      const bytes = new Uint8Array(await readFile(join(root, name)))
      loaded.set(name, bytes)
      return bytes
    } catch {
      // A file of the package that cannot be read is a page that cannot be served: the 503 says so.
      return undefined
    }
  }
  const asset = async (name: string): Promise<Response> => {
    const bytes = await file(name)
    if (!bytes) return text(missing(), 'text/plain; charset=utf-8', 503)
    return new Response(bytes, { headers: { 'Content-Type': ASSETS[name]!, 'Cache-Control': 'public, max-age=3600' } })
  }
  return {
    '/docs': {
      GET: async () =>
        (await file('swagger-ui-bundle.js')) ? text(PAGE, 'text/html; charset=utf-8') : text(missing(), 'text/plain; charset=utf-8', 503),
    },
    '/docs/start.js': { GET: async () => text(START, 'text/javascript; charset=utf-8') },
    ...Object.fromEntries(Object.keys(ASSETS).map((name) => [`/docs/${name}`, { GET: () => asset(name) }])),
  }
}

/**
 * The page's control routes as the standalone server mounts them.
 * @example
 * const CONTROL = { ...otherRoutes, ...referencePageRoutes }
 */
export const referencePageRoutes = createReferencePage(locateRenderer)
