import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { UsageError } from '../usage.js'
import { apply, type Outcome } from './apply.js'
import type { Action, Recipe } from './plan.js'
import { askSetups } from './prompt.js'
import { installCommand } from '../../package-managers/commands.js'
import { describeProject, detectedSetups, detectProject, SETUPS, type Project, type Setup } from './project.js'
import { browserRecipe } from './recipes-browser.js'
import { jestRecipe } from './recipes-jest.js'
import { vitestRecipe } from './recipes-node.js'
import { playwrightRecipe } from './recipes-playwright.js'
import { storybookRecipe } from './recipes-storybook.js'

/** The options of `init` on the command line. */
export interface InitOptions {
  yes?: boolean
  force?: boolean
  'dry-run'?: boolean
  install?: boolean
}

/** Each setup's recipe; a recipe may look at the other setups of the run (Playwright's mode follows the browser's). */
const RECIPES: Record<Setup, (project: Project, setups: readonly Setup[]) => Recipe> = {
  vitest: vitestRecipe,
  jest: jestRecipe,
  browser: browserRecipe,
  playwright: playwrightRecipe,
  storybook: storybookRecipe,
}

const isSetup = (name: string): name is Setup => (SETUPS as readonly string[]).includes(name)

/** The setups named, else the detected ones (--yes), else the user's answer on a terminal. */
async function chooseSetups(names: readonly string[], project: Project, options: InitOptions): Promise<Setup[]> {
  for (const name of names) if (!isSetup(name)) throw new UsageError(`Unknown setup "${name}": the setups are ${SETUPS.join(', ')}`)
  let chosen: readonly string[] = names
  if (!names.length && options.yes) chosen = detectedSetups(project)
  else if (!names.length && !process.stdin.isTTY)
    throw new UsageError(`init needs the setups to make (${SETUPS.join(', ')}), or --yes for the ones it detects`)
  else if (!names.length) chosen = await askSetups(detectedSetups(project))
  if (!chosen.length) throw new UsageError('No setup chosen')
  refuseOtherRunner(project, chosen)
  // The two runners' files share their names (test/setup, test/mock.test) and each would run the other's.
  if (chosen.includes('vitest') && chosen.includes('jest'))
    throw new UsageError(
      'Pick one test runner: vitest or jest, not both (their setups share the same files, and each would run the tests written for the other)',
    )
  return SETUPS.filter((setup) => chosen.includes(setup))
}

/**
 * Vitest and Jest in one project would share the mock's files (its setup imports the runner's
 * hooks): a run that asks for the runner the project is not set up with is refused, naming it.
 */
function refuseOtherRunner(project: Project, chosen: readonly string[]): void {
  const setup = project.find(`${project.testDir}/setup.${project.ext}`)
  if (!setup) return
  const text = readFileSync(join(project.dir, setup), 'utf8')
  // A setup file of the user's own (not the mock's) says nothing of the runner.
  if (!text.includes('mock.listen(')) return
  const vitest = text.includes("from 'vitest'")
  const asked = vitest ? 'jest' : 'vitest'
  if (chosen.includes(asked))
    throw new UsageError(
      `The mock is set up for ${vitest ? 'Vitest' : 'Jest'} in this project already (${setup}): one test runner at a time. ` +
        `To move to ${vitest ? 'Jest' : 'Vitest'}, remove ${setup} and its test runner's config entry, then run init ${asked} again.`,
    )
}

/** One action per file or command: two setups that need the same one (Vitest and Jest's mock module) share it. */
function distinct(actions: readonly Action[]): Action[] {
  const seen = new Set<string>()
  return actions.filter((action) => {
    const key =
      action.kind === 'run' ? `run ${action.creates}` : `${action.kind} ${action.path} ${action.kind === 'edit' ? action.what : ''}`
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

/** The dev dependencies the recipes need that package.json does not name, added or only shown. */
function installMissing(project: Project, recipes: readonly Recipe[], options: InitOptions, outcome: Outcome): void {
  const missing = [...new Set(recipes.flatMap((recipe) => recipe.devDependencies))].filter((name) => !project.dependencies.has(name))
  if (!missing.length) return
  const command = installCommand(project.packageManager, missing)
  const shown = command.join(' ')
  if (!options.install) return void outcome.todo.unshift(`install what it needs (not run; --install runs it): ${shown}`)
  if (options['dry-run']) return void outcome.done.push(`would run ${shown}`)
  const run = spawnSync(command[0]!, command.slice(1), { cwd: project.dir, stdio: 'inherit', shell: process.platform === 'win32' })
  if (run.status !== 0) throw new Error(`${shown} failed (exit ${String(run.status ?? run.signal)})`)
  outcome.done.push(`ran ${shown}`)
}

/**
 * `doc-workspace-mock init [setup…] [--yes] [--force] [--dry-run] [--install]`: sets the mock up in
 * the project of the current folder, as the README's recipes do, and says what it did and what is left.
 * @example
 * await init(['vitest'], { yes: true })
 */
export async function init(names: readonly string[], options: InitOptions): Promise<void> {
  const project = detectProject(process.cwd())
  const setups = await chooseSetups(names, project, options)
  const recipes = setups.map((setup) => RECIPES[setup](project, setups))
  console.log(`doc-workspace-mock init: ${setups.join(', ')} (${describeProject(project)})`)
  // Installed first, when asked: msw's worker script is copied by the msw installed.
  const outcome: Outcome = { done: [], already: [], todo: [] }
  installMissing(project, recipes, options, outcome)
  const applied = apply(project, distinct(recipes.flatMap((recipe) => recipe.actions)), {
    force: Boolean(options.force),
    dryRun: Boolean(options['dry-run']),
  })
  const done = [...outcome.done, ...applied.done]
  const todo = [...outcome.todo, ...applied.todo]
  for (const line of done) console.log(`  ${line}`)
  if (applied.already.length) console.log(`already set up: ${applied.already.join(', ')}`)
  if (!done.length && !todo.length) console.log('nothing to change')
  const next = recipes.flatMap((recipe) => recipe.next)
  if (todo.length || next.length) console.log('To do:')
  // A step's continuation (its command) is indented under it.
  for (const line of [...todo, ...next]) console.log(line.startsWith('  ') ? `    ${line.trimStart()}` : `  - ${line}`)
}
