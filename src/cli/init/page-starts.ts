/**
 * The files that start the mock in the app's page, one kind a framework. Each reads the app's
 * config (mode-config.ts): the service's URL, and whether this build starts the mock in the page.
 */

const typed = (typescript: boolean, annotation: string): string => (typescript ? annotation : '')

/**
 * A Vite app's (Vite, SvelteKit, React Router) start: `enableMocking()`, which its entry awaits.
 * `configImport` is the config's specifier from the start file.
 * @example
 * viteStart(true, './config') // "import { API_URL, … } from './config'\n…export async function enableMocking(): Promise<void> {…"
 */
export const viteStart = (
  typescript: boolean,
  configImport: string,
): string => `import { API_URL, API_URL_PROBLEM, MOCK_IN_PAGE } from '${configImport}'

/**
 * Starts the mock in the page where the app's config says so (development, demo builds): requests
 * to the service are answered through MSW's service worker. The app's entry awaits it before its
 * first request. Other builds leave the mock's code out.
 */
export async function enableMocking()${typed(typescript, ': Promise<void>')} {
  // A build that can reach neither the mock nor the service says so at once, instead of hanging.
  if (API_URL_PROBLEM) throw new Error(API_URL_PROBLEM)
  // A bundler drops code only on a condition written in the same module: this one is \`false\` in every
  // build but development and the demo, so that no other build ships the mock. MOCK_IN_PAGE says the rest.
  if ((import.meta.env.DEV || import.meta.env.MODE === 'demo') && MOCK_IN_PAGE) {
    const { startMockWorker } = await import('doc-workspace-mock/browser')
    await startMockWorker({ baseUrl: API_URL, panel: true, persist: true })
  }
}
`

/** A project with no app framework: the app calls `enableMocking()` before its first request, in development builds. */
export const plainStart = (typescript: boolean, configImport: string): string => `import { API_URL } from '${configImport}'

/**
 * Starts the mock in the page: requests to the service are answered through MSW's service worker.
 * Call it before the app's first request, in development builds only.
 */
export async function enableMocking()${typed(typescript, ': Promise<void>')} {
  const { startMockWorker } = await import('doc-workspace-mock/browser')
  await startMockWorker({ baseUrl: API_URL, panel: true })
}
`

/** SvelteKit's client hooks: \`init\` runs once in the browser and holds the app's hydration until it resolves. */
export const svelteKitHooks = (typescript: boolean, startImport: string): string =>
  `${typescript ? "import type { ClientInit } from '@sveltejs/kit'\n" : ''}import { enableMocking } from '${startImport}'

// The mock answers in the page before the app hydrates and makes its first request (development and demo builds).
${typescript ? '' : "/** @type {import('@sveltejs/kit').ClientInit} */\n"}export const init${typed(typescript, ': ClientInit')} = enableMocking
`

/** React Router's browser entry (its default one) once the mock answers: hydration waits for it. */
export const reactRouterEntry = (startImport: string): string => `import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { enableMocking } from '${startImport}'

// The mock answers in the page before the app hydrates and makes its first request (development and demo builds).
await enableMocking()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
`

/** Next.js: a client component that holds its children until the mock answers in the page. */
export const nextProvider = (typescript: boolean, configImport: string): string => `'use client'

import { Suspense, use${typescript ? ', type ReactNode' : ''} } from 'react'
import { API_URL, API_URL_PROBLEM, MOCK_IN_PAGE } from '${configImport}'

// Next.js writes the mode into the code at build time: in a production build the condition is
// \`false\` (.env.production sets NEXT_PUBLIC_MOCK=off), and everything it guards below, the dynamic
// import included, is dropped. No mock code ships but in development and demo builds.
const MOCKING = (process.env.NODE_ENV === 'development' || process.env.NEXT_PUBLIC_MOCK === 'page') && MOCK_IN_PAGE

// In the browser only: the mock answers the service's requests in the page, through MSW's
// service worker. Started once per page load.
const mocking${typed(typescript, ': Promise<unknown> | null')} =
  MOCKING && typeof window !== 'undefined'
    ? import('doc-workspace-mock/browser').then(({ startMockWorker }) => startMockWorker({ baseUrl: API_URL, quiet: true }))
    : null

function AfterMocking({ children }${typed(typescript, ': { children: ReactNode }): ReactNode')} {
  // Suspends hydration until the worker answers: no effect below (no fetch) runs before the mock can answer it.
  if (mocking) use(mocking)
  return children
}

/** Renders its children once the mock answers in the page, where the app's config starts it; elsewhere, just them. */
export function MockProvider({ children }${typed(typescript, ': { children: ReactNode }): ReactNode')} {
  // A build that can reach neither the mock nor the service says so at once, instead of hanging.
  if (API_URL_PROBLEM && typeof window !== 'undefined') throw new Error(API_URL_PROBLEM)
  if (!MOCKING) return children
  return (
    <Suspense fallback={null}>
      <AfterMocking>{children}</AfterMocking>
    </Suspense>
  )
}
`

/** Nuxt: a client plugin (Nuxt loads every file of plugins/), awaited before the app mounts. */
export const nuxtPlugin = (typescript: boolean, configImport: string): string => `import { apiSettings } from '${configImport}'

// Starts the mock in the page where the app's settings say so (development, NUXT_PUBLIC_MOCK=page):
// requests to the service are answered through MSW's service worker, from before the app's first request.
export default defineNuxtPlugin(async () => {
  const { apiUrl, mockInPage, problem } = apiSettings(useRuntimeConfig().public)
  // An app that can reach neither the mock nor the service says so at once, instead of hanging.
  if (problem) throw new Error(problem)
  if (!mockInPage) return
  const { startMockWorker } = await import('doc-workspace-mock/browser')
  await startMockWorker({ baseUrl: apiUrl, panel: true, persist: true })
})
`
