/// <reference types="node" />
/**
 * The Jest setup file of API coverage: `setupFilesAfterEnv: ['doc-workspace-mock/jest-setup']`,
 * with the reporter `doc-workspace-mock/jest-reporter`. It counts the requests
 * every mock of the test file answers and, once the file is done, leaves the
 * counts in the directory the reporter named, for it to merge at the end of
 * the run, whichever worker ran the file; and, with the reporter
 * `doc-workspace-mock/jest-pact-reporter`, the file's Pact interactions too.
 */
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { collectCoverage } from '../../coverage/collect-coverage.js'
import { collectPact } from '../../pact/collect-pact.js'
import { COVERAGE_DIR_ENV, PACT_DIR_ENV } from './channel.js'

/** Jest's global hook (Jest injects it; this file is for Jest only). */
declare const afterAll: (fn: () => void) => void

const collection = collectCoverage()
// Only with the Pact reporter in the run: collecting reads every body the mocks answer.
const pactDir = process.env[PACT_DIR_ENV]
const pact = pactDir ? collectPact() : undefined

afterAll(() => {
  const dir = process.env[COVERAGE_DIR_ENV]
  if (dir) writeFileSync(join(dir, `${process.pid}-${randomUUID()}.json`), JSON.stringify(collection.take()))
  if (pact && pactDir) writeFileSync(join(pactDir, `${process.pid}-${randomUUID()}.json`), JSON.stringify(pact.take()))
})
