import type { Manager } from './toolchain.js'

/** A command line: the program and its arguments. */
export type Command = readonly [string, ...string[]]

/**
 * What a user of each package manager types, as its own documentation says: install the project,
 * add dev dependencies, run a package's binary, run a script of package.json with arguments.
 */
interface ManagerCommands {
  install: Command
  addDev(...specs: string[]): Command
  exec(bin: string, ...args: string[]): Command
  script(name: string, ...args: string[]): Command
}

const COMMANDS: Record<Manager, ManagerCommands> = {
  npm: {
    install: ['npm', 'install'],
    addDev: (...specs) => ['npm', 'install', '-D', ...specs],
    exec: (bin, ...args) => ['npx', bin, ...args],
    // npm passes arguments on to the script after `--` only.
    script: (name, ...args) => ['npm', 'run', name, ...(args.length ? ['--', ...args] : [])],
  },
  pnpm: {
    install: ['pnpm', 'install'],
    addDev: (...specs) => ['pnpm', 'add', '-D', ...specs],
    exec: (bin, ...args) => ['pnpm', 'exec', bin, ...args],
    script: (name, ...args) => ['pnpm', 'run', name, ...args],
  },
  yarn1: {
    install: ['yarn', 'install'],
    addDev: (...specs) => ['yarn', 'add', '-D', ...specs],
    exec: (bin, ...args) => ['yarn', bin, ...args],
    script: (name, ...args) => ['yarn', 'run', name, ...args],
  },
  yarn4: {
    install: ['yarn', 'install'],
    // Yarn 4 takes a tarball by its protocol only: `name@file:path`.
    addDev: (...specs) => ['yarn', 'add', '-D', ...specs.map((spec) => (spec.endsWith('.tgz') ? `doc-workspace-mock@file:${spec}` : spec))],
    exec: (bin, ...args) => ['yarn', bin, ...args],
    script: (name, ...args) => ['yarn', 'run', name, ...args],
  },
  bun: {
    install: ['bun', 'install'],
    addDev: (...specs) => ['bun', 'add', '-d', ...specs],
    exec: (bin, ...args) => ['bunx', bin, ...args],
    script: (name, ...args) => ['bun', 'run', name, ...args],
  },
}

/**
 * The commands of one package manager.
 * @example
 * commandsOf('pnpm').exec('vitest', 'run') // ['pnpm', 'exec', 'vitest', 'run']
 */
export const commandsOf = (manager: Manager): ManagerCommands => COMMANDS[manager]
