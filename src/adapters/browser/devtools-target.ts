import type { DevtoolsTarget } from '../../devtools/target.js'
import type { MockWorker } from './browser.js'
import type { PageMemory } from './page-choice.js'

/**
 * What the devtools drive: the browser mock's members they use, read live,
 * and `commit` for a change they made directly (an edit, the clock). A
 * scenario, conditions or a state file picked in the panel is remembered
 * for the next load (`remember`), as one picked in the URL is; the same
 * calls from code are not.
 * @example
 * mountDevtools(devtoolsTargetOf(worker, () => save(), remember), options, kit)
 */
export function devtoolsTargetOf(mock: MockWorker, commit: () => void, remember: PageMemory): DevtoolsTarget {
  const rememberConditions = (): void => remember.conditions(mock.conditions.map((condition) => condition.name))
  return {
    baseUrl: mock.baseUrl,
    scenarios: mock.scenarios,
    persistent: mock.persistent,
    get scenario() {
      return mock.scenario
    },
    get conditions() {
      return mock.conditions
    },
    get availableConditions() {
      return mock.availableConditions
    },
    get state() {
      return mock.state
    },
    get clock() {
      return mock.clock
    },
    get journal() {
      return mock.journal
    },
    useScenario(name) {
      mock.useScenario(name)
      remember.scenario(name)
    },
    useConditions(...names) {
      mock.useConditions(...names)
      rememberConditions()
    },
    reset: () => mock.reset(),
    requests: () => mock.requests(),
    onChange: (listener) => mock.onChange(listener),
    flush: () => mock.flush(),
    exportState: () => mock.exportState(),
    importState(file) {
      mock.importState(file)
      remember.scenario(mock.scenario)
      rememberConditions()
    },
    coverage: () => mock.coverage(),
    clearCoverage: () => mock.clearCoverage(),
    commit,
  }
}
