import { spawnSync } from 'node:child_process'
import { UsageError } from '../usage.js'
import { apply, type Outcome } from './apply.js'
import type { Action, Recipe } from './plan.js'
import { askSetups } from './prompt.js'
import { detectedSetups, detectProject, installCommand, SETUPS, type Project, type Setup } from './project.js'
import { browserRecipe, playwrightRecipe, storybookRecipe } from './recipes-browser.js'
import { jestRecipe, vitestRecipe } from './recipes-node.js'

/** The options of `init` on the command line. */
export interface InitOptions {
  yes?: boolean
  force?: boolean
  'dry-run'?: boolean
  install?: boolean
}

const RECIPES: Record<Setup, (project: Project) => Recipe> = {
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
  // The two runners' files share their names (test/setup, test/mock.test) and each would run the other's.
  if (chosen.includes('vitest') && chosen.includes('jest')) throw new UsageError('Pick one test runner: vitest or jest, not both')
  return SETUPS.filter((setup) => chosen.includes(setup))
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
  const recipes = setups.map((setup) => RECIPES[setup](project))
  const kind = [project.packageManager, project.framework === 'plain' ? 'no Vite or Next.js' : project.framework]
  console.log(`doc-workspace-mock init: ${setups.join(', ')} (${[...kind, project.typescript ? 'TypeScript' : 'JavaScript'].join(', ')})`)
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
