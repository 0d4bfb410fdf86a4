/**
 * doc-workspace-mock — the runtime-free core. Runtime entries:
 * `doc-workspace-mock/node` (Node test suites), `doc-workspace-mock/server`
 * (the standalone HTTP server), `doc-workspace-mock/browser` (the service
 * worker); the contract as `doc-workspace-mock/openapi.json`.
 */
export { createMock, type Mock, type MockOptions } from './adapters/msw/create-mock.js'
export { MockOptionsError } from './mock/options-error.js'
export { DEFAULT_BASE_URL, SCENARIO_HEADER, type MockWorld } from './mock/create-mock.js'
export { routes } from './resources/routes.js'
export { defineScenario, type Scenario, type InterceptContext } from './mock/scenario.js'
export { createOpenApiDocument, CONTRACT_VERSION, type OpenApiDocument, type OpenApiOptions } from './openapi/document.js'
export { builtInScenarios, type BuiltInScenarioName } from '../scenarios/built-in.js'
export { createManualClock, createSystemClock, type Clock } from './db/clock.js'
export type { Db } from './db/db.js'
export type { State } from './db/state.js'
export { JournalEntry } from './journal/entry.js'
export { createCapture, type Capture, type CaptureOptions } from './journal/capture.js'
export { ExchangeDetail, CapturedBody, CapturedMessage } from './journal/detail.js'
export { StateFile, StateFileError, STATE_FILE_FORMAT, STATE_FILE_VERSION } from './mock/state-file.js'
export { builtInConditions, type BuiltInConditionName } from './conditions/built-in.js'
export { ConditionsError } from './conditions/catalog.js'
export type { Hold } from './conditions/hold.js'
export {
  CONDITIONS_HEADER,
  ConditionSpec,
  type ConditionInput,
  type ConditionSpecInput,
  type Delay,
  type Fault,
  type RateLimit,
} from './conditions/schema.js'
export {
  AnswerCoverage,
  ApiCoverage,
  CoverageCount,
  CoverageCounts,
  CoverageSummary,
  CoverageThresholds,
  OperationCoverage,
  UnmatchedCoverage,
} from './coverage/schema.js'
export type { CoverageQuery } from './coverage/coverage.js'
export { createCoverageReport, mergeCoverage, countsOf } from './coverage/report.js'
export { checkCoverage, type ThresholdCheck } from './coverage/thresholds.js'
export { collectCoverage, type CoverageCollection } from './coverage/collect.js'
export { coverageGaps, operationName, type CoverageGaps, type AnswerNeverSeen } from './coverage/gaps.js'
export { renderCoverageSummary, type SummaryOptions } from './coverage/summary.js'
export { renderCoverageMarkdown } from './coverage/markdown.js'
export { renderCoverageHtml } from './coverage/html.js'
export { cannedFixtures, loadFixtures, FixtureError } from './db/fixtures.js'
export { ApiError, type ErrorStatus, type FieldError } from './http/api-error.js'
export { PERMISSIONS, ROLES, can, type Action } from './resources/members/roles.js'
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
