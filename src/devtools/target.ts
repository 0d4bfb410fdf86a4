import type { ConditionSpec } from '../conditions/schema.js'
import type { ApiCoverage } from '../coverage/schema.js'
import type { Clock } from '../db/clock.js'
import type { State } from '../db/state.js'
import type { JournalEntry } from '../journal/journal.js'
import type { StateFile } from '../mock/state-file.js'
import type { DevtoolsKit } from './kit.js'
import type { WorldEdits } from './world-edits.js'

/** What the devtools drive: the browser mock (`startMockWorker` gives one), seen through the part they use. */
export interface DevtoolsTarget {
  /** The service's base URL, e.g. `http://127.0.0.1:4010` or `/api`. */
  readonly baseUrl: string
  readonly scenario: string
  readonly scenarios: ReadonlyArray<{ name: string; description: string }>
  /** Whether changes are kept across reloads. */
  readonly persistent: boolean
  readonly conditions: readonly ConditionSpec[]
  readonly availableConditions: readonly ConditionSpec[]
  /** The active scenario's state: its data, clock and id generator. */
  readonly state: State
  readonly clock: Clock
  readonly journal: { clear(): number }
  useScenario(name: string): void
  useConditions(...names: string[]): void
  reset(): void
  /** The requests answered, newest first. */
  requests(): JournalEntry[]
  /** Calls `listener` after every answered request and every change; answers an unsubscribe function. */
  onChange(listener: () => void): () => void
  /** Resolves once every change so far is saved. */
  flush(): Promise<void>
  exportState(): StateFile
  importState(file: unknown): void
  /** The API coverage of the requests answered so far. */
  coverage(): Promise<ApiCoverage>
  /** Forgets the coverage counted so far. */
  clearCoverage(): void
  /** Keeps a change the devtools made directly (an edit, the clock): saved when persistent, and every listener told. */
  commit(): void
}

/** Options of the devtools, as `startMockWorker({ panel: { … } })` takes them. */
export interface DevtoolsOptions {
  /** Reload the page after a scenario switch, a reset or an import kept across reloads, so the app starts over from the new data. Default: true. */
  reload?: boolean
  /** Start unfolded. Default: false (a small button in the corner; Alt+Shift+M opens it). */
  open?: boolean
  /** The corner it sits in. Default `bottom-right`. */
  position?: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left'
  /** How many requests the Requests tab lists at most. Default 200. */
  requests?: number
  /** The page URL parameter that picks the scenario, kept in step on a switch; `false` for none. Default `scenario`. */
  scenarioParam?: string | false
  /** The standalone server that `curl` and `fetch` snippets call. Default `http://localhost:4010`. */
  serverUrl?: string
}

/** What every tab is given. */
export interface TabContext {
  readonly target: DevtoolsTarget
  readonly options: DevtoolsOptions
  /** The mock's own schemas, operations and errors, as the runtime handed them over. */
  readonly kit: DevtoolsKit
  /** Changes to the world through the API's checks. */
  readonly edits: WorldEdits
  /** Starts the app over after a change of world (when `reload` is on): saves first, then reloads. */
  restart(): Promise<void>
}

/** A tab of the devtools: its label, and how it builds its view. */
export interface DevtoolsTab {
  /** Short and unique, used in ids: `requests`. */
  readonly id: string
  readonly label: string
  mount(context: TabContext): TabView
}

/** A tab's view: its element, and how it shows the latest state (called when the tab is shown and after every change while it is). */
export interface TabView {
  readonly element: HTMLElement
  render(): void
}
