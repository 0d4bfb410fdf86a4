import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest files the run ends with. */
const SHOWN = 5

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

/**
 * Ends the run with its slowest test files, each with the time it took to
 * set up (setup files and imports) and to run its tests: where the time of
 * the loop goes, measured every run rather than guessed.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((module) => {
        const { setupDuration, collectDuration, duration } = module.diagnostic()
        return { name: `${module.project.name} ${module.relativeModuleId}`, setup: setupDuration + collectDuration, tests: duration }
      })
      .sort((a, b) => b.setup + b.tests - (a.setup + a.tests))
      .slice(0, SHOWN)
    if (rows.length < 2) return
    const width = Math.max(...rows.map((row) => row.name.length))
    console.log(`\nslowest files (setup + tests):`)
    for (const row of rows)
      console.log(`  ${row.name.padEnd(width)}  ${seconds(row.setup).padStart(7)} + ${seconds(row.tests).padStart(7)}`)
  }
}
