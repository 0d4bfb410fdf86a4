import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { requireChromium } from '../../../demo/chromium.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** The package managers of the matrix, each at the version a user installing it today gets. */
export const MANAGERS = {
  npm: { package: null, label: 'npm' },
  pnpm: { package: 'pnpm@12.21.0', label: 'pnpm 12' },
  yarn1: { package: 'yarn@1.22.22', label: 'yarn 1' },
  yarn4: { package: '@yarnpkg/cli-dist@4.18.1', label: 'yarn 4' },
  bun: { package: 'bun@1.4.5', label: 'bun 1' },
} as const
export type Manager = keyof typeof MANAGERS

/**
 * The tools a run of the matrix shares: each Node and package manager installed once from the npm
 * registry, the package managers' caches and stores, and Playwright's browser folder. It lives in
 * `DWM_FRAMEWORKS_CACHE` when that names a folder (kept between runs, so a second run installs from
 * its caches), else in a temporary folder removed at the end of the run.
 */
export interface Toolchain {
  readonly folder: string
  /** The folder of the bin of that Node (a major or an exact version), installed on first use. */
  node(version: string): string
  /** The folder of that package manager's bin, installed on first use; null for npm, which comes with Node. */
  manager(manager: Manager): string | null
  /** The environment of a row's commands: that Node and manager first on PATH, the shared caches. */
  env(node: string, manager: Manager): NodeJS.ProcessEnv
  /**
   * Gives the Playwright of a project the machine's Chromium (`CHROMIUM_PATH`) where `playwright install`
   * would download its own: CI reaches the npm registry only.
   */
  browsersFor(project: string): void
  remove(): void
}

// What the runner of this file set, that would change how a user's commands behave: the npm script
// that started the run (npm_config_user_agent tells generators which manager to use), Vitest's own
// markers (a child Vitest would take itself for a worker) and the test mode.
const INHERITED_NOT = /^(npm_|VITEST|NODE_ENV$|TEST$|NODE_OPTIONS$|INIT_CWD$|COREPACK_|PNPM_|YARN_|BUN_|PLAYWRIGHT_)/

/**
 * The toolchain of one run.
 * @example
 * const tools = createToolchain()
 * execFileSync('npm', ['--version'], { env: tools.env('24', 'npm') })
 */
export function createToolchain(): Toolchain {
  const kept = process.env.DWM_FRAMEWORKS_CACHE
  const folder = kept ?? mkdtempSync(join(tmpdir(), 'dwm-frameworks-'))
  mkdirSync(folder, { recursive: true })
  const browsers = join(folder, 'ms-playwright')
  const install = (prefix: string, run: () => void): void => {
    // A marker written last: a run stopped half-way installs again next time.
    if (existsSync(join(prefix, '.installed'))) return
    run()
    writeFileSync(join(prefix, '.installed'), '')
  }
  const tools: Toolchain = {
    folder,
    node(version) {
      const prefix = join(folder, `node-${version}`)
      install(prefix, () =>
        execFileSync('bash', ['-c', '. .ci/node-from-registry.sh && node_from_registry "$0" "$1"', prefix, version], {
          cwd: root,
          stdio: ['ignore', 'ignore', 'pipe'],
        }),
      )
      return join(prefix, 'node_modules/.bin')
    },
    manager(manager) {
      const spec = MANAGERS[manager].package
      if (!spec) return null
      const prefix = join(folder, manager)
      mkdirSync(prefix, { recursive: true })
      install(prefix, () =>
        execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec], {
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, npm_config_loglevel: 'error' },
        }),
      )
      return join(prefix, 'node_modules/.bin')
    },
    env(node, manager) {
      const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !INHERITED_NOT.test(name)))
      const bins = [tools.node(node), tools.manager(manager)].filter((bin) => bin !== null)
      return {
        ...inherited,
        PATH: [...bins, process.env.PATH].join(':'),
        // Each manager's cache and store, shared by every row of the run.
        XDG_CACHE_HOME: join(folder, 'cache'),
        XDG_DATA_HOME: join(folder, 'data'),
        YARN_GLOBAL_FOLDER: join(folder, 'yarn-berry'),
        BUN_INSTALL_CACHE_DIR: join(folder, 'bun-cache'),
        // A CI machine makes Yarn 4 refuse any change to yarn.lock; a user adding packages changes it.
        YARN_ENABLE_IMMUTABLE_INSTALLS: 'false',
        PLAYWRIGHT_BROWSERS_PATH: browsers,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        NUXT_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
        npm_config_loglevel: 'error',
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        npm_config_prefer_offline: 'true',
      }
    },
    browsersFor(project) {
      for (const file of playwrightBrowserLists(project)) {
        const { browsers: list } = JSON.parse(readFileSync(file, 'utf8')) as { browsers: Array<{ name: string; revision: string }> }
        for (const { name, revision } of list) {
          // Playwright's own layout: <name>-<revision>/<platform folder>/<executable>.
          const executable = {
            chromium: ['chrome-linux64', 'chrome'],
            'chromium-headless-shell': ['chrome-headless-shell-linux64', 'chrome-headless-shell'],
          }[name]
          if (!executable) continue
          const dir = join(browsers, `${name.replaceAll('-', '_')}-${revision}`, executable[0]!)
          if (existsSync(join(dir, executable[1]!))) continue
          mkdirSync(dir, { recursive: true })
          symlinkSync(requireChromium(), join(dir, executable[1]!))
          for (const marker of [join(dir, '..', 'INSTALLATION_COMPLETE'), join(dir, 'DEPENDENCIES_VALIDATED')]) writeFileSync(marker, '')
        }
      }
    },
    remove() {
      if (!kept) rmSync(folder, { recursive: true, force: true })
    },
  }
  return tools
}

/** Every playwright-core's list of browsers in a project: hoisted, or in pnpm's and Bun's stores. */
function playwrightBrowserLists(project: string): string[] {
  const found: string[] = []
  const hoisted = join(project, 'node_modules/playwright-core/browsers.json')
  if (existsSync(hoisted)) found.push(hoisted)
  for (const store of ['node_modules/.pnpm', 'node_modules/.bun']) {
    const dir = join(project, store)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir).filter((entry) => entry.startsWith('playwright-core@'))) {
      const file = join(dir, name, 'node_modules/playwright-core/browsers.json')
      if (existsSync(file)) found.push(file)
    }
  }
  return found
}
