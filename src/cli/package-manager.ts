import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { execCommand, isPackageManager, managerOfAgent, type PackageManager } from '../package-managers/commands.js'

/** Which package manager a project uses, and for Yarn whether it is Yarn 2 or later (Berry) and runs Plug'n'Play. */
export interface ManagerOf {
  readonly name: PackageManager
  /** Yarn 2 or later (`.yarnrc.yml`, a lockfile with `__metadata`, or `packageManager: yarn@2+`). */
  readonly berry: boolean
  /** Yarn Berry with its default linker, Plug'n'Play: no node_modules folder. */
  readonly pnp: boolean
}

/** The lockfile says which package manager the project uses. */
const LOCKFILES: ReadonlyArray<[string, PackageManager]> = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
]

/** `pnpm@9.1.0` → pnpm (package.json's `packageManager`, Corepack's field). */
const named = (spec: unknown): PackageManager | undefined => {
  const name = typeof spec === 'string' ? spec.split('@')[0] : undefined
  return isPackageManager(name) ? name : undefined
}

const readJson = (file: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/**
 * The package manager of the project in `dir` (or the nearest folder above with a lockfile, as in
 * a workspace): its lockfile, else package.json's `packageManager` or `devEngines.packageManager`,
 * else the one that started this command (`npm_config_user_agent`: `pnpm exec`, `yarn`, `bunx`), else npm.
 * @example
 * detectPackageManager(process.cwd()) // { name: 'pnpm', berry: false, pnp: false }
 */
export function detectPackageManager(dir: string, env: NodeJS.ProcessEnv = process.env): ManagerOf {
  const pkg = readJson(join(dir, 'package.json')) ?? {}
  const devEngines = (pkg.devEngines as { packageManager?: { name?: unknown } | Array<{ name?: unknown }> } | undefined)?.packageManager
  const fromFields = named(pkg.packageManager) ?? named(Array.isArray(devEngines) ? devEngines[0]?.name : devEngines?.name) ?? undefined
  // The project's own lockfile, else the one of the workspace it is in (a folder above that declares workspaces).
  const lockIn = (at: string): PackageManager | undefined => LOCKFILES.find(([lockfile]) => existsSync(join(at, lockfile)))?.[1]
  let lockDir = dir
  let fromLock = lockIn(dir)
  for (let at = dirname(dir); !fromLock && at !== dirname(at); at = dirname(at)) {
    if (!existsSync(join(at, 'pnpm-workspace.yaml')) && !readJson(join(at, 'package.json'))?.workspaces) continue
    fromLock = lockIn(at)
    lockDir = at
  }
  const name = fromLock ?? fromFields ?? managerOfAgent(env.npm_config_user_agent) ?? 'npm'
  if (name !== 'yarn') return { name, berry: false, pnp: false }
  const root = lockDir
  const yarnrc = join(root, '.yarnrc.yml')
  const lock = join(root, 'yarn.lock')
  const berry =
    existsSync(yarnrc) ||
    (existsSync(lock) && readFileSync(lock, 'utf8').includes('__metadata:')) ||
    /^yarn@([2-9]|\d{2})/.test(typeof pkg.packageManager === 'string' ? pkg.packageManager : '') ||
    /^yarn\/([2-9]|\d{2})/.test(env.npm_config_user_agent ?? '')
  // Berry's default linker is Plug'n'Play; `nodeLinker: node-modules` (or pnpm) gives a node_modules folder.
  const linker = existsSync(yarnrc) ? /^\s*nodeLinker\s*:\s*["']?([\w-]+)/m.exec(readFileSync(yarnrc, 'utf8'))?.[1] : undefined
  return { name, berry, pnp: berry && (linker === undefined || linker === 'pnp') }
}

/**
 * This package's command as the user of the project in `dir` runs it: `npx doc-workspace-mock …`,
 * `pnpm exec doc-workspace-mock …`, `yarn doc-workspace-mock …` or `bunx doc-workspace-mock …`.
 * @example
 * ownCommand(['serve', '--state', 'world.json']) // 'pnpm exec doc-workspace-mock serve --state world.json' in a pnpm project
 */
export function ownCommand(args: readonly string[], dir: string = process.cwd()): string {
  return execCommand(detectPackageManager(dir).name, ['doc-workspace-mock', ...args]).join(' ')
}
