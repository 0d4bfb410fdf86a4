import type { ConditionCatalog } from '../conditions/catalog.js'
import { createConditions } from '../conditions/conditions.js'
import type { Clock } from '../db/clock.js'
import { createDb, createTokenTable, restoreDb } from '../db/db.js'
import { createRandom } from '../db/random.js'
import type { Limits, State } from '../db/state.js'
import { composeLayers, type Next } from '../http/exchange.js'
import type { Router } from '../http/route.js'
import { builtInConditions } from '../conditions/built-in.js'
import { ConditionsError } from '../conditions/catalog.js'
import { loadState, PersistError, saveState } from '../db/persist.js'
import type { Capture } from '../journal/capture.js'
import { createJournal } from '../journal/journal.js'
import { keptWrites, type KeeperSlot } from './durable.js'
import { createOperate, type ScenarioState } from './operate.js'
import type { Scenario } from './scenario.js'
import type { SeedBank } from './seeds.js'
import { readStateFile, StateFileError, toStateFile } from './state-file.js'
import type { MockWorld } from './types.js'

/**
 * One isolated world: each scenario's data, the issued tokens, the active
 * scenario, the conditions, the clock and the journal. The default world
 * answers requests that name no session; each session has a world of its own.
 */
export interface World extends MockWorld {
  /** Answers one request through the world's layers and operations. */
  readonly answer: Next
  /** Counts changes to what `exportState()` gives: writes answered below 400, scenario, conditions, import, reset (not `db` edits). */
  readonly revision: number
  /** Its server is closing: answers every request it still holds 503 with `Retry-After` (see `Conditions.close`). */
  closeHeld(): void
}

export interface WorldOptions {
  readonly id: string | null
  readonly seeds: SeedBank
  readonly router: Router
  /** The scenario it starts in, and returns to on `reset()`. */
  readonly scenario: string
  readonly clock: Clock
  /** Whether `reset()` rewinds the clock (a clock the mock made is part of its state; an injected one is the caller's). */
  readonly rewindClock: boolean
  readonly limits: Limits
  readonly journalSize?: number
  /** Keeps headers and bodies in the journal; none when absent. */
  readonly capture?: Capture
  readonly catalog: ConditionCatalog
  /** The conditions it begins with, and returns to on `reset()`. */
  readonly conditions?: readonly unknown[]
  /** Seeds the conditions' random choices. */
  readonly seed: string
  /** Where it finds the keeper its writes wait for (the default world's, see `keepChangesWith`); none when absent. */
  readonly keeper?: KeeperSlot
}

const BUILT_IN = new Set(builtInConditions.map((condition) => condition.name))

/**
 * Creates a world from the shared seeds: a scenario's state is restored from
 * its seed on first use (a constant-time, copy-on-write restore), so a new
 * world costs the same whatever the size of the data.
 * @example
 * const world = createWorld({ id: null, seeds, router, scenario: 'default', clock, rewindClock: true, limits, catalog, seed: 'doc-workspace-mock' })
 * await world.answer(exchange)
 */
