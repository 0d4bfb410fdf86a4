// After node --test: merges the counts every test process left in api-coverage/counts/, prints the
// summary, writes api-coverage/api-coverage.{json,md,html}, and fails under the thresholds given.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { mergeCoverage } from 'doc-workspace-mock/coverage'
import { finishCoverage } from 'doc-workspace-mock/node'

const dir = 'api-coverage/counts'
const parts = readdirSync(dir).map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')))
rmSync(dir, { recursive: true }) // the next run starts from none
// failUnder: { operations: 100, answers: 80 } would fail the run under those percentages.
const outcome = finishCoverage(mergeCoverage(parts), { failUnder: {} }, process.cwd())
console.log(outcome.text)
if (!outcome.ok) process.exitCode = 1
