import type { Clock } from '../db/clock.js'
import { createDb, createTokenTable, snapshotDb, type DbSnapshot } from '../db/db.js'
import { FixtureError, sharedCannedFixtures } from '../db/fixture-set.js'
import { createRandom, type RandomState } from '../db/random.js'
import type { Limits } from '../db/state.js'
import type { TableSnapshot } from '../db/table.js'
import type { Scenario } from './scenario.js'

/** What a scenario's seed built: the data and the id generator's position after it. */
export interface Seed {
  readonly db: DbSnapshot
  readonly random: RandomState
}

/** The scenarios a mock knows, and their seeds, built once and shared by every world that uses them. */
export interface SeedBank {
  /** Every scenario, by name. */
  readonly scenarios: ReadonlyMap<string, Scenario>
  /** The scenario of that name; an unknown name throws an error listing the known ones. */
  scenario(name: string): Scenario
  /** The scenario's seed, built on first use. */
  seedOf(scenario: Scenario): Seed
  /** The sessions every world starts with: the canned long-lived tokens (`demo-token`). */
  readonly tokens: TableSnapshot
}

/**
 * Seeds each scenario at most once per mock; every world (the default one
 * and each session) then starts from that snapshot, which costs the same
 * for ten records or 100k, and copies only what it later changes.
 * @example
 * const seeds = createSeedBank(scenarios, clock, DEFAULT_LIMITS)
 * restoreDb(db, seeds.seedOf(seeds.scenario('default')).db)
 */
export function createSeedBank(scenarios: readonly Scenario[], clock: Clock, limits: Limits): SeedBank {
  const known = new Map<string, Scenario>()
  for (const scenario of scenarios) known.set(scenario.name, scenario)
  const tokenTable = createTokenTable()
  for (const set of sharedCannedFixtures()) tokenTable.insertMany(set.tokens.filter((token) => !tokenTable.has(token.access_token)))
  const tokens = tokenTable.snapshot()
  const seeds = new Map<string, Seed>()

  return {
    scenarios: known,
    tokens,
    scenario(name) {
      const scenario = known.get(name)
      if (!scenario) throw new Error(`Unknown scenario "${name}". Known scenarios: ${[...known.keys()].join(', ')}`)
      return scenario
    },
    seedOf(scenario) {
      let seed = seeds.get(scenario.name)
      if (!seed) {
        // Tokens a seed issues stay out of the shared sessions, as a reset would forget them anyway.
        const scratch = createTokenTable()
        scratch.restore(tokens)
        const random = createRandom(scenario.name)
        const state = { db: createDb(scratch), clock, random, limits }
        try {
          scenario.seed(state)
        } catch (error) {
          throw seedFailure(scenario.name, error)
        }
        seeds.set(scenario.name, (seed = { db: snapshotDb(state.db), random: random.save() }))
      }
      return seed
    },
  }
}

/** A seed's error, naming the scenario; a `FixtureError` stays one (the field it names is the seed's to fix). */
function seedFailure(name: string, error: unknown): Error {
  const message = `Scenario "${name}" could not seed its data: ${error instanceof Error ? error.message : String(error)}`
  return error instanceof FixtureError ? new FixtureError(message, { cause: error }) : new Error(message, { cause: error })
}
