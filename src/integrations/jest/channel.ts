/**
 * The environment variable naming where each Jest test file leaves its API
 * coverage counts: set by `doc-workspace-mock/jest-reporter` in Jest's main
 * process before any worker starts, so every worker inherits it; read by
 * `doc-workspace-mock/jest-setup` in each test file.
 * @example
 * process.env[COVERAGE_DIR_ENV] // '/tmp/doc-workspace-mock-coverage-x1y2z3'
 */
export const COVERAGE_DIR_ENV = 'DOC_WORKSPACE_MOCK_COVERAGE_DIR'

/**
 * The environment variable naming where each Jest test file leaves its Pact
 * interactions: set by `doc-workspace-mock/jest-pact-reporter` as the coverage
 * reporter sets its own; `doc-workspace-mock/jest-setup` collects them only
 * when it is set.
 * @example
 * process.env[PACT_DIR_ENV] // '/tmp/doc-workspace-mock-pact-x1y2z3'
 */
export const PACT_DIR_ENV = 'DOC_WORKSPACE_MOCK_PACT_DIR'
