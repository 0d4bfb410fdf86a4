/**
 * The demo's entry. It imports nothing up front, so the mock's modules start
 * loading at once, side by side with the app's own, while index.html shows
 * its loading state; the app replaces that as soon as the worker is ready.
 */

/** The service's base URL: the standalone server's address, so `?mock=off` can talk to it for real. */
const API_URL = (import.meta.env.VITE_API_URL as string | undefined) ?? 'http://127.0.0.1:4010'

async function startMock(): Promise<void> {
  // The two lines an app needs: start the mock, then render. Loaded lazily, so a build without it ships none of it.
  const { startMockWorker } = await import('doc-workspace-mock/browser')
  const mock = await startMockWorker({ baseUrl: API_URL, panel: true, persist: true, quiet: import.meta.env.VITE_MOCK_QUIET === 'true' })
  // For the console (and the browser tests): the mock's db, scenario, requests…
  Object.assign(window, { docWorkspaceMock: mock })
}

/** The loading state of index.html turns into the reason, instead of spinning forever. */
async function showStartFailure(root: HTMLElement, error: unknown): Promise<void> {
  console.error(error)
  const { h } = await import('./dom.js')
  root
    .querySelector('[data-test="loading"]')
    ?.replaceWith(
      h(
        'section',
        { className: 'card', role: 'alert', 'data-test': 'start-failed' },
        h('h2', {}, 'The mock could not start'),
        h('p', { className: 'notice' }, error instanceof Error ? error.message : String(error)),
        h(
          'p',
          { className: 'muted' },
          'Service workers need https or localhost. ',
          h('a', { href: '?mock=off' }, 'Use the API server instead'),
          ' (?mock=off).',
        ),
      ),
    )
  root.removeAttribute('aria-busy')
}

async function main(): Promise<void> {
  const root = document.querySelector<HTMLElement>('#app') as HTMLElement
  const mode = new URL(location.href).searchParams.get('mock') === 'off' ? 'server' : 'worker'
  const app = Promise.all([import('./app.js'), import('./api.js')])
  try {
    if (mode === 'worker') await startMock()
  } catch (error) {
    return showStartFailure(root, error)
  }
  const [{ startApp }, { createApi }] = await app
  startApp(root, createApi(API_URL), mode)
}

void main()
