import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, version as esbuildVersion } from 'esbuild'
import { ROOT } from '../lib/child.js'
import { pending, type Row } from '../lib/report.js'
import { summarize } from '../lib/stats.js'

const BROWSER_ENTRY = 'src/adapters/browser/browser.ts'
const KIB = 1024

/** Bundles an entry or a few lines of source for the browser, minified, in one file; answers its gzip size (level 9). */
async function gzipSize(entry: { file: string } | { source: string }, external: readonly string[] = []): Promise<number> {
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [join(ROOT, entry.file)] }
      : { stdin: { contents: entry.source, resolveDir: ROOT, loader: 'ts' } }),
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
const PEER_WITH_FAKER = `${PEER}export { faker } from '@faker-js/faker'\n`

/** The peers' bundle sizes of earlier runs, by what they depend on: esbuild's and the packages' versions and the source. */
const CACHE = join(ROOT, 'bench/.cache/peer-bundles.json')

/** What a peer bundle's size depends on: the same key, the same bytes. */
function peerKey(source: string): string {
  const versions = ['msw', '@msw/data', '@faker-js/faker'].map((name) => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    return `${name}@${version}`
  })
  return [`esbuild@${esbuildVersion}`, ...versions, createHash('sha256').update(source).digest('hex').slice(0, 16)].join(' ')
}

/**
 * A peer bundle's gzip size: built, or (`reuse`, a quick run) taken from an
 * earlier run with the same key when there is one. Every build is kept.
 */
async function peerSize(source: string, reuse: boolean): Promise<{ bytes: number; reused: boolean }> {
  const key = peerKey(source)
  const cached = (): Record<string, number> =>
    existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, number>) : {}
  const known = cached()[key]
  if (reuse && known !== undefined) return { bytes: known, reused: true }
  const bytes = await gzipSize({ source })
  // Read again after the build: the other peer's may have been written meanwhile.
  mkdirSync(join(CACHE, '..'), { recursive: true })
  writeFileSync(CACHE, `${JSON.stringify({ ...cached(), [key]: bytes }, null, 2)}\n`)
  return { bytes, reused: false }
}

/**
 * The browser entry's weight, as `test/support/browser-bundle.ts` measures it
 * (esbuild, minified, gzip level 9, msw excluded, the panel in its own
 * chunk; faker and Node built-ins checked), and with zod imported as a
 * namespace. Beside it, the whole entry with msw in one file, and what an
 * app ships with the peers: `msw/browser` with `@msw/data` (the old
 * `@mswjs/data` is not installed; its successor is measured), and the same
 * with faker for generated data. The peers' sizes depend on nothing of
 * this checkout: a quick run (`reusePeers`) takes them from an earlier run
 * with the same versions when there is one, and says so.
 * @example
 * const rows = await runBundle({ reusePeers: false })
 */
export async function runBundle(options: { reusePeers: boolean }): Promise<Row[]> {
  // Sizes do not depend on when they are taken: every bundle is built at once.
  const mine = existsSync(join(ROOT, BROWSER_ENTRY))
  const [entryRows, whole, peer, peerWithFaker] = await Promise.all([
    mine
      ? import('./bundle-rows.js').then(({ bundleRows }) => bundleRows())
      : Promise.resolve([pending('bundle', 'this mock', 'startMockWorker entry', `${BROWSER_ENTRY} is not there yet`)]),
    mine ? gzipSize({ file: BROWSER_ENTRY }) : Promise.resolve(undefined),
    peerSize(PEER, options.reusePeers),
    peerSize(PEER_WITH_FAKER, options.reusePeers),
  ])
  const reused = (size: { reused: boolean }) =>
    size.reused ? { note: 'quick run: the size of an earlier run with the same esbuild, msw, @msw/data and faker' } : {}
  const rows: Row[] = [...entryRows]
  if (whole !== undefined)
    rows.push({
      target: 'bundle',
      subject: 'this mock',
      measure: 'whole entry with msw, one file',
      value: fixed(whole),
      unit: 'KiB',
      verdict: 'info',
    })
  rows.push({
    target: 'bundle',
    subject: 'msw + @msw/data 1.1',
    measure: 'minified + gzip',
    value: fixed(peer.bytes),
    unit: 'KiB',
    verdict: 'info',
    ...reused(peer),
  })
  rows.push({
    target: 'bundle',
    subject: 'msw + @msw/data 1.1 + faker',
    measure: 'minified + gzip',
    value: fixed(peerWithFaker.bytes),
    unit: 'KiB',
    verdict: 'info',
    ...reused(peerWithFaker),
  })
  return rows
}
