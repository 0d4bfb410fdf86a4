/**
 * The name under which `pactContract()` tells every worker, through Vitest's
 * `provide`, that the run writes a Pact file: the setup file then collects
 * the interactions of each test file.
 * @example
 * inject(PACT_PROVIDED) // true in a run with the reporter
 */
export const PACT_PROVIDED = 'doc-workspace-mock.pact'
