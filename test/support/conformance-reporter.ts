import type { Reporter, TestModule } from 'vitest/node'
import './conformance.js'

/**
 * Sums what each test file (in whichever worker) checked against the OpenAPI
 * document, and prints it once at the end of the run:
 * `conformance: 4812 answers validated against the OpenAPI document, 0 failed`.
 * Also prints the property-based run's count of requests.
 */
export default class ConformanceReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let checked = 0
    let failed = 0
    let files = 0
    for (const module of modules) {
      const tally = module.meta().conformance
      if (!tally) continue
      files++
      checked += tally.checked
      failed += tally.failed
    }
    if (files > 0 && checked > 0) console.log(`\nconformance: ${checked} answers validated against the OpenAPI document, ${failed} failed`)
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const run = test.meta().property
        if (run) console.log(`property-based: ${run.requests} generated requests, statuses ${JSON.stringify(run.statuses)}`)
      }
    }
  }
}
