// After deno test: merges the counts every test file left in api-coverage/counts/, prints the
// summary, writes api-coverage/api-coverage.{json,md,html}, and fails under the thresholds given.
import { mergeCoverage, type CoverageCounts } from 'npm:doc-workspace-mock/coverage'
import { finishCoverage } from 'npm:doc-workspace-mock/node'

const dir = 'api-coverage/counts'
const parts = [...Deno.readDirSync(dir)].map((entry) => JSON.parse(Deno.readTextFileSync(`${dir}/${entry.name}`)) as CoverageCounts)
Deno.removeSync(dir, { recursive: true }) // the next run starts from none
// failUnder: { operations: 100, answers: 80 } would fail the run under those percentages.
const outcome = finishCoverage(mergeCoverage(parts), { failUnder: {} }, Deno.cwd())
console.log(outcome.text)
// An explicit exit: msw (loaded by doc-workspace-mock/node) opens a BroadcastChannel when it is
// imported and unrefs it only where the runtime can (Node); Deno's cannot be unref'd, so
// `deno run` would wait on it for ever. deno test ends on its own.
Deno.exit(outcome.ok ? 0 : 1)
