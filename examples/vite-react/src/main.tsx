import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Teams } from './teams.tsx'

// In development, and in a demo build (`vite build --mode demo`: .env.demo sets VITE_MOCK=1),
// the mock answers the service's requests in the page. Vite writes both values into the code,
// so a production build sees `false` here and drops the branch, dynamic import and all.
async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV && import.meta.env.VITE_MOCK !== '1') return
  const { startMockWorker } = await import('doc-workspace-mock/browser')
  await startMockWorker({
    baseUrl: import.meta.env.VITE_API_URL,
    // The worker script sits at the root of the build, which need not be the site's root.
    serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
    quiet: true,
  })
}

void enableMocking().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Teams />
    </StrictMode>,
  )
})
