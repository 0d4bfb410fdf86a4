/**
 * The Vitest setup file of API coverage: `setupFiles: ['doc-workspace-mock/vitest-setup']`.
 * It counts the requests every mock of the test file answers and, once the
 * file is done, hands the counts to the reporter of `doc-workspace-mock/vitest`
 * through the file's task meta, which Vitest carries from any worker (threads
 * or forks) to the main process.
 */
import { afterAll } from 'vitest'
import { collectCoverage } from '../../coverage/collect.js'
import type { CoverageCounts } from '../../coverage/schema.js'

/** What the file's meta carries to the reporter. */
interface CoverageMeta {
  apiCoverage?: CoverageCounts
}

const collection = collectCoverage()

// Vitest 4 reads the hook's parameters: the first must be a destructuring pattern, and the
// file is the second; an older Vitest passes the file first, hence `arguments`.
afterAll(function ({}, file) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition, prefer-rest-params -- an older Vitest's file, as said above
  const suite = file ?? (arguments[0] as typeof file)
  const meta = suite.meta as CoverageMeta
  meta.apiCoverage = collection.take()
})
