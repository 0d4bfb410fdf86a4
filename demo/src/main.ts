import './style.css'
import { createApi } from './api.js'
import { startApp } from './app.js'

/** The service's base URL: the standalone server's address, so `?mock=off` can talk to it for real. */
const API_URL: string = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:4010'

async function main(): Promise<void> {
  const mode = new URL(location.href).searchParams.get('mock') === 'off' ? 'server' : 'worker'
  if (mode === 'worker') {
    // The two lines an app needs: start the mock, then render. Loaded lazily, so a build without it ships none of it.
    const { startMockWorker } = await import('doc-workspace-mock/browser')
    const mock = await startMockWorker({ baseUrl: API_URL, panel: true, persist: true, quiet: import.meta.env.VITE_MOCK_QUIET === 'true' })
    // For the console (and the browser tests): the mock's db, scenario, requests…
    Object.assign(window, { docWorkspaceMock: mock })
  }
  startApp(document.querySelector<HTMLElement>('#app') as HTMLElement, createApi(API_URL), mode)
}

void main()
