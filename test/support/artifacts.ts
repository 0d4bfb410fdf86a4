import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where a run of the suite leaves what it makes for people to look at (the
 * API coverage report, a picture of a failed browser test): outside the
 * project, so the suite never writes into the working tree.
 * `TEST_ARTIFACTS=<folder>` puts them elsewhere (CI keeps them that way).
 * @example
 * artifactsDir('api-coverage') // '/tmp/doc-workspace-mock-test-artifacts/api-coverage'
 */
export function artifactsDir(...parts: string[]): string {
  return join(process.env.TEST_ARTIFACTS ?? join(tmpdir(), 'doc-workspace-mock-test-artifacts'), ...parts)
}
