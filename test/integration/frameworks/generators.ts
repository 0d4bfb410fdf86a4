import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Command } from './managers.js'
import type { Manager } from './toolchain.js'

const starters = fileURLToPath(new URL('starters/', import.meta.url))

/** Where a generator makes the project, with what it needs to know of the row. */
export interface GeneratorContext {
  /** The folder the project's folder is made in. */
  readonly cwd: string
  /** The project's folder name. */
  readonly name: string
  readonly manager: Manager
}

/** A framework's own generator: the command a user runs, and whether it installs the project itself. */
export interface Generator {
  /** As the matrix names it, e.g. `create-vite 9.3.0 (react-ts)`. */
  readonly label: string
  /** `offline` when its template ships in its npm package; else how the row gets the starter. */
  readonly templates: string
  command(context: GeneratorContext): Command
  /** The environment it needs beyond the row's (a template registry). */
  env?(): Promise<NodeJS.ProcessEnv>
  readonly installs: boolean
}

/** Each manager's name as the generators spell it (Yarn 4 is `yarn` to all of them). */
const spelled = (manager: Manager): string => (manager.startsWith('yarn') ? 'yarn' : manager)

/**
 * create-vite: every template is in its npm package. It only scaffolds; the user installs.
 * @example
 * createVite('react-ts').command({ cwd, name: 'app', manager: 'npm' })
 */
export const createVite = (template: string, version = '9.3.0'): Generator => ({
  label: `create-vite ${version} (${template})`,
  templates: 'offline: in its npm package',
  command: ({ name }) => ['npx', '-y', `create-vite@${version}`, name, '--template', template, '--no-interactive'],
  installs: false,
})

/**
 * sv create: SvelteKit's templates and its add-ons are in its npm package; it installs with the manager named.
 * @example
 * svCreate().command({ cwd, name: 'app', manager: 'pnpm' })
 */
export const svCreate = (version = '0.17.1'): Generator => ({
  label: `sv ${version} create (minimal, ts, vitest, playwright)`,
  templates: 'offline: in its npm package',
  command: ({ name, manager }) => [
    'npx',
    '-y',
    `sv@${version}`,
    'create',
    name,
    '--template',
    'minimal',
    '--types',
    'ts',
    '--add',
    // An add-on's options on the command line, or sv asks for them (and ends, its input closed).
    'vitest=usages:unit,component',
    'playwright',
    '--install',
    spelled(manager),
    '--no-dir-check',
    '--no-download-check',
  ],
  installs: true,
})

/**
 * create-next-app with its recommended defaults (`--yes`): its templates are in its npm package.
 * @example
 * createNextApp().command({ cwd, name: 'app', manager: 'yarn1' })
 */
export const createNextApp = (version = '16.4.3'): Generator => ({
  label: `create-next-app ${version} (--yes: TypeScript, App Router)`,
  templates: 'offline: in its npm package',
  command: ({ name, manager }) => ['npx', '-y', `create-next-app@${version}`, name, '--yes', `--use-${spelled(manager)}`, '--disable-git'],
  installs: true,
})

/**
 * create-nuxt's `minimal` template. Its template registry and the starter's tarball are on a Git
 * host: here a loopback server answers for both with the copy under starters/ (NUXI_INIT_REGISTRY).
 * @example
 * createNuxt().command({ cwd, name: 'app', manager: 'npm' })
 */
export const createNuxt = (version = '3.37.0'): Generator => ({
  label: `create-nuxt ${version} (minimal)`,
  templates: 'downloads from a Git host: served from starters/nuxt-minimal',
  command: ({ name, manager }) => [
    'npx',
    '-y',
    `create-nuxt@${version}`,
    name,
    '--template',
    'minimal',
    '--packageManager',
    spelled(manager),
    '--gitInit=false',
    '--no-modules',
  ],
  env: async () => ({ NUXI_INIT_REGISTRY: await templateRegistry() }),
  installs: true,
})

/**
 * create-react-router's `default` template (framework mode), from the copy under starters/: its own
 * default is a Git host's folder.
 * @example
 * createReactRouter().command({ cwd, name: 'app', manager: 'bun' })
 */
export const createReactRouter = (version = '7.18.4'): Generator => ({
  label: `create-react-router ${version} (default)`,
  templates: 'downloads from a Git host: --template starters/react-router-default',
  command: ({ cwd, name, manager }) => [
    'npx',
    '-y',
    `create-react-router@${version}`,
    name,
    '--template',
    starterCopy('react-router-default', cwd),
    '--package-manager',
    spelled(manager),
    '--install',
    '--no-git-init',
    '--yes',
  ],
  installs: true,
})

/** A starter as its generator would download it: a copy (in the folder given) with its dotfiles named back. */
function starterCopy(name: string, into: string): string {
  const copy = join(into, `starter-${name}`)
  cpSync(join(starters, name), copy, { recursive: true })
  for (const dotfile of ['gitignore', 'dockerignore'])
    if (existsSync(join(copy, `_${dotfile}`))) renameSync(join(copy, `_${dotfile}`), join(copy, `.${dotfile}`))
  return copy
}

let registry: Promise<string> | undefined
let registryServer: Server | undefined
let registryFolder: string | undefined

/** The loopback template registry of create-nuxt: `minimal.json` (as the real registry's) and its tarball. */
function templateRegistry(): Promise<string> {
  registry ??= new Promise((resolve) => {
    registryFolder = mkdtempSync(join(tmpdir(), 'dwm-templates-'))
    starterCopy('nuxt-minimal', registryFolder)
    // giget drops the tarball's first folder, as a Git host's archive has one.
    const tarball = join(registryFolder, 'starter-v4.tar.gz')
    execFileSync('tar', ['-czf', tarball, '-C', registryFolder, 'starter-nuxt-minimal'])
    const server = createServer((request, response) => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      if (request.url === '/minimal.json') {
        response.setHeader('content-type', 'application/json')
        const template = { name: 'minimal', description: 'Minimal setup for Nuxt 4', defaultDir: 'nuxt-app', url: 'https://nuxt.com' }
        return response.end(JSON.stringify({ ...template, tar: `${base}/starter-v4.tar.gz` }))
      }
      if (request.url === '/starter-v4.tar.gz') return response.end(readFileSync(tarball))
      response.statusCode = 404
      response.end()
    })
    registryServer = server
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  })
  return registry
}

/** Stops the loopback template registry, if one was started. */
export function stopTemplateRegistry(): void {
  registryServer?.close()
  if (registryFolder) rmSync(registryFolder, { recursive: true, force: true })
}
