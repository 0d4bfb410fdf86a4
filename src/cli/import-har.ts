/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { writeFileAtomic } from '../persistence/atomic-write.js'
import { writeTarget } from '../persistence/write-target.js'
import { harExchanges, NotAHarError } from '../record/har.js'
import { createRecorder, summaryText } from '../record/recorder.js'
import { ownCommand } from './package-manager.js'
import { UsageError } from './usage.js'

/** The options of `import-har`, as the command line gives them. */
export interface ImportHarValues {
  out?: string
  'base-url'?: string
}

function baseUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new UsageError(`--base-url must be an http or https URL, e.g. https://api.example.test/v2, not "${value}"`)
  const url = new URL(value)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/**
 * `doc-workspace-mock import-har <file.har> --out <state-file> [--base-url <url>]`:
 * records a world from the exchanges with the service a HAR file holds, as
 * `serve --record` does from those it proxies, and writes it as a state file
 * (atomically, through a symbolic link to its target), printing what it
 * kept and what it skipped. A file that is no HAR at all fails (exit 1), as
 * does an `--out` that is a FIFO, a device or a directory; a leading UTF-8
 * byte order mark is skipped; entries it cannot use are only counted.
 * @example
 * await importHar(['session.har'], { out: 'world.json' })
 */
export async function importHar(files: readonly string[], values: ImportHarValues): Promise<void> {
  const [file, ...more] = files
  if (!file) throw new UsageError('import-har needs a HAR file: import-har <file.har> --out <state-file>')
  if (more.length) throw new UsageError(`Unexpected argument "${more[0]!}": import-har reads one HAR file`)
  if (!values.out) throw new UsageError('import-har needs --out <state-file>: where the recorded world is written')
  const baseUrl = baseUrlOf(values['base-url'])
  // Before any work: a FIFO, a device or a directory at --out could never hold the world.
  writeTarget(values.out)
  let har: unknown
  try {
    // Some tools save the file with a byte order mark first, which JSON does not allow.
    har = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (error) {
    const why = error instanceof SyntaxError ? `not JSON (${error.message})` : ((error as NodeJS.ErrnoException).code ?? String(error))
    throw new Error(`${file} is not a HAR file this can read: ${why}`)
  }
  let read
  try {
    read = harExchanges(har, baseUrl)
  } catch (error) {
    if (!(error instanceof NotAHarError)) throw error
    throw new Error(
      `${file} is not a HAR file: ${error.message} (a browser's devtools "Save all as HAR" and Playwright's recordHar write one)`,
    )
  }
  const recorder = createRecorder()
  for (const [why, count] of read.skipped) for (let i = 0; i < count; i++) recorder.skip(why)
  for (const exchange of read.exchanges) recorder.add(exchange)
  const { file: world, summary } = recorder.result()
  const text = JSON.stringify(world)
  writeFileAtomic(values.out, text)
  console.log(summaryText(summary, `${values.out} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB)`))
  console.log(`  read under ${read.baseUrl ?? '(no base URL: no entry ends in an operation of the contract)'}`)
  console.log(`  serve it: ${ownCommand(['serve', '--state', values.out])}`)
}
