/**
 * What the root entry (`doc-workspace-mock`) exported before it showed only the product, kept for one minor
 * release so that no import breaks: each name is marked deprecated with where it went, or what to use instead,
 * and the next minor release drops them all (see the changeset). `src/index.ts` re-exports this file whole.
 */

// Coverage reporting has an entry of its own: doc-workspace-mock/coverage.
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  AnswerCoverage,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  ApiCoverage,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  CoverageCount,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  CoverageCounts,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  CoverageSummary,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  CoverageThresholds,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  OperationCoverage,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  UnmatchedCoverage,
} from './coverage/schema.js'
export type {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  CoverageQuery,
} from './coverage/coverage.js'
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  createCoverageReport,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  mergeCoverage,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  countsOf,
} from './coverage/coverage-report.js'
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  checkCoverage,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  type ThresholdCheck,
} from './coverage/thresholds.js'
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  collectCoverage,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  type CoverageCollection,
} from './coverage/collect-coverage.js'
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  coverageGaps,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  operationName,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  type CoverageGaps,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  type AnswerNeverSeen,
} from './coverage/gaps.js'
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  renderCoverageSummary,
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  type SummaryOptions,
} from './coverage/summary.js'
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  renderCoverageMarkdown,
} from './coverage/markdown.js'
export {
  /** @deprecated Import it from `doc-workspace-mock/coverage`; the root drops it in the next minor release. */
  renderCoverageHtml,
} from './coverage/html.js'

// The mock's own workings: each has a public way to the same thing.
export {
  /**
   * @deprecated The operations are listed in the OpenAPI document, `doc-workspace-mock/openapi.json` (each one's
   * `summary` is its name); the root drops `routes` in the next minor release.
   */
  routes,
} from './resources/routes.js'
export {
  /**
   * @deprecated Who may do what is the service's rule: the API answers 403, and the docs' Roles page tables it;
   * the root drops it in the next minor release.
   */
  PERMISSIONS,
  /** @deprecated The `Role` type lists the roles; the root drops `ROLES` in the next minor release. */
  ROLES,
  /**
   * @deprecated Who may do what is the service's rule: the API answers 403, and the docs' Roles page tables it;
   * the root drops it in the next minor release.
   */
  can,
  /**
   * @deprecated Who may do what is the service's rule: the API answers 403, and the docs' Roles page tables it;
   * the root drops it in the next minor release.
   */
  type Action,
} from './resources/members/roles.js'
export {
  /** @deprecated Read `mock.baseUrl`; the root drops it in the next minor release. */
  DEFAULT_BASE_URL,
  /**
   * @deprecated Write the header's name, `X-Mock-Scenario`, or let `createMockClient` of
   * `doc-workspace-mock/client` send it; the root drops it in the next minor release.
   */
  SCENARIO_HEADER,
} from './mock/create-mock-from.js'
export {
  /**
   * @deprecated Write the header's name, `X-Mock-Conditions`, or let `createMockClient` of
   * `doc-workspace-mock/client` send it; the root drops it in the next minor release.
   */
  CONDITIONS_HEADER,
  /** @deprecated Name it as `ConditionSpec['delay']`; the root drops it in the next minor release. */
  type Delay,
  /**
   * @deprecated Name it as `NonNullable<ConditionSpec['faults']>[number]`; the root drops it in the next minor
   * release.
   */
  type Fault,
  /** @deprecated Name it as `ConditionSpec['rateLimit']`; the root drops it in the next minor release. */
  type RateLimit,
  /** @deprecated Name it as `Exclude<ConditionInput, string>`; the root drops it in the next minor release. */
  type ConditionSpecInput,
} from './conditions/schema.js'
export {
  /**
   * @deprecated `mock.availableConditions` lists every condition a mock knows by name, built-in ones first; the
   * root drops it in the next minor release.
   */
  builtInConditions,
  /**
   * @deprecated `mock.availableConditions` lists every condition a mock knows by name, built-in ones first; the
   * root drops it in the next minor release.
   */
  type BuiltInConditionName,
} from './conditions/built-in.js'
export {
  /**
   * @deprecated `mock.scenarios` lists every scenario a mock knows, built-in ones first; the root drops it in the
   * next minor release.
   */
  builtInScenarios,
  /** @deprecated Name it as `MockOptions['scenario']`; the root drops it in the next minor release. */
  type BuiltInScenarioName,
} from '../scenarios/built-in.js'
export {
  /**
   * @deprecated The contract is `doc-workspace-mock/openapi.json` (or `GET /__mock/openapi.json` of a server, or
   * `npx doc-workspace-mock openapi`); the root drops it in the next minor release.
   */
  createOpenApiDocument,
  /**
   * @deprecated It is `info.version` of `doc-workspace-mock/openapi.json`; the root drops it in the next minor
   * release.
   */
  CONTRACT_VERSION,
  /** @deprecated The contract is `doc-workspace-mock/openapi.json`; the root drops it in the next minor release. */
  type OpenApiDocument,
  /** @deprecated The contract is `doc-workspace-mock/openapi.json`; the root drops it in the next minor release. */
  type OpenApiOptions,
} from './openapi/document.js'
export {
  /**
   * @deprecated An exported state file says it: `mock.exportState().format`; the root drops it in the next minor
   * release.
   */
  STATE_FILE_FORMAT,
  /**
   * @deprecated An exported state file says it: `mock.exportState().version`; the root drops it in the next minor
   * release.
   */
  STATE_FILE_VERSION,
} from './mock/state-file.js'
export {
  /** @deprecated Name it as `NonNullable<JournalEntry['detail']>`; the root drops it in the next minor release. */
  ExchangeDetail,
  /**
   * @deprecated Name it as `NonNullable<JournalEntry['detail']>['request']`; the root drops it in the next minor
   * release.
   */
  CapturedMessage,
  /**
   * @deprecated Name it as `NonNullable<NonNullable<JournalEntry['detail']>['request']['body']>`; the root drops
   * it in the next minor release.
   */
  CapturedBody,
} from './journal/detail.js'
export type {
  /** @deprecated Name it as `ApiError['status']`; the root drops it in the next minor release. */
  ErrorStatus,
  /** @deprecated Name it as `NonNullable<ApiError['errors']>[number]`; the root drops it in the next minor release. */
  FieldError,
} from './http/api-error.js'
