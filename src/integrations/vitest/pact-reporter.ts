/// <reference types="node" />
import type { Reporter, TestModule, Vitest } from 'vitest/node'
import type { Pact } from '../../pact/pact-document.js'
import { PactPart } from '../../pact/schema.js'
import { writePactFile, type PactReportOptions } from '../../persistence/pact-files.js'
import { PACT_PROVIDED } from './pact-channel.js'

export type { PactReportOptions } from '../../persistence/pact-files.js'
export type { Pact } from '../../pact/pact-document.js'

/** A reporter of the Pact file, with the Pact of the last run. */
export interface PactReporter extends Reporter {
  /** The Pact of the last run; `undefined` before the first ends. */
  readonly pact: Pact | undefined
}

/**
 * The Vitest reporter of Pact contracts. With the setup file
 * `doc-workspace-mock/vitest-setup`, the mocks of every test file read the
 * bodies they answer, and at the end of the run it writes one Pact file
 * (specification V4) of the interactions the tests made, from every file and
 * worker: one per operation, answer and shape of body, with matchers in
 * place of the mock's values, provider states named from the scenario, and
 * no credential. Opt-in: without it, no body is read for a Pact.
 * @example
 * // vitest.config.ts
 * import { pactContract } from 'doc-workspace-mock/vitest'
 * export default defineConfig({ test: {
 *   setupFiles: ['doc-workspace-mock/vitest-setup'],
 *   reporters: ['default', pactContract({ consumer: 'web-app', outputDir: 'pacts' })],
 * } })
 */
export function pactContract(options: PactReportOptions = {}): PactReporter {
  let vitest: Vitest | undefined
  let pact: Pact | undefined
  return {
    get pact() {
      return pact
    },
    onInit(ctx) {
      vitest = ctx
      // Read by the setup file in every worker: collect for a Pact only when this reporter is in the run.
      ;(ctx.provide as (key: string, value: unknown) => void)(PACT_PROVIDED, true)
    },
    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
      const log = (text: string): void => (vitest ? vitest.logger.log(text) : console.log(text))
      const parts = testModules.flatMap((module) => {
        const part = PactPart.safeParse((module.meta() as { pact?: unknown }).pact)
        return part.success ? [part.data] : []
      })
      if (!parts.length) {
        log("Pact file: no test file reported any interaction; add 'doc-workspace-mock/vitest-setup' to `setupFiles`.")
        return
      }
      try {
        const outcome = writePactFile(parts, options, vitest?.config.root ?? process.cwd())
        pact = outcome.pact
        log(`\n${outcome.text}\n`)
      } catch (error) {
        // A Pact file that could not be written fails the run: the backend would otherwise verify an old one.
        log(`\nPact file: ${(error as Error).message}\n`)
        process.exitCode = 1
      }
    },
  }
}
