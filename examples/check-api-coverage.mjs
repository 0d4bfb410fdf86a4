// CI: checks that an API coverage report (api-coverage.json, as a test run wrote it) counts each
// answer named, `Operation: label` as the report's summary names them ('Create Team: 400 Bad Request').
// The answers come from different test files, run in different workers or processes: each one found
// proves that file's counts reached the merged report. Exits non-zero naming those missing.
// Usage: node check-api-coverage.mjs <api-coverage.json> <answer>…
import { readFileSync } from 'node:fs'

const [file, ...wanted] = process.argv.slice(2)
if (!file || !wanted.length) {
  console.error('usage: node check-api-coverage.mjs <api-coverage.json> <Operation: label>…')
  process.exit(2)
}
const report = JSON.parse(readFileSync(file, 'utf8'))
const produced = new Set(
  report.operations.flatMap((operation) => operation.answers.filter((answer) => answer.requests > 0).map((answer) => `${operation.operation}: ${answer.label}`)),
)
const missing = wanted.filter((answer) => !produced.has(answer))
if (missing.length) {
  console.error(`API coverage: ${file} does not count ${missing.join('; ')}\n  it counts: ${[...produced].join('; ')}`)
  process.exit(1)
}
console.log(`API coverage: ${file} counts all ${wanted.length} answers checked`)
