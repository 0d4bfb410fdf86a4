import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { UsageError } from '../usage.js'

/** The setups `init` makes, in the order it makes and offers them. */
export const SETUPS = ['vitest', 'jest', 'browser', 'playwright', 'storybook'] as const
export type Setup = (typeof SETUPS)[number]

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'
export type Framework = 'vite' | 'next' | 'plain'

/** What `init` learns of the user's project from its package.json and files. */
export interface Project {
  readonly dir: string
  readonly packageManager: PackageManager
  readonly framework: Framework
  readonly typescript: boolean
  /** Whether .js files are ES modules there ("type": "module"). */
  readonly esm: boolean
  /** Every dependency the package.json names, of any kind. */
  readonly dependencies: ReadonlySet<string>
  /** The extension of the scripts it writes: ts, js (an ES module package) or mjs (elsewhere). */
  readonly ext: 'ts' | 'js' | 'mjs'
  /** The first of these files that exists, relative to the project. */
  find(...files: string[]): string | undefined
}

interface PackageJson {
  type?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** The lockfile says which package manager the project uses; none means npm. */
const LOCKFILES: ReadonlyArray<[string, PackageManager]> = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
]

/**
 * Reads the project in `dir`: a folder with a package.json, or a usage error.
 * @example
 * detectProject(process.cwd()) // { packageManager: 'npm', framework: 'vite', typescript: true, … }
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
  const dependencies = new Set([pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((deps) => Object.keys(deps ?? {})))
  const find = (...files: string[]): string | undefined => files.find((name) => existsSync(join(dir, name)))
  const viteConfig = find(...['ts', 'mts', 'js', 'mjs', 'cjs'].map((ext) => `vite.config.${ext}`))
  const framework: Framework = dependencies.has('next') ? 'next' : dependencies.has('vite') || viteConfig ? 'vite' : 'plain'
  const typescript = existsSync(join(dir, 'tsconfig.json'))
  const esm = pkg.type === 'module'
  return {
    dir,
    packageManager: LOCKFILES.find(([lockfile]) => existsSync(join(dir, lockfile)))?.[1] ?? 'npm',
    framework,
    typescript,
    esm,
    dependencies,
    ext: typescript ? 'ts' : esm ? 'js' : 'mjs',
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

/**
 * The command that adds dev dependencies with the project's package manager.
 * @example
 * installCommand('pnpm', ['msw', 'vitest']) // ['pnpm', 'add', '-D', 'msw', 'vitest']
 */
export function installCommand(manager: PackageManager, packages: readonly string[]): string[] {
  if (manager === 'npm') return ['npm', 'install', '-D', ...packages]
  return [manager, 'add', manager === 'bun' ? '-d' : '-D', ...packages]
}

/**
 * The command that runs a package's binary with the project's package manager.
 * @example
 * execCommand('npm', ['msw', 'init', 'public', '--save']) // ['npx', 'msw', 'init', 'public', '--save']
 */
export function execCommand(manager: PackageManager, args: readonly string[]): string[] {
  const prefix = { npm: ['npx'], pnpm: ['pnpm', 'exec'], yarn: ['yarn'], bun: ['bunx'] }[manager]
  return [...prefix, ...args]
}
