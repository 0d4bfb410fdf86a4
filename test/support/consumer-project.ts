import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** This checkout: what `pack()` packs, and whose TypeScript compiles a consumer's projects. */
const root = new URL('../..', import.meta.url).pathname

/** A script's or a command's end: its exit status, output and errors. */
export interface Ran {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * An npm user's fresh project in a temporary folder (an ES module
 * project, nothing installed yet), into which the test packs this package
 * and installs it with plain `npm install`, as a user would.
 */
export interface ConsumerProject {
  /** The project's folder. */
  readonly folder: string
  /** The environment its commands run in: this process's, npm reporting errors only. */
  readonly env: NodeJS.ProcessEnv
  /** Runs a command (in the project unless `cwd` says otherwise); answers its output, throws if it fails. */
  run(cmd: string, args: string[], cwd?: string): string
  /** The package's tarball (`.ci/pack`, or the one `DOC_WORKSPACE_MOCK_TARBALL` names), by its absolute path. */
  pack(): string
  /** `npm install`s packages into the project, from the local cache where it can. */
  install(...specs: string[]): string
  /** Every copy of msw in the project's tree, as `location@version`. */
  mswCopies(): string[]
  /** Writes a script into the project and runs it with node. */
  node(file: string, source: string): Ran
  /** Writes a TypeScript project in a folder of the project (objects as JSON) and compiles it; answers its folder and diagnostics. */
  compile(name: string, files: Record<string, string | object>): { folder: string; diagnostics: string }
  remove(): void
}

/**
 * Makes a fresh consumer project in a temporary folder.
 * @example
 * const consumer = createConsumerProject()
 * consumer.install(consumer.pack(), 'msw@2')
 * const { stdout } = consumer.node('serve.mjs', `import { setupMockServer } from 'doc-workspace-mock/node'…`)
 */
export function createConsumerProject(): ConsumerProject {
  const folder = mkdtempSync(join(tmpdir(), 'dwm-consumer-'))
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  const env = { ...process.env, npm_config_loglevel: 'error' }
  const run = (cmd: string, args: string[], cwd = folder): string =>
    execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env })
  return {
    folder,
    env,
    run,
    // Packed in a temporary copy of the checkout (never over its dist/), unless a tarball is named.
    pack: () => run(join(root, '.ci/pack'), [folder], root).trim(),
    install: (...specs) => run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...specs]),
    mswCopies: () =>
      (JSON.parse(run('npm', ['query', '#msw'])) as Array<{ location: string; version: string }>).map(
        (node) => `${node.location}@${node.version}`,
      ),
    node: (file, source) => {
      writeFileSync(join(folder, file), source)
      return spawnSync('node', [file], { cwd: folder, encoding: 'utf8', env })
    },
    compile: (name, files) => {
      const project = join(folder, name)
      mkdirSync(project, { recursive: true })
      for (const [file, content] of Object.entries(files))
        writeFileSync(join(project, file), typeof content === 'string' ? content : JSON.stringify(content))
      const { stdout } = spawnSync('node', [join(root, 'node_modules/typescript/bin/tsc'), '-p', project], {
        cwd: project,
        encoding: 'utf8',
        env,
      })
      return { folder: project, diagnostics: stdout }
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  }
}
