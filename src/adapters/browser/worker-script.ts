/**
 * Why MSW's service worker did not start, in words that say what to do: a
 * chunk the page loads only then. The usual cause is a worker script that
 * was never copied into the folder the site serves (`npx msw init`
 * forgotten), where a dev server answers its index.html instead and the
 * browser reports only "unsupported MIME type ('text/html')"; or a script
 * left by another version of msw.
 */

/** What the site serves at the script's URL: its status, type, and the msw version a worker script names. */
async function lookAt(url: string): Promise<{ status: number; type: string; version: string | undefined } | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    const text = await response.text()
    return {
      status: response.status,
      type: (response.headers.get('content-type') ?? '').split(';')[0]!.trim(),
      version: /PACKAGE_VERSION\s*=\s*['"]([^'"]+)['"]/.exec(text)?.[1],
    }
  } catch {
    return undefined
  }
}

/** The folder the page's framework serves at the site's root: SvelteKit's `static/`, else `public/` (Vite, Next.js, Nuxt, React Router). */
const publicFolder = (): string => (Object.keys(globalThis).some((key) => key.startsWith('__sveltekit')) ? 'static/' : 'public/')

/**
 * The error `startMockWorker` throws when MSW's `worker.start()` failed:
 * what the site serves at `serviceWorkerUrl`, the command that puts the
 * script there, and MSW's own message.
 * @example
 * await worker.start(options).catch(async (error) => {
 *   throw await workerStartError(error, '/mockServiceWorker.js')
 * })
 */
export async function workerStartError(error: unknown, serviceWorkerUrl: string): Promise<Error> {
  const url = new URL(serviceWorkerUrl, location.href).href
  const seen = await lookAt(url)
  const folder = publicFolder()
  const what = !seen
    ? `${url} could not be read`
    : seen.status >= 400
      ? `${url} answers ${seen.status}: the worker script is not there`
      : seen.type === 'text/html'
        ? `${url} answers an HTML page (text/html), not the worker script: the server's fallback page, as the script is not there`
        : seen.version
          ? `${url} is the worker script of msw ${seen.version}, which may not be the msw this app runs`
          : `${url} does not look like MSW's worker script`
  const said = error instanceof Error ? error.message : String(error)
  return new Error(
    `[doc-workspace-mock] the mock's service worker did not start: ${what}. ` +
      `Copy MSW's worker script into the folder your site serves at its root, with the msw the app installs: npx msw init ${folder} --save ` +
      `(or your package manager's own: pnpm exec, yarn, bunx; public/ for Vite, Next.js and Nuxt, static/ for SvelteKit), ` +
      `or set serviceWorkerUrl to where it is served. MSW said: ${said}`,
    { cause: error },
  )
}
