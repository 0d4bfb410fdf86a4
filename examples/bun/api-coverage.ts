// API coverage under bun test, preloaded by bunfig.toml: bun test runs every test file in one
// process, so one collection counts what every mock answers, and a hook of a preloaded file runs
// once, after the last test file. It prints the summary, writes api-coverage/api-coverage.{json,md,html},
// and fails the run under the thresholds given.
import { afterAll } from 'bun:test'
import { collectCoverage, mergeCoverage } from 'doc-workspace-mock/coverage'
import { finishCoverage } from 'doc-workspace-mock/node'

const collection = collectCoverage()

afterAll(() => {
  // failUnder: { operations: 100, answers: 80 } would fail the run under those percentages.
  const outcome = finishCoverage(mergeCoverage([collection.take()]), { failUnder: {} }, process.cwd())
  console.log(outcome.text)
  if (!outcome.ok) process.exitCode = 1
})
