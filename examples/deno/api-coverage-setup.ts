// API coverage under deno test, preloaded by `deno test --preload` (see package.json): deno test
// runs each test file in an isolate of its own and loads this file into each one first. It counts
// what every mock of the file answers and, after the file's last test, leaves the counts in
// api-coverage/counts/ for api-coverage-report.ts to merge.
import { collectCoverage } from 'npm:doc-workspace-mock'

const collection = collectCoverage()

Deno.test.afterAll(() => {
  const counts = collection.take()
  if (!counts.counts.length) return
  Deno.mkdirSync('api-coverage/counts', { recursive: true })
  // Every isolate shares the process's id: a random name keeps each file's counts apart.
  Deno.writeTextFileSync(`api-coverage/counts/${crypto.randomUUID()}.json`, JSON.stringify(counts))
})
