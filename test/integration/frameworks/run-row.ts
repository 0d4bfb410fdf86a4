import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, posix } from 'node:path'
import { freePort } from '../support/user-project.js'
import { checkDevServer } from './dev-check.js'
import { commandsOf, type Command } from './managers.js'
import { run, type Ended } from './processes.js'
import type { Row, Step } from './rows.js'
import type { Toolchain } from './toolchain.js'

/**
 * A runner's run passes only if init's first test for it was among the tests it ran: a runner that
 * passes without it proves nothing of init. The test is the file init said it wrote.
 */
const initTestRan =
  (test: string | undefined) =>
  (ended: Ended): Ended =>
    ended.status === 0 && !(test && ended.output.includes(posix.basename(test)))
      ? { status: 'missed', output: `${ended.output}\ninit's first test (${test ?? 'none written'}) was not among the tests that ran` }
      : ended

/** The files init says it wrote (`  wrote <path>`), by their path in the project. */
const writtenBy = (output: string): string[] => [...output.matchAll(/^\s+wrote (\S+)/gm)].map((match) => match[1]!)

/** A module as a file of the project imports it: relative, without its extension (the project's bundler resolves it). */
const importOf = (from: string, to: string): string => {
  const relative = posix.relative(posix.dirname(from), to).replace(/\.(ts|tsx|js|jsx|mjs)$/, '')
  return relative.startsWith('.') ? relative : `./${relative}`
}

/** The packages whose versions the matrix reports: the toolchain a fresh project gets today. */
const REPORTED = [
  'msw',
  'vitest',
  'vite',
  'typescript',
  '@playwright/test',
  'react',
  'vue',
  'svelte',
  '@sveltejs/kit',
  'next',
  'nuxt',
  'react-router',
]

/**
 * The versions installed in a project of the packages the matrix reports, e.g. `msw 3.0.5, vitest 5.1.2`.
 * @example
 * installedVersions('/tmp/app') // 'msw 3.0.5, vitest 5.1.2, vite 8.3.8, typescript 7.0.2'
 */
export function installedVersions(project: string): string {
  return REPORTED.flatMap((name) => {
    const file = join(project, 'node_modules', name, 'package.json')
    return existsSync(file) ? [`${name} ${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}`] : []
  }).join(', ')
}

/** How one step of a row ended: `known` is a failure the row marks as a finding not yet fixed. */
export interface StepResult {
  readonly step: Step
  readonly outcome: 'passed' | 'FAILED' | 'known' | 'skipped' | 'FIXED?'
  readonly seconds: number
  readonly output: string
}

/** What a row needs from the run: the shared tools, the tarball, a folder. */
export interface RowContext {
  readonly tools: Toolchain
  readonly tarball: string
  /** A folder of the row's own, removed by the caller. */
  readonly folder: string
}

const MINUTES = 60_000

/**
 * Runs a row: the generator, the install, the tarball and msw added, `init` as the README says for
 * that manager, then each runner and the feature test. A failed setup step skips the rest; a runner
 * that fails does not stop the others. Each step's outcome is judged against the row's known failures.
 * @example
 * const steps = await runRow(ROWS[0], { tools, tarball, folder })
 */
