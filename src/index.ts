/**
 * `doc-workspace-mock`: a mock of the Document Workspace Service made with
 * `createMock` (its MSW handlers included), and what a user of it calls or
 * names — scenarios, fixtures, clocks, the errors it throws, state files,
 * the journal, conditions, the records of its store. Other entries:
 * `doc-workspace-mock/node` (Node test suites), `/browser` (the service
 * worker), `/server` (the standalone HTTP server), `/fetch` (any Fetch host),
 * `/cloudflare`, `/client` (the control routes), `/coverage` (API coverage
 * reports), the test runners' `/vitest`, `/jest-*` and `/playwright`, and
 * the contract as `doc-workspace-mock/openapi.json`. docs/entries.md lists
 * every entry's exports.
 */
import { ConditionSpec as ConditionSpecSchema } from './conditions/schema.js'
import { JournalEntry as JournalEntrySchema } from './journal/entry.js'
import { StateFile as StateFileSchema } from './mock/state-file.js'

export { createMock, type Mock, type MockOptions } from './adapters/msw/create-mock.js'
export { MockOptionsError } from './mock/options-error.js'
export type { MockWorld } from './mock/create-mock-from.js'
export { defineScenario, type Scenario, type InterceptContext } from './mock/scenario.js'
export { cannedFixtures, loadFixtures, FixtureError } from './db/fixture-set.js'
export { createManualClock, createSystemClock, type Clock } from './db/clock.js'
export type { Db } from './db/db.js'
export type { State } from './db/state.js'
export { ApiError } from './http/api-error.js'
export { StateFileError } from './mock/state-file.js'
export { createCapture, type Capture, type CaptureOptions } from './journal/capture.js'
export { ConditionsError } from './conditions/catalog.js'
export type { ConditionInput } from './conditions/schema.js'
export type { Hold } from './conditions/hold.js'
export type {
  AccountRecord,
  ApiKeyRecord,
  DocumentRecord,
  FolderRecord,
  MemberRecord,
  Role,
  TeamLogRecord,
  TeamRecord,
  TokenRecord,
  UserRecord,
  WorkspaceRecord,
} from './db/schema.js'

// Three names are a type users name and a zod schema: the type stays; the schema as a value leaves the root in
// the next minor release. TypeScript strikes a name through only when all its declarations are deprecated, so
// an editor shows this deprecation in the value's hover, not as a strike-through.

/** A world's whole state as one JSON file, as `mock.exportState()` gives it and `mock.importState()` reads it. */
export type StateFile = StateFileSchema
/**
 * @deprecated The zod schema leaves the root in the next minor release (the type stays): check a file with
 * `mock.importState(file)`, which throws `StateFileError` naming each bad field and changes nothing.
 */
export const StateFile: typeof StateFileSchema = StateFileSchema

/** One request the mock answered, as `mock.journal.list()` and `GET /__mock/requests` give it. */
export type JournalEntry = JournalEntrySchema
/**
 * @deprecated The zod schema leaves the root in the next minor release (the type stays): the entries
 * `mock.journal.list()` gives need no check.
 */
export const JournalEntry: typeof JournalEntrySchema = JournalEntrySchema

/** A condition of your own: a name, and any of delay, faults and rate limit, for some operations or all. */
export type ConditionSpec = ConditionSpecSchema
/**
 * @deprecated The zod schema leaves the root in the next minor release (the type stays): `mock.useConditions(spec)`
 * checks a spec and throws `ConditionsError` naming each bad field.
 */
export const ConditionSpec: typeof ConditionSpecSchema = ConditionSpecSchema

// What leaves the root in the next minor release, re-exported until then, each marked deprecated with its new home.
export * from './deprecated-root-exports.js'
