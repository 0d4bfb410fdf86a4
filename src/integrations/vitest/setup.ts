/**
 * The Vitest setup file of API coverage: `setupFiles: ['doc-workspace-mock/vitest-setup']`.
 * It counts the requests every mock of the test file answers and, once the
 * file is done, hands the counts to the reporter of `doc-workspace-mock/vitest`
 * through the file's task meta, which Vitest carries from any worker (threads
 * or forks) to the main process. In a run with the Pact reporter
 * (`pactContract`), it hands on the file's interactions the same way.
 */
import { afterAll, inject } from 'vitest'
import { collectCoverage } from '../../coverage/collect-coverage.js'
import type { CoverageCounts } from '../../coverage/schema.js'
import { collectPact } from '../../pact/collect-pact.js'
import type { PactPart } from '../../pact/schema.js'
import { PACT_PROVIDED } from './pact-channel.js'

/** What the file's meta carries to the reporter. */
interface CoverageMeta {
  apiCoverage?: CoverageCounts
  /** The interactions of the file, when the run has the Pact reporter (`pactContract`). */
  pact?: PactPart
}

const collection = collectCoverage()
const pact = (inject as (key: string) => unknown)(PACT_PROVIDED) === true ? collectPact() : undefined

// Vitest 4 reads the hook's parameters: the first must be a destructuring pattern, and the
// file is the second; an older Vitest passes the file first, hence `arguments`.
afterAll(function ({}, file) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition, prefer-rest-params -- an older Vitest's file, as said above
  const suite = file ?? (arguments[0] as typeof file)
  const meta = suite.meta as CoverageMeta
  meta.apiCoverage = collection.take()
  if (pact) meta.pact = pact.take()
})