export async function runRow(row: Row, context: RowContext): Promise<StepResult[]> {
  const { tools, tarball, folder } = context
  const results: StepResult[] = []
  const pm = commandsOf(row.manager)
  const project = join(folder, 'app')
  const env = tools.env(row.node, row.manager)
  const inProject = (command: Command, timeout = 10 * MINUTES): Promise<Ended> => run(command, { cwd: project, env, timeout })

  /** Runs a step, timed, and judges it; answers whether the row may go on. */
  let written: string[] = []
  const step = async (name: Step, work: () => Promise<Ended>): Promise<boolean> => {
    const started = Date.now()
    const ended = await work().catch((error: unknown): Ended => ({ status: 'threw', output: String((error as Error).stack ?? error) }))
    const seconds = Math.round((Date.now() - started) / 1000)
    const passed = ended.status === 0
    const known = row.known?.[name]
    const outcome = passed ? (known ? 'FIXED?' : 'passed') : known && known.output.test(ended.output) ? 'known' : 'FAILED'
    results.push({ step: name, outcome, seconds, output: `exit ${ended.status}\n${ended.output}` })
    return passed
  }
  const sequence = async (...commands: Command[]): Promise<Ended> => {
    let output = ''
    for (const command of commands) {
      const ended = await inProject(command)
      output += `${ended.output}\n`
      if (ended.status !== 0) return { status: ended.status, output }
    }
    return { status: 0, output }
  }

  const setup = async (): Promise<boolean> => {
    mkdirSync(folder, { recursive: true })
    const generatorEnv = { ...env, ...(await row.generator.env?.()) }
    const generate = row.generator.command({ cwd: folder, name: 'app', manager: row.manager })
    const generated = async (): Promise<Ended> => {
      const ended = await run(generate, { cwd: folder, env: generatorEnv, timeout: 10 * MINUTES })
      // A generator that stopped at a prompt may still exit 0: no project, no pass.
      if (ended.status === 0 && !existsSync(join(project, 'package.json'))) return { status: 'no project', output: ended.output }
      return ended
    }
    if (!(await step('generate', generated))) return false
    // Yarn 4 with its node-modules linker: the user's choice, written where Yarn's docs put it.
    if (row.manager === 'yarn4') writeFileSync(join(project, '.yarnrc.yml'), 'nodeLinker: node-modules\n')
    if (!row.generator.installs && !(await step('install', () => inProject(pm.install)))) return false
    // The tarball from a path of this run's own: Yarn 1 keeps what it unpacked from a local tarball by
    // the tarball's path (its cache's .tmp folder), whatever the file holds now (yarnpkg/yarn#2165).
    const ownTarball = join(folder, basename(tarball))
    copyFileSync(tarball, ownTarball)
    if (!(await step('add', () => inProject(pm.addDev(ownTarball, ...row.add))))) return false
    // As the README says, with the manager's own way to run a package's command.
    const init = pm.exec('doc-workspace-mock', 'init', '--yes', '--install', ...row.setups)
    if (
      !(await step('init', async () => {
        const ended = await inProject(init)
        written = writtenBy(ended.output)
        // Playwright's browser, where `playwright install` would have put it, once init has installed Playwright.
        tools.browsersFor(project)
        return ended
      }))
    )
      return false
    return true
  }

  if (await setup()) {
    for (const runner of row.runners) {
      if (runner === 'vitest')
        await step('vitest', () =>
          inProject(pm.exec('vitest', 'run')).then(initTestRan(written.find((file) => /\.test\.[jt]sx?$/.test(file)))),
        )
      if (runner === 'playwright')
        await step('playwright', () =>
          // The list reporter names each test (CI's default, dots, would not). The config init wrote takes
          // its ports from APP_PORT and MOCK_PORT, so rows run their end-to-end tests side by side.
          run(pm.exec('playwright', 'test', '--reporter=list'), {
            cwd: project,
            env: { ...env, APP_PORT: freePort(), MOCK_PORT: freePort() },
            timeout: 10 * MINUTES,
          }).then(initTestRan(written.find((file) => /\.(spec|e2e)\.[jt]sx?$/.test(file)))),
        )
      if (runner === 'dev') await step('dev', () => checkDevServer(pm.script('dev', ...row.devArgs), { cwd: project, env }))
      if (runner === 'feature')
        await step('feature', async () => {
          // As init says: its mock module in the test, its config module (where it wrote one) for the service's URL.
          const mock = written.find((file) => (row.feature.mockModule ?? /(^|\/)mock\.(ts|js|mjs)$/).test(file))
          const config = written.find((file) => /mocks\/config\.(ts|js|mjs)$/.test(file))
          if (!mock) return { status: 'no mock module', output: `init wrote no mock module: ${written.join(', ')}` }
          const options = {
            apiUrl: row.apiUrl,
            mockModule: importOf(row.feature.test, mock),
            configModule: config && importOf(row.feature.test, config),
          }
          for (const [file, content] of Object.entries(row.feature.files(options))) {
            mkdirSync(dirname(join(project, file)), { recursive: true })
            writeFileSync(join(project, file), content)
          }
          const packages = row.feature.packages
          const vitest = pm.exec('vitest', 'run', row.feature.test)
          return packages.length ? sequence(pm.addDev(...packages), vitest) : inProject(vitest)
        })
    }
  }
  const ran = new Set(results.map((result) => result.step))
  for (const name of ['generate', 'install', 'add', 'init', ...row.runners] as const)
    if (!ran.has(name) && !(name === 'install' && row.generator.installs))
      results.push({ step: name, outcome: 'skipped', seconds: 0, output: '' })
  return results
}
