import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PackageManager } from '../../package-managers/commands.js'
import { detectPackageManager } from '../package-manager.js'
import { UsageError } from '../usage.js'

/** The setups `init` makes, in the order it makes and offers them. */
export const SETUPS = ['vitest', 'jest', 'browser', 'playwright', 'storybook'] as const
export type Setup = (typeof SETUPS)[number]

/**
 * The app frameworks `init` knows: each serves its static files from its own folder and starts
 * its page from its own entry (Vite: `src/main`; SvelteKit: `src/hooks.client`; React Router's
 * framework mode: `app/entry.client`; Next.js: the root layout; Nuxt: a client plugin).
 */
export type Framework = 'vite' | 'sveltekit' | 'react-router' | 'next' | 'nuxt' | 'plain'

/** What `init` learns of the user's project from its package.json and files. */
export interface Project {
  readonly dir: string
  readonly packageManager: PackageManager
  /** Yarn 2 or later. */
  readonly yarnBerry: boolean
  readonly framework: Framework
  readonly typescript: boolean
  /** Whether .js files are ES modules there ("type": "module"). */
  readonly esm: boolean
  /** Every dependency the package.json names, of any kind. */
  readonly dependencies: ReadonlySet<string>
  /** The scripts of package.json. */
  readonly scripts: Readonly<Record<string, string>>
  /** The extension of the scripts it writes: ts, js (an ES module package) or mjs (elsewhere). */
  readonly ext: 'ts' | 'js' | 'mjs'
  /** The folder of the app's own mock files (its config, its start in the page): `src/mocks`, `src/lib/mocks`, `app/mocks`. */
  readonly mocksDir: string
  /** The folder the framework serves at the site's root: `public` (`static` in SvelteKit). */
  readonly publicDir: string
  /** The folder of the Node tests' files (the mock, its setup, a first test): `test`, or where SvelteKit's Vitest looks (`src/`). */
  readonly testDir: string
  /** The first of these files that exists, relative to the project. */
  find(...files: string[]): string | undefined
}

interface PackageJson {
  type?: string
  scripts?: Record<string, string>
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** The framework its dependencies name; SvelteKit, Nuxt and React Router run on Vite, so they are asked first. */
function frameworkOf(dependencies: ReadonlySet<string>, viteConfig: string | undefined): Framework {
  if (dependencies.has('@sveltejs/kit')) return 'sveltekit'
  if (dependencies.has('nuxt')) return 'nuxt'
  if (dependencies.has('@react-router/dev')) return 'react-router'
  if (dependencies.has('next')) return 'next'
  return dependencies.has('vite') || viteConfig ? 'vite' : 'plain'
}

/** Where the app's source lives: React Router's `app/`, Nuxt's `app/` (Nuxt 4) or root (Nuxt 3), Next.js's `src/` or root, else `src/`. */
function sourceDirOf(framework: Framework, find: (...files: string[]) => string | undefined): string {
  if (framework === 'react-router') return 'app'
  if (framework === 'sveltekit') return 'src/lib'
  if (framework === 'nuxt') return find('app/app.vue', 'app/pages', 'app/plugins') ? 'app' : find('app.vue', 'pages') ? '' : 'app'
  if (framework === 'next') return find('src/app', 'src/pages') ? 'src' : ''
  return 'src'
}

/**
 * Reads the project in `dir`: a folder with a package.json, or a usage error. Yarn's Plug'n'Play is
 * refused: msw's worker script and the test runners' setups are read from node_modules.
 * @example
 * detectProject(process.cwd()) // { packageManager: 'npm', framework: 'vite', typescript: true, mocksDir: 'src/mocks', … }
 */
export function detectProject(dir: string): Project {
  const file = join(dir, 'package.json')
  if (!existsSync(file)) throw new UsageError(`No package.json in ${dir}: run init in your project's folder`)
  let pkg: PackageJson
  try {
    pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson
  } catch (error) {
    throw new UsageError(`package.json in ${dir} is not valid JSON: ${(error as Error).message}`)
  }
  const manager = detectPackageManager(dir)
  if (manager.pnp)
    throw new UsageError(
      "This project installs with Yarn Plug'n'Play, which has no node_modules folder: msw's worker script and the test runners' " +
        'setups are read from there. Add `nodeLinker: node-modules` to .yarnrc.yml, run `yarn install`, then init again.',
    )
  const dependencies = new Set([pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((deps) => Object.keys(deps ?? {})))
  const find = (...files: string[]): string | undefined => files.find((name) => existsSync(join(dir, name)))
  const framework = frameworkOf(dependencies, find(...['ts', 'mts', 'js', 'mjs', 'cjs'].map((ext) => `vite.config.${ext}`)))
  const typescript = existsSync(join(dir, 'tsconfig.json'))
  const esm = pkg.type === 'module'
  const source = sourceDirOf(framework, find)
  const plainPublic = find('public') ?? (find('index.html') ? '.' : 'public')
  return {
    dir,
    packageManager: manager.name,
    yarnBerry: manager.berry,
    framework,
    typescript,
    esm,
    dependencies,
    scripts: pkg.scripts ?? {},
    ext: typescript ? 'ts' : esm ? 'js' : 'mjs',
    mocksDir: source ? `${source}/mocks` : 'mocks',
    publicDir: framework === 'sveltekit' ? 'static' : framework === 'plain' ? plainPublic : 'public',
    // SvelteKit's Vitest (sv's) runs the files under src/ only.
    testDir: framework === 'sveltekit' ? 'src/lib/mocks' : 'test',
    find,
  }
}

/**
 * The setups `--yes` takes: those whose tools the project already has (Vitest over Jest when it has both), else Vitest alone.
 * @example
 * detectedSetups(project) // ['vitest', 'browser'] in a Vite project with Vitest
 */
export function detectedSetups(project: Project): Setup[] {
  const has = (name: string): boolean => project.dependencies.has(name)
  const found: Setup[] = []
  if (has('vitest')) found.push('vitest')
  if (has('jest') && !has('vitest')) found.push('jest')
  if (project.framework !== 'plain') found.push('browser')
  if (has('@playwright/test')) found.push('playwright')
  if (has('storybook') || project.find('.storybook')) found.push('storybook')
  return found.length ? found : ['vitest']
}

/** How `init`'s first line names the project: `pnpm, sveltekit, TypeScript`. */
export const describeProject = (project: Project): string =>
  [
    project.packageManager === 'yarn' ? (project.yarnBerry ? 'yarn 2+' : 'yarn 1') : project.packageManager,
    project.framework === 'plain' ? 'no app framework' : project.framework,
    project.typescript ? 'TypeScript' : 'JavaScript',
  ].join(', ')
