/**
 * The package managers a user may run, and each one's words for the commands the mock tells a
 * user to type: adding a package, running a package's binary, running a script. Imports nothing
 * and touches no runtime API but an optional `process.env`, so that every room (the CLI, the Node
 * and browser adapters, the client, the app) words its advice the same way.
 */

/** The package managers whose commands the mock speaks. */
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

/** Every one of them, in the order a message lists them. */
export const PACKAGE_MANAGERS: readonly PackageManager[] = ['npm', 'pnpm', 'yarn', 'bun']

/**
 * Whether a name is one of the package managers.
 * @example
 * isPackageManager('pnpm') // true
 */
export const isPackageManager = (name: string | undefined): name is PackageManager => PACKAGE_MANAGERS.includes(name as PackageManager)

/**
 * The command that adds dev dependencies with that package manager.
 * @example
 * installCommand('pnpm', ['msw', 'vitest', 'vite']) // ['pnpm', 'add', '-D', 'msw', 'vitest', 'vite']
 */
export function installCommand(manager: PackageManager, packages: readonly string[]): string[] {
  if (manager === 'npm') return ['npm', 'install', '-D', ...packages]
  return [manager, 'add', manager === 'bun' ? '-d' : '-D', ...packages]
}

/**
 * The command that runs a binary installed in the project, with that package manager.
 * @example
 * execCommand('npm', ['msw', 'init', 'public', '--save']) // ['npx', 'msw', 'init', 'public', '--save']
 * execCommand('pnpm', ['vitest', 'run']) // ['pnpm', 'exec', 'vitest', 'run']
 */
export function execCommand(manager: PackageManager, args: readonly string[]): string[] {
  const prefix = { npm: ['npx'], pnpm: ['pnpm', 'exec'], yarn: ['yarn'], bun: ['bunx'] }[manager]
  return [...prefix, ...args]
}

/**
 * The command that runs a script of package.json with arguments passed on to it.
 * @example
 * runScriptCommand('npm', 'dev', ['--port', '5180']) // ['npm', 'run', 'dev', '--', '--port', '5180']
 * runScriptCommand('yarn', 'dev', ['--port', '5180']) // ['yarn', 'dev', '--port', '5180']
 */
export function runScriptCommand(manager: PackageManager, script: string, args: readonly string[] = []): string[] {
  if (manager === 'npm') return ['npm', 'run', script, ...(args.length ? ['--', ...args] : [])]
  return manager === 'yarn' ? ['yarn', script, ...args] : [manager, 'run', script, ...args]
}

/**
 * The package manager named by a user agent as package managers set it for what they start
 * (`npm_config_user_agent`: `pnpm/10.2.0 npm/? node/v22.12.0 linux x64`), if any.
 * @example
 * managerOfAgent('yarn/1.22.22 npm/? node/v22.12.0 linux x64') // 'yarn'
 */
export function managerOfAgent(agent: string | undefined): PackageManager | undefined {
  const name = /^(npm|pnpm|yarn|bun)\//.exec(agent ?? '')?.[1]
  return isPackageManager(name) ? name : undefined
}

/**
 * The package manager that started this process (`npx vitest`, `pnpm test`, `bunx …`), where there
 * is a process and one did; undefined in a browser, or under a plain `node`.
 * @example
 * runningManager() // 'pnpm' under `pnpm exec vitest`
 */
export function runningManager(): PackageManager | undefined {
  // A browser has no `process`; read through globalThis so that no bundler stands in for it.
  return managerOfAgent((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.npm_config_user_agent)
}

/**
 * A command in the words of the user's package manager when it is known, else in each one's, for
 * a message to show: `pnpm add -D js-yaml`, or `npm install -D js-yaml, pnpm add -D js-yaml,
 * yarn add -D js-yaml or bun add -d js-yaml`.
 * @example
 * spokenCommand(undefined, (manager) => installCommand(manager, ['js-yaml']))
 * // 'npm install -D js-yaml, pnpm add -D js-yaml, yarn add -D js-yaml or bun add -d js-yaml'
 */
export function spokenCommand(manager: PackageManager | undefined, command: (manager: PackageManager) => readonly string[]): string {
  if (manager) return command(manager).join(' ')
  const lines = PACKAGE_MANAGERS.map((each) => command(each).join(' '))
  return `${lines.slice(0, -1).join(', ')} or ${lines.at(-1)!}`
}
