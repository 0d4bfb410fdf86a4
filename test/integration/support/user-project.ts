import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, expect } from 'vitest'
import mswPackage from 'msw/package.json' with { type: 'json' }
import vitePackage from 'vite/package.json' with { type: 'json' }
import vitestPackage from 'vitest/package.json' with { type: 'json' }
import { DEMO_TOKEN } from '../../../src/cli/init/plan.js'
import { createConsumerProject, type ConsumerProject } from '../../support/consumer-project.js'
import { testChromiumPath } from '../../../demo/chromium.js'

// The versions this checkout runs on: installs come from the one npm cache, offline where they can.
export const MSW = `msw@${mswPackage.version}`
export const VITEST = `vitest@${vitestPackage.version}`
export const VITE = `vite@${vitePackage.version}`

/** A user's project: its package.json and files, then the packed package and the given packages installed, as a user would. */
export type UserProject = (pkg: object, files: Record<string, string>, ...packages: string[]) => ConsumerProject

/**
 * Fresh user projects for one test file (the `init` checks), each removed once the file is done.
 * `env` is added to the environment of every command run in them, installs included.
 * @example
 * const userProject = useUserProjects()
 * const project = userProject({ name: 'node-app' }, {}, 'msw@2.15.0')
 */
export function useUserProjects(env: NodeJS.ProcessEnv = {}): UserProject {
  const projects: ConsumerProject[] = []
  afterAll(() => projects.forEach((project) => project.remove()), 120_000)
  return (pkg, files, ...packages) => {
    const project = createConsumerProject()
    projects.push(project)
    // The project's commands all run in this one environment object.
    Object.assign(project.env, env)
    writeFileSync(join(project.folder, 'package.json'), JSON.stringify({ private: true, type: 'module', ...pkg }))
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(project.folder, file)), { recursive: true })
      writeFileSync(join(project.folder, file), content)
    }
    project.install(project.pack(), ...packages)
    return project
  }
}

/** `npx doc-workspace-mock init …` in the project, as the README says for npm. */
export const init = (project: ConsumerProject, ...args: string[]): string => project.run('npx', ['doc-workspace-mock', 'init', ...args])

/** One of init's printed "To do" steps, by its opening words; fails the test (with the output) when it is not there. */
export function step(output: string, pattern: RegExp): RegExpExecArray {
  const found = pattern.exec(output)
  expect(found, output).not.toBeNull()
  return found!
}

/** Edits a file of the project as the user would by hand. */
export function edit(project: ConsumerProject, file: string, change: (text: string) => string): void {
  const path = join(project.folder, file)
  writeFileSync(path, change(readFileSync(path, 'utf8')))
}

/**
 * What the user's app does with the service, as TypeScript source: its teams read with the demo token,
 * a promise of their count shown ("3 teams") or of the failure. `base` is the expression of the service's URL.
 */
export const showTeams = (base: string): string => `fetch(\`\${${base}}/teams\`, { headers: { authorization: 'Bearer ${DEMO_TOKEN}' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(\`status \${response.status}\`))))
      .then(
        ({ result }: { result: { items: unknown[] } }) => \`\${result.items.length} teams\`,
        (error: Error) => \`failed: \${error.message}\`,
      )`

/** `npx vitest run` in the project, its output without colours; throws (with the output) when a test fails. */
export const vitest = (project: ConsumerProject): string => stripVTControlCharacters(project.run('npx', ['vitest', 'run']))

/**
 * A command run in the project whether it passes or fails: its exit status and its output
 * (stdout then stderr, where Jest and Playwright print their results), without colours.
 */
export function runIn(project: ConsumerProject, cmd: string, args: string[]): { status: number | null; output: string } {
  const ran = spawnSync(cmd, args, { cwd: project.folder, encoding: 'utf8', env: project.env })
  return { status: ran.status, output: stripVTControlCharacters(`${ran.stdout}${ran.stderr}`) }
}

/** A loopback port nothing listens on now, below the ephemeral range (the examples' own picker: examples/free-ports.mjs). */
export const freePort = (): string =>
  execFileSync(process.execPath, [fileURLToPath(new URL('../../../examples/free-ports.mjs', import.meta.url))], { encoding: 'utf8' }).trim()

/**
 * Lets the project's own `playwright test` run in this machine's Chromium, with no download and
 * no edit of its config: the headless shell Playwright looks for (its revision, from the
 * project's playwright-core) is a link to the one the tests use (demo/chromium.ts), in a
 * browsers folder of the project's own that PLAYWRIGHT_BROWSERS_PATH names for its commands.
 * @example
 * useSystemChromium(project)
 * runIn(project, 'npx', ['playwright', 'test'])
 */
export function useSystemChromium(project: ConsumerProject): void {
  const { browsers } = JSON.parse(readFileSync(join(project.folder, 'node_modules/playwright-core/browsers.json'), 'utf8')) as {
    browsers: Array<{ name: string; revision: string }>
  }
  const revision = browsers.find((browser) => browser.name === 'chromium-headless-shell')!.revision
  const folder = join(project.folder, '.browsers', `chromium_headless_shell-${revision}`, 'chrome-headless-shell-linux64')
  mkdirSync(folder, { recursive: true })
  symlinkSync(testChromiumPath(), join(folder, 'chrome-headless-shell'))
  Object.assign(project.env, { PLAYWRIGHT_BROWSERS_PATH: join(project.folder, '.browsers'), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' })
}
