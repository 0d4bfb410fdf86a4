import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { ROOT } from '../lib/child.js'
import { pending, type Row } from '../lib/report.js'
import { summarize } from '../lib/stats.js'

const BROWSER_ENTRY = 'src/runtimes/browser.ts'
const KIB = 1024

/** Bundles an entry or a few lines of source for the browser, minified, in one file; answers its gzip size (level 9). */
async function gzipSize(entry: { file: string } | { source: string }, external: readonly string[] = []): Promise<number> {
  const result = await build({
    ...('file' in entry ? { entryPoints: [join(ROOT, entry.file)] } : { stdin: { contents: entry.source, resolveDir: ROOT, loader: 'ts' } }),
    absWorkingDir: ROOT,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: [...external],
    write: false,
    logLevel: 'silent',
  })
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length
}

/** A size does not vary between rounds: one measurement, min = max = median. */
const fixed = (bytes: number) => summarize([bytes / KIB])

const PEER = `export { setupWorker } from 'msw/browser'\nexport { http, HttpResponse } from 'msw'\nexport { Collection } from '@msw/data'\n`

/**
 * The browser entry's weight, as `bench/browser-bundle.ts` measures it
 * (esbuild, minified, gzip level 9, msw excluded, the panel in its own
 * chunk; faker and Node built-ins checked), and with zod imported as a
 * namespace. Beside it, the whole entry with msw in one file, and what an
 * app ships with the peers: `msw/browser` with `@msw/data` (the old
 * `@mswjs/data` is not installed; its successor is measured), and the same
 * with faker for generated data.
 * @example
 * const rows = await runBundle()
 */
export async function runBundle(): Promise<Row[]> {
  const rows: Row[] = []
  if (existsSync(join(ROOT, BROWSER_ENTRY))) {
    const { bundleRows } = await import('../browser-bundle.js')
    rows.push(...(await bundleRows()))
    rows.push({ target: 'bundle', subject: 'this mock', measure: 'whole entry with msw, one file', value: fixed(await gzipSize({ file: BROWSER_ENTRY })), unit: 'KiB', verdict: 'info' })
  } else {
    rows.push(pending('bundle', 'this mock', 'startMockWorker entry', `${BROWSER_ENTRY} is not there yet`))
  }
  rows.push({ target: 'bundle', subject: 'msw + @msw/data 1.1', measure: 'minified + gzip', value: fixed(await gzipSize({ source: PEER })), unit: 'KiB', verdict: 'info' })
  rows.push({
    target: 'bundle',
    subject: 'msw + @msw/data 1.1 + faker',
    measure: 'minified + gzip',
    value: fixed(await gzipSize({ source: `${PEER}export { faker } from '@faker-js/faker'\n` })),
    unit: 'KiB',
    verdict: 'info',
  })
  return rows
}
