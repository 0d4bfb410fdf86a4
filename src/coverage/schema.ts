import * as z from 'zod'

/**
 * One vocabulary for API coverage, whichever way it travels: `mock.coverage()`,
 * `GET /__mock/coverage`, the `api-coverage.json` a test run writes, the
 * counts a Vitest worker hands its reporter, and the panel all read these
 * schemas. Every shape carries `format: 1`, so a later format can still read it.
 */

/** How often something happened, by name (a scenario, a condition, a fault). Keys sorted. */
const Tally = z.record(z.string(), z.number().int().nonnegative())

/** How many requests produced an answer, and under what. */
const Produced = z.object({
  requests: z.number().int().nonnegative(),
  /** Requests by the scenario that served them. */
  scenarios: Tally,
  /** Requests by condition in force (a request under two conditions counts under both). */
  conditions: Tally,
  /** Requests by the fault a condition injected (`network`, `status:503`, `rate-limit`, `truncate`…). */
  faults: Tally,
})

/**
 * Requests that produced one answer of one operation (or reached no operation), with where they came from.
 * @example
 * CoverageCount.parse({ operation: 'Move Folder', method: 'PUT', path: '/folders/move', status: 409, message: 'A folder cannot be moved into itself or one of its own subfolders', requests: 1, scenarios: { default: 1 }, conditions: {}, faults: {} })
 */
export const CoverageCount = Produced.extend({
  /** The service's name of the operation; null for a request to no operation. */
  operation: z.string().nullable(),
  method: z.string(),
  /** The operation's path below the base URL; for a request to no operation, the path as requested. */
  path: z.string(),
  /** The HTTP status; 0 for a network error. */
  status: z.number().int().nonnegative(),
  /** The meaning of a status that has several (401, 409): the envelope's message. Null otherwise. */
  message: z.string().nullable(),
})
export type CoverageCount = z.infer<typeof CoverageCount>

/**
 * Raw counts, as a test worker hands them on: only what was seen, mergeable by adding.
 * @example
 * const counts = CoverageCounts.parse(file.meta.apiCoverage)
 */
export const CoverageCounts = z.object({
  format: z.literal(1),
  kind: z.literal('counts'),
  counts: z.array(CoverageCount),
})
export type CoverageCounts = z.infer<typeof CoverageCounts>

/**
 * One answer of an operation: declared by the contract (seen or not), or seen and not declared.
 * @example
 * report.operations[0]?.answers.filter((answer: AnswerCoverage) => answer.requests === 0)
 */
export const AnswerCoverage = Produced.extend({
  /** The HTTP status; 0 for a network error (no answer at all). */
  status: z.number().int().nonnegative(),
  /** The meaning of a status that has several: `Invalid token` or `Invalid API key` for 401, the reason of a 409. */
  message: z.string().nullable(),
  /** How a report names it: `200`, `409 The document is already archived`, `network error`. */
  label: z.string(),
  /** What a client meets there, and how the mock produces it. */
  description: z.string(),
  /** False for an answer the OpenAPI document does not declare for this operation. */
  declared: z.boolean(),
})
export type AnswerCoverage = z.infer<typeof AnswerCoverage>

/**
 * One operation of the contract and each of its answers.
 * @example
 * report.operations.filter((operation: OperationCoverage) => operation.requests === 0)
 */
export const OperationCoverage = z.object({
  operation: z.string(),
  group: z.string(),
  method: z.string(),
  path: z.string(),
  requests: z.number().int().nonnegative(),
  /** Declared answers first (by status, 409 reasons in the contract's order), then unexpected ones. */
  answers: z.array(AnswerCoverage),
})
export type OperationCoverage = z.infer<typeof OperationCoverage>

/**
 * Requests that reached no operation: a path or method the contract does not have.
 * @example
 * report.unmatched // [{ method: 'GET', path: '/v1/teams/list', status: 404, requests: 3 }]
 */
export const UnmatchedCoverage = z.object({
  method: z.string(),
  path: z.string(),
  status: z.number().int().nonnegative(),
  requests: z.number().int().nonnegative(),
})
export type UnmatchedCoverage = z.infer<typeof UnmatchedCoverage>

const Ratio = z.object({
  total: z.number().int().nonnegative(),
  exercised: z.number().int().nonnegative(),
  /** `exercised / total` in percent, one decimal. */
  percent: z.number().min(0).max(100),
})

/**
 * The totals a threshold is checked against.
 * @example
 * report.summary.answers.percent // 72.4
 */
export const CoverageSummary = z.object({
  /** Operations that received at least one request. */
  operations: Ratio,
  /** Declared answers produced at least once. */
  answers: Ratio,
  /** Answers seen that the document does not declare, over all operations. */
  unexpected: z.number().int().nonnegative(),
  /** Every request counted, to an operation or not. */
  requests: z.number().int().nonnegative(),
  /** Requests that reached no operation. */
  unmatched: z.number().int().nonnegative(),
})
export type CoverageSummary = z.infer<typeof CoverageSummary>

/**
 * The API coverage of a client's requests: every operation of the contract,
 * every answer the OpenAPI document declares for it (plus a network error),
 * how often each was produced, under which scenarios, conditions and faults.
 * Two of them merge with `mergeCoverage()`.
 * @example
 * const report = ApiCoverage.parse(JSON.parse(readFileSync('api-coverage/api-coverage.json', 'utf8')))
 */
export const ApiCoverage = z.object({
  format: z.literal(1),
  kind: z.literal('report'),
  /** The version of the contract the declared answers come from. */
  contract: z.string(),
  summary: CoverageSummary,
  operations: z.array(OperationCoverage),
  unmatched: z.array(UnmatchedCoverage),
})
export type ApiCoverage = z.infer<typeof ApiCoverage>

/**
 * Minimum percentages below which a test run fails.
 * @example
 * apiCoverage({ failUnder: CoverageThresholds.parse({ operations: 100, answers: 60 }) })
 */
export const CoverageThresholds = z
  .object({
    /** Percent of operations that must receive a request. */
    operations: z.number().min(0).max(100).optional(),
    /** Percent of declared answers that must be produced. */
    answers: z.number().min(0).max(100).optional(),
  })
  .strict()
export type CoverageThresholds = z.infer<typeof CoverageThresholds>
