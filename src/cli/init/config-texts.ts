import { API_URL } from './plan.js'
import type { Project } from './project.js'
import type { AppEnv } from './mode-config.js'

/**
 * The texts of the app's config (mode-config.ts), one kind a framework: how each reads its
 * variables, and when a build can reach neither the mock nor the service.
 */

const typed = (project: Project, annotation: string): string => (project.typescript ? annotation : '')

/** The table of modes each config's comment opens with. */
const MODES = (dev: string, env: AppEnv, demo: string, build: string): string =>
  [
    ['how the app runs', "who answers the service's requests"],
    ['-', '-'],
    [dev, "the mock in the page (MSW's service worker)"],
    ['unit and component tests (Vitest, Jest)', 'the mock in Node (setupMockServer)'],
    ['Playwright, page mode', 'the mock in the page, a scenario per test'],
    [`Playwright, server mode (${env.mock}=off)`, 'the standalone server, a session per test'],
    [demo, 'the mock in the page of a production build'],
    [build, `the service at ${env.apiUrl} (.env.production)`],
  ]
    .map(([left, right]) =>
      left === '-' ? ` * |${'-'.repeat(52)}|${'-'.repeat(49)}|` : ` * | ${left!.padEnd(50)} | ${right!.padEnd(47)} |`,
    )
    .join('\n')

/** The config of a Vite app (Vite, SvelteKit, React Router): `import.meta.env`, replaced by literals at build time. */
export const viteConfig = (
  project: Project,
  env: AppEnv,
): string => `${project.typescript ? '/// <reference types="vite/client" />\n\n' : ''}/**
 * Where the app finds the Document Workspace service, and who answers it. Written by
 * doc-workspace-mock init: the page's start, the tests' mock and the end-to-end tests read it, so
 * that every mode agrees on one address. Set the variables in .env files or the environment.
 *
${MODES('development (`vite dev`)', env, 'demo build (`vite build --mode demo`)', 'production build (`vite build`)')}
 */

/** The mock's address (.env names it for every mode): nothing listens there, the mock answers in the page or the tests. */
export const MOCK_API_URL = '${API_URL}'

/**
 * Whether the page starts the mock: in development and in demo builds, unless ${env.mock}=off (the
 * end-to-end tests' server mode). The page's start (./browser) checks the mode again where a
 * bundler sees it, so that other builds leave the mock's code out.
 */
export const MOCK_IN_PAGE${typed(project, ': boolean')} = (import.meta.env.DEV || import.meta.env.MODE === 'demo') && import.meta.env.${env.mock} !== 'off'

/** The service's base URL: ${env.apiUrl} (the mock's in .env; the service's in .env.production), else the mock's. */
export const API_URL${typed(project, ': string')} = import.meta.env.${env.apiUrl} || MOCK_API_URL

/** What keeps this build from reaching the service, if anything: with no mock in the page, the mock's address answers nothing. */
export const API_URL_PROBLEM${typed(project, ': string | undefined')} =
  MOCK_IN_PAGE || API_URL !== MOCK_API_URL || import.meta.env.MODE === 'test'
    ? undefined
    : \`This build (mode "\${import.meta.env.MODE}") has no mock in its page, and ${env.apiUrl} names the mock's address (\${MOCK_API_URL}): nothing would answer the app. \` +
      'Set the service\\'s URL in .env.production (${env.apiUrl}=https://…) or the environment of the build, or build the demo, with the mock: vite build --mode demo.'
`

