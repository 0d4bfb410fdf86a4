import { posix } from 'node:path'
import { nextConfig, nuxtConfig, plainConfig, viteConfig } from './config-texts.js'
import { setEnv } from './entry-edit.js'
import { API_URL, type Action } from './plan.js'
import type { Framework, Project } from './project.js'

/** The address of the standalone server the end-to-end tests start in server mode. */
export const MOCK_SERVER_URL = 'http://127.0.0.1:4010'

/** How a framework's app reads its settings: the variables' names, and who reads them. */
export interface AppEnv {
  /** The variable of the service's base URL: `VITE_API_URL`, `NEXT_PUBLIC_API_URL`, `NUXT_PUBLIC_API_URL`. */
  readonly apiUrl: string
  /** The variable that turns the page's mock off (`off`) or on in a production build (`page`; Vite: `--mode demo`). */
  readonly mock: string
}

/**
 * The variables each framework gives the page: Vite's `VITE_` ones (SvelteKit and React Router
 * run on Vite), Next.js's `NEXT_PUBLIC_`, Nuxt's public runtime config (`NUXT_PUBLIC_`).
 * @example
 * appEnv('next') // { apiUrl: 'NEXT_PUBLIC_API_URL', mock: 'NEXT_PUBLIC_MOCK' }
 */
export function appEnv(framework: Framework): AppEnv {
  const prefix = framework === 'next' ? 'NEXT_PUBLIC_' : framework === 'nuxt' ? 'NUXT_PUBLIC_' : 'VITE_'
  return { apiUrl: `${prefix}API_URL`, mock: `${prefix}MOCK` }
}

/** The file that holds the app's settings, every setup's one source: `src/mocks/config.ts`. */
export const configPath = (project: Project): string =>
  `${project.mocksDir}/config.${project.typescript ? 'ts' : project.framework === 'plain' ? project.ext : 'js'}`

/**
 * The specifier a file of the project imports another by: relative, without the extension where a
 * bundler resolves it (an app framework), with `.js` in a plain project (Node's own resolution).
 * @example
 * importPath(project, 'test/mock.ts', 'src/mocks/config.ts') // '../src/mocks/config'
 */
export function importPath(project: Project, from: string, to: string): string {
  const relative = posix.relative(posix.dirname(from), to).replace(/\.(ts|tsx|js|jsx|mjs)$/, '')
  const specifier = relative.startsWith('.') ? relative : `./${relative}`
  return project.framework === 'plain' ? `${specifier}.${to.endsWith('.mjs') ? 'mjs' : 'js'}` : specifier
}

/**
 * The app's settings for every mode, the ones every setup reads: the config module (the service's
 * URL, whether the page starts the mock) and, in an app framework, the mock's address in `.env`
 * (loaded in every mode: development, tests, demo builds), so that the app's own code may read the
 * variable too. A production build that still names the mock's address is told so (API_URL_PROBLEM).
 * @example
 * configActions(project) // [{ kind: 'file', path: 'src/mocks/config.ts', … }, { kind: 'edit', path: '.env', … }]
 */
export function configActions(project: Project): Action[] {
  const env = appEnv(project.framework)
  const content =
    project.framework === 'next'
      ? nextConfig(project, env)
      : project.framework === 'nuxt'
        ? nuxtConfig(project, env)
        : project.framework === 'plain'
          ? plainConfig(project)
          : viteConfig(project, env)
  const file: Action = { kind: 'file', path: configPath(project), content }
  if (project.framework === 'plain') return [file]
  const why = `The mock's address (doc-workspace-mock): the mock answers there in development, tests and demo builds. Production needs the service's, in .env.production.`
  return [
    file,
    {
      kind: 'edit',
      path: '.env',
      what: `${env.apiUrl}=${API_URL}`,
      edit: (text) => setEnv(text, env.apiUrl, API_URL, why),
      manual: `in .env: ${env.apiUrl}=${API_URL}`,
      create: true,
    },
  ]
}