export function createWorld(options: WorldOptions): World {
  const { seeds, clock, limits } = options
  const clockStart = options.rewindClock ? clock.now() : undefined
  const tokens = createTokenTable()
  tokens.restore(seeds.tokens)
  const states = new Map<string, ScenarioState>()

  const rewind = (scenarioState: ScenarioState): ScenarioState => {
    const seed = seeds.seedOf(scenarioState.scenario)
    restoreDb(scenarioState.state.db, seed.db)
    scenarioState.state.random.load(seed.random)
    return scenarioState
  }
  const stateOf = (scenario: Scenario): ScenarioState => {
    let scenarioState = states.get(scenario.name)
    if (!scenarioState) {
      const state: State = { db: createDb(tokens), clock, random: createRandom(scenario.name), limits }
      states.set(scenario.name, (scenarioState = rewind({ scenario, state })))
    }
    return scenarioState
  }
  const start = seeds.scenario(options.scenario)
  let active = stateOf(start)

  const journal = createJournal({
    capacity: options.journalSize,
    session: options.id,
    scenario: () => active.scenario.name,
    capture: options.capture,
  })
  const operate = createOperate({
    router: options.router,
    active: () => active,
    named: (name) => {
      const scenario = seeds.scenarios.get(name)
      return scenario && stateOf(scenario)
    },
    names: () => [...seeds.scenarios.keys()],
  })
  const conditions = createConditions({ catalog: options.catalog, clock, seed: options.seed, initial: options.conditions })
  // A failed write (4xx, 5xx, a fault) changed nothing, nor did one the real service answered through a proxy
  // (it never reaches the operations): the innermost layer counts the writes that ran.
  let revision = 0
  const writes = keptWrites(() => revision++, options.keeper ?? { keeper: null })

  return {
    id: options.id,
    clock,
    journal,
    answer: composeLayers([journal.layer, conditions.layer, writes], operate),
    get db() {
      return active.state.db
    },
    get state() {
      return active.state
    },
    get scenario() {
      return active.scenario.name
    },
    get conditions() {
      return conditions.list()
    },
    get revision() {
      return revision
    },
    useScenario(name) {
      active = rewind(stateOf(seeds.scenario(name)))
      revision++
    },
    useConditions(...inputs) {
      conditions.set(inputs)
      revision++
    },
    hold: (operations) => conditions.hold(operations),
    closeHeld: () => conditions.close(),
    exportState: (options = {}) =>
      toStateFile(saveState(active.state, active.scenario.name), {
        clock: clock.now(),
        conditions: conditions.list().map((spec) => (BUILT_IN.has(spec.name) ? spec.name : spec)),
        progress: conditions.progress(),
        ...(options.journal ? { journal: journal.list() } : {}),
      }),
    importState(file) {
      const { saved, clock: at, conditions: wanted, progress, journal: entries } = readStateFile(file)
      const scenario = seeds.scenarios.get(saved.scenario)
      if (!scenario)
        throw new StateFileError([
          {
            field: 'scenario',
            message: `Unknown scenario "${saved.scenario}". Known scenarios: ${[...seeds.scenarios.keys()].join(', ')}`,
          },
        ])
      try {
        options.catalog.resolve(wanted)
        // Loaded into a scratch world first: if a record does not fit, nothing here has changed.
        loadState({ db: createDb(createTokenTable()), clock, random: createRandom('import'), limits }, saved)
      } catch (error) {
        if (error instanceof ConditionsError) throw new StateFileError(error.errors)
        if (error instanceof PersistError) throw new StateFileError([{ field: 'tables', message: error.message }])
        throw error
      }
      active = stateOf(scenario)
      loadState(active.state, saved)
      conditions.set(wanted)
      // Without its progress a file's conditions start their course afresh (a file older than it, or written by hand).
      if (progress) conditions.resume(progress)
      if (entries) journal.restore(entries)
      revision++
      try {
        clock.set(at)
      } catch {
        // A system clock cannot be set: the world keeps real time.
      }
    },
    reset() {
      for (const scenarioState of states.values()) rewind(scenarioState)
      active = stateOf(start)
      tokens.restore(seeds.tokens)
      journal.clear()
      if (clockStart !== undefined) clock.set(clockStart)
      // Last: what it lets go (the requests `hang` kept) resumes after this returns, in the world as reset.
      conditions.reset()
      revision++
    },
  }
}

/**
 * How many changes a world (a mock: its default world) has had: a cheap way to tell it changed.
 * @example
 * if (revisionOf(mock) !== seen) save(mock.exportState())
 */
export function revisionOf(world: MockWorld): number | undefined {
  return 'revision' in world && typeof world.revision === 'number' ? world.revision : undefined
}
