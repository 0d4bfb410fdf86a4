import type { EditResult } from './config-edit.js'
import { configObject, insertProperty, literalOf, properties } from './config-scan.js'
import type { Action } from './plan.js'
import type { Project } from './project.js'

/** The public runtime config the app's settings read; NUXT_PUBLIC_API_URL and NUXT_PUBLIC_MOCK set them at run time. */
const KEYS = { apiUrl: "''", mock: "''" }

/**
 * Declares `apiUrl` and `mock` in nuxt.config's `runtimeConfig.public` (Nuxt lets the environment
 * set only what the config declares), where the one `defineNuxtConfig({…})` leaves no doubt where they go.
 * @example
 * addRuntimeConfig('export default defineNuxtConfig({\n  devtools: { enabled: true },\n})\n')
 * // { text: "export default defineNuxtConfig({\n  runtimeConfig: { public: { apiUrl: '', mock: '' } },\n  devtools: …" }
 */
export function addRuntimeConfig(text: string): EditResult {
  const config = configObject(text, /defineNuxtConfig\(\s*$/)
  const own = config && properties(text, config)
  if (!config || !own) return 'unsafe'
  const runtime = own.find((property) => property.key === 'runtimeConfig')
  if (!runtime) return { text: insertProperty(text, config, 'runtimeConfig', `{ public: { apiUrl: ${KEYS.apiUrl}, mock: ${KEYS.mock} } }`) }
  const runtimeObject = literalOf(text, runtime, '{')
  const runtimeOwn = runtimeObject && properties(text, runtimeObject)
  if (!runtimeObject || !runtimeOwn) return 'unsafe'
  const publicProperty = runtimeOwn.find((property) => property.key === 'public')
  if (!publicProperty) return { text: insertProperty(text, runtimeObject, 'public', `{ apiUrl: ${KEYS.apiUrl}, mock: ${KEYS.mock} }`) }
  const publicObject = literalOf(text, publicProperty, '{')
  const publicOwn = publicObject && properties(text, publicObject)
  if (!publicObject || !publicOwn) return 'unsafe'
  const missing = Object.entries(KEYS).filter(([key]) => !publicOwn.some((property) => property.key === key))
  if (!missing.length) return 'present'
  // Inserted last first: each insertion at the object's opening leaves the other's place as it was.
  return { text: missing.reverse().reduce((edited, [key, value]) => insertProperty(edited, publicObject, key, value), text) }
}

/**
 * The edit of nuxt.config that lets the app's settings come from the environment.
 * @example
 * nuxtRuntimeConfig(project) // { kind: 'edit', path: 'nuxt.config.ts', … }
 */
export function nuxtRuntimeConfig(project: Project): Action {
  const path = project.find('nuxt.config.ts', 'nuxt.config.mts', 'nuxt.config.js', 'nuxt.config.mjs') ?? 'nuxt.config.ts'
  return {
    kind: 'edit',
    path,
    what: 'runtimeConfig.public: apiUrl, mock',
    edit: addRuntimeConfig,
    manual: `in ${path}: runtimeConfig: { public: { apiUrl: '', mock: '' } } (NUXT_PUBLIC_API_URL and NUXT_PUBLIC_MOCK set them)`,
  }
}
