import type { DevtoolsTarget } from '../../devtools/target.js'
import type { MockWorker } from './browser.js'

/**
 * What the devtools drive: the browser mock's members they use, read live,
 * and `commit` for a change they made directly (an edit, the clock).
 * @example
 * mountDevtools(devtoolsTargetOf(worker, () => save()), options, kit)
 */
export function devtoolsTargetOf(mock: MockWorker, commit: () => void): DevtoolsTarget {
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
    useScenario: (name) => mock.useScenario(name),
    useConditions: (...names) => mock.useConditions(...names),
    reset: () => mock.reset(),
    requests: () => mock.requests(),
    onChange: (listener) => mock.onChange(listener),
    flush: () => mock.flush(),
    exportState: () => mock.exportState(),
    importState: (file) => mock.importState(file),
    coverage: () => mock.coverage(),
    clearCoverage: () => mock.clearCoverage(),
    commit,
  }
}
