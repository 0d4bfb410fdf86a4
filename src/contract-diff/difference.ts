/** How much a difference matters to a client that works against the mock. */
export type Severity = 'breaking' | 'warning'

/** What changed, one name per rule; the report groups and the JSON names them so. */
export type DriftKind =
  | 'operation-removed'
  | 'operation-moved'
  | 'credential-required'
  | 'parameter-required'
  | 'parameter-removed'
  | 'parameter-type'
  | 'parameter-enum-narrowed'
  | 'body-required'
  | 'body-removed'
  | 'body-media-type'
  | 'body-field-required'
  | 'body-field-removed'
  | 'body-field-type'
  | 'body-field-enum-narrowed'
  | 'answer-status-removed'
  | 'answer-status-added'
  | 'answer-media-type'
  | 'answer-field-removed'
  | 'answer-field-optional'
  | 'answer-field-type'
  | 'answer-field-enum-widened'
  | 'answer-header-removed'

/**
 * One way the service's document and the mock's contract disagree, told from
 * the side of a client that works against the mock.
 * @example
 * const difference: Difference = { operation: 'Get Team Details', method: 'GET', path: '/teams/info', status: null,
 *   kind: 'parameter-required', severity: 'breaking', where: 'query parameter "fields"',
 *   mock: 'not declared', service: 'required', why: 'a client never sends it; the service refuses the request' }
 */
export interface Difference {
  /** The mock's name of the operation (the service's, for an operation the mock does not have). */
  readonly operation: string
  /** The mock's method and path of it. */
  readonly method: string
  readonly path: string
  /** The answer it concerns (`200`, `409`), or null for the request. */
  readonly status: string | null
  readonly kind: DriftKind
  readonly severity: Severity
  /** Where in the operation: `query parameter "team_id"`, `answer 200, field result.name`. */
  readonly where: string
  /** What the mock's contract says there. */
  readonly mock: string
  /** What the service's document says there. */
  readonly service: string
  /** What it does to a client that works against the mock. */
  readonly why: string
}

/** The operation a difference is about, as the rules make them. */
export interface OperationName {
  readonly operation: string
  readonly method: string
  readonly path: string
}