/** The config of a Next.js app: \`process.env\`'s NEXT_PUBLIC_ variables, written into the code when it is built. */
export const nextConfig = (project: Project, env: AppEnv): string => `/**
 * Where the app finds the Document Workspace service, and who answers it. Written by
 * doc-workspace-mock init: the page's start, the tests' mock and the end-to-end tests read it, so
 * that every mode agrees on one address. Set the variables in .env files or the environment.
 *
${MODES('development (`next dev`)', env, 'demo build (`NEXT_PUBLIC_MOCK=page next build`)', 'production build (`next build`)')}
 */

/** The mock's address (.env names it for every mode): nothing listens there, the mock answers in the page or the tests. */
export const MOCK_API_URL = '${API_URL}'

/** Whether the page starts the mock: in development and in demo builds (${env.mock}=page), unless ${env.mock}=off. */
export const MOCK_IN_PAGE${typed(project, ': boolean')} =
  (process.env.NODE_ENV === 'development' || process.env.${env.mock} === 'page') && process.env.${env.mock} !== 'off'

/** The service's base URL: ${env.apiUrl} (the mock's in .env; the service's in .env.production), else the mock's. */
export const API_URL${typed(project, ': string')} = process.env.${env.apiUrl} || MOCK_API_URL

/** What keeps this build from reaching the service, if anything: with no mock in the page, the mock's address answers nothing. */
export const API_URL_PROBLEM${typed(project, ': string | undefined')} =
  MOCK_IN_PAGE || API_URL !== MOCK_API_URL || process.env.NODE_ENV === 'test'
    ? undefined
    : \`This build has no mock in its page, and ${env.apiUrl} names the mock's address (\${MOCK_API_URL}): nothing would answer the app. \` +
      'Set the service\\'s URL in .env.production (${env.apiUrl}=https://…) or the environment of the build, or build the demo, with the mock: NEXT_PUBLIC_MOCK=page next build.'
`

/** The config of a Nuxt app: its public runtime config (nuxt.config's runtimeConfig.public), read where Nuxt gives it. */
export const nuxtConfig = (project: Project, env: AppEnv): string => `/**
 * Where the app finds the Document Workspace service, and who answers it. Written by
 * doc-workspace-mock init: the page's start (plugins/mocks.client), the tests' mock and the
 * end-to-end tests read it, so that every mode agrees on one address. The values come from
 * nuxt.config's runtimeConfig.public (apiUrl, mock), which ${env.apiUrl} and ${env.mock} set.
 *
${MODES('development (`nuxt dev`)', env, 'demo (`NUXT_PUBLIC_MOCK=page`)', 'production (`nuxt build`)')}
 */

/** The mock's address (.env names it for every mode): nothing listens there, the mock answers in the page or the tests. */
export const MOCK_API_URL = '${API_URL}'
${
  project.typescript
    ? `
/** The app's settings, from the public runtime config. */
export interface ApiSettings {
  /** The service's base URL: apiUrl, else the mock's address. */
  readonly apiUrl: string
  /** Whether the page starts the mock: in development and with mock: 'page', unless mock: 'off'. */
  readonly mockInPage: boolean
  /** What keeps the app from reaching the service, if anything: with no mock in the page, the mock's address answers nothing. */
  readonly problem: string | undefined
}
`
    : ''
}
/**
 * The app's settings from the public runtime config: in the app, \`apiSettings(useRuntimeConfig().public)\`;
 * in Node tests, \`apiSettings({ apiUrl: process.env.${env.apiUrl} })\`.
 */
export function apiSettings(config${typed(project, ': { apiUrl?: unknown; mock?: unknown }')})${typed(project, ': ApiSettings')} {
  const apiUrl = typeof config.apiUrl === 'string' ? config.apiUrl : ''
  const mockInPage = (Boolean(import.meta.dev) || config.mock === 'page') && config.mock !== 'off'
  // Tests never reach the service (the mock answers them in Node): nothing to report there.
  const problem =
    mockInPage || (apiUrl && apiUrl !== MOCK_API_URL) || import.meta.test
      ? undefined
      : \`This app has no mock in its page, and ${env.apiUrl} names the mock's address (\${MOCK_API_URL}) or none: nothing would answer it. \` +
        "Set the service's URL in the server's environment (${env.apiUrl}=https://…), or run the demo, with the mock: ${env.mock}=page."
  return { apiUrl: apiUrl || MOCK_API_URL, mockInPage, problem }
}
`

/** A project with no app framework: one address for the page's mock and the tests. */
export const plainConfig = (project: Project): string => `/**
 * Where the app finds the Document Workspace service. Written by doc-workspace-mock init: the
 * page's start and the tests' mock read it, so that they agree on one address. Nothing listens
 * there: the mock answers in the page (MSW's service worker) or in the tests' process.
 */
export const API_URL${typed(project, ': string')} = '${API_URL}'
`
