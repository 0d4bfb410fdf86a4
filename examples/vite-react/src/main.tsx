import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Teams } from './teams.tsx'

// In development only: the mock answers the service's requests in the page. A production
// build drops this branch, and with it the dynamic import: no mock code ships.
async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV) return
  const { startMockWorker } = await import('doc-workspace-mock/browser')
  await startMockWorker({ baseUrl: import.meta.env.VITE_API_URL, quiet: true })
}

void enableMocking().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Teams />
    </StrictMode>,
  )
})
