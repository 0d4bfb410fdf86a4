'use client'

import { Suspense, use, type ReactNode } from 'react'

// Next.js writes the mode into the code at build time: in a production build this is `false`, and
// everything it guards below (the dynamic import included) is dropped. No mock code ships.
const MOCKING = process.env.NODE_ENV === 'development'

// In the browser only: the mock answers the service's requests in the page, through MSW's
// service worker. Started once per page load.
const mocking: Promise<unknown> | null =
  MOCKING && typeof window !== 'undefined'
    ? import('doc-workspace-mock/browser').then(({ startMockWorker }) =>
        startMockWorker({ baseUrl: process.env.NEXT_PUBLIC_API_URL, quiet: true }),
      )
    : null

function AfterMocking({ children }: { children: ReactNode }): ReactNode {
  // Suspends hydration until the worker answers: the server's HTML stays on screen meanwhile, and
  // no effect below (no fetch) runs before the mock can answer it.
  if (mocking) use(mocking)
  return children
}

/** In development, renders its children once the mock answers in the page; elsewhere, just them. */
export function MockProvider({ children }: { children: ReactNode }): ReactNode {
  if (!MOCKING) return children
  return (
    <Suspense fallback={null}>
      <AfterMocking>{children}</AfterMocking>
    </Suspense>
  )
}
