// API coverage under node --test, loaded into every test process by `node --import` (see
// package.json): counts the requests every mock of the process answers and, when the process
// ends, leaves the counts in api-coverage/counts/ for api-coverage-report.js to merge.
import { mkdirSync, writeFileSync } from 'node:fs'
import { collectCoverage } from 'doc-workspace-mock/coverage'

const collection = collectCoverage()

process.on('exit', () => {
  const counts = collection.take()
  if (!counts.counts.length) return // the runner's own process, which sends no request
  mkdirSync('api-coverage/counts', { recursive: true })
  writeFileSync(`api-coverage/counts/${process.pid}.json`, JSON.stringify(counts))
})
