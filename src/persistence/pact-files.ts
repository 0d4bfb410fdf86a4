/// <reference types="node" />
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import * as z from 'zod'
import { createPact, type Pact } from '../pact/pact-document.js'
import { PactInteraction, type PactNames, type PactPart } from '../pact/schema.js'
import { writeFileAtomic } from './atomic-write.js'

/** Where and how a test run writes the Pact file of the interactions its tests made. */
export interface PactReportOptions extends Partial<PactNames> {
  /** The folder of `<consumer>-<provider>.json`. Default `pacts`. */
  outputDir?: string
  /**
   * Add this run's interactions to those already in the file (shards of one
   * suite, each writing in turn), this run's winning where both have one.
   * Default false: the file holds this run's interactions alone, so one the
   * client no longer makes leaves it.
   */
  merge?: boolean
}

/**
 * A file that holds no Pact this package can add to: the message names it and says what is wrong.
 * @example
 * if (error instanceof PactFileError) console.error(error.message)
 */
export class PactFileError extends Error {
  override readonly name = 'PactFileError'
}

const Saved = z.object({ interactions: z.array(PactInteraction) }).loose()

function readSaved(file: string, own: ReadonlySet<string>): PactPart {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new PactFileError(`${file}: cannot be read as JSON to merge into (${(error as Error).message}); remove it or leave out merge`)
  }
  const saved = Saved.safeParse(data)
  if (!saved.success)
    throw new PactFileError(`${file}: not a Pact file this package wrote (V4 HTTP interactions); remove it or leave out merge`)
  const interactions = saved.data.interactions.filter((interaction) => !own.has(interaction.key))
  return { format: 1, kind: 'pact-interactions', interactions, leftOut: {} }
}

/** What writing the Pact file gave: the file, the Pact, and the lines to print. */
export interface PactOutcome {
  readonly file: string
  readonly pact: Pact
  readonly text: string
}

/**
 * Writes the Pact file of a run's parts as `<outputDir>/<consumer>-<provider>.json`
 * (atomically), and says what it holds and what it left out.
 * @example
 * const { text } = writePactFile(parts, { consumer: 'web-app' }, process.cwd())
 * console.log(text) // Pact file: 12 interactions of 9 operations in pacts/web-app-document-workspace-service.json
 */
export function writePactFile(parts: readonly PactPart[], options: PactReportOptions, root: string): PactOutcome {
  const { outputDir = 'pacts', merge = false, ...names } = options
  const first = createPact([], names)
  const dir = resolve(root, outputDir)
  const file = join(dir, `${first.consumer.name}-${first.provider.name}.json`)
  // Where the file and the run both have an interaction, the run's own (the newer) is kept.
  const own = new Set(parts.flatMap((part) => part.interactions.map((interaction) => interaction.key)))
  const saved = merge && existsSync(file) ? [readSaved(file, own)] : []
  const pact = createPact([...parts, ...saved], names)
  mkdirSync(dir, { recursive: true })
  writeFileAtomic(file, `${JSON.stringify(pact, null, 2)}\n`)
  const shown = relative(root, file).startsWith('..') ? file : relative(root, file)
  const operations = new Set(pact.interactions.map((interaction) => `${interaction.request.method} ${interaction.request.path}`)).size
  const lines = [`Pact file: ${pact.interactions.length} interactions of ${operations} operations in ${shown}`]
  const leftOut = Object.entries(pact.metadata['doc-workspace-mock'].leftOut)
  if (leftOut.length)
    lines.push(
      `  Left out of it (answers a provider cannot replay from a state): ${leftOut.map(([why, count]) => `${count} × ${why}`).join(', ')}`,
    )
  return { file, pact, text: lines.join('\n') }
}
