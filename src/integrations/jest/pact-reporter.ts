/// <reference types="node" />
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Pact } from '../../pact/pact-document.js'
import { PactPart } from '../../pact/schema.js'
import { writePactFile, type PactReportOptions } from '../../persistence/pact-files.js'
import { PACT_DIR_ENV } from './channel.js'

export type { PactReportOptions } from '../../persistence/pact-files.js'
export type { Pact } from '../../pact/pact-document.js'

/**
 * The Jest reporter of Pact contracts. With the setup file
 * `doc-workspace-mock/jest-setup`, it writes one Pact file (specification
 * V4) of the interactions the tests made, from every file and worker, at the
 * end of the run: one per operation, answer and shape of body, with matchers,
 * provider states named from the scenario, and no credential.
 * @example
 * // jest.config.js
 * export default {
 *   setupFilesAfterEnv: ['doc-workspace-mock/jest-setup'],
 *   reporters: ['default', ['doc-workspace-mock/jest-pact-reporter', { consumer: 'web-app', outputDir: 'pacts' }]],
 * }
 */
export default class PactJestReporter {
  /** The Pact of the run; `undefined` before it ends. */
  pact: Pact | undefined
  private readonly dir: string
  private readonly root: string
  private error: Error | undefined

  constructor(
    globalConfig: { rootDir?: string } = {},
    private readonly options: PactReportOptions = {},
  ) {
    this.root = globalConfig.rootDir ?? process.cwd()
    this.dir = mkdtempSync(join(tmpdir(), 'doc-workspace-mock-pact-'))
    // Set before Jest starts its workers, so each inherits it.
    process.env[PACT_DIR_ENV] = this.dir
  }

  onRunComplete(): void {
    try {
      const parts = readdirSync(this.dir).flatMap((file) => {
        const part = PactPart.safeParse(JSON.parse(readFileSync(join(this.dir, file), 'utf8')))
        return part.success ? [part.data] : []
      })
      if (!parts.length) {
        console.log("Pact file: no test file reported any interaction; add 'doc-workspace-mock/jest-setup' to `setupFilesAfterEnv`.")
        return
      }
      const outcome = writePactFile(parts, this.options, this.root)
      this.pact = outcome.pact
      console.log(`\n${outcome.text}\n`)
    } catch (error) {
      // A Pact file that could not be written fails the run: the backend would otherwise verify an old one.
      this.error = error as Error
      console.error(`Pact file: ${(error as Error).message}`)
    } finally {
      rmSync(this.dir, { recursive: true, force: true })
    }
  }

  /** Jest fails the run when a reporter answers an error here. */
  getLastError(): Error | undefined {
    return this.error
  }
}
