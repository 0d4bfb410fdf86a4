import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { ROOT } from './child.js'

const run = promisify(execFile)

/** A throwaway project that installed this package as its users do: from the packed tarball. */
export interface Consumer {
  readonly dir: string
  /** Where its tarball came from: `DOC_WORKSPACE_MOCK_TARBALL`, an earlier run's pack of the same sources, or a pack made now. */
  readonly pack: 'given' | 'kept' | 'packed'
  /** Writes a file of the project (folders made as needed); answers its path. */
  write(path: string, text: string): string
  remove(): void
}

/** How a row says where its tarball came from. */
export const PACK_NOTE: Record<Consumer['pack'], string> = {
  packed: 'built and packed from the sources now',
  kept: 'of an earlier run, packed from the same sources',
  given: 'given in DOC_WORKSPACE_MOCK_TARBALL',
}

/** The project's packing script: builds and packs a copy of the sources, never this checkout's `dist/`. */
const PACK = join(ROOT, '.ci/pack')
/** What the pack is made from (what the packing script copies), and the lockfile that fixes the compilers and the bundled zod. */
const SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'README.md',
  'LICENSE',
  'src',
  'scenarios',
  'fixtures',
]
/** The last tarball packed, named by a hash of the sources it was packed from. */
const PACKS = join(ROOT, 'bench/.cache/pack')

/** Every file under a path, in a stable order. */
function filesOf(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesOf(join(path, name)))
}

/** A hash of the sources' paths and contents: the same hash, the same tarball. */
function sourcesKey(): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap((path) => filesOf(join(ROOT, path))))
    hash
      .update(`${relative(ROOT, file)}\0`)
      .update(readFileSync(file))
      .update('\0')
  return hash.digest('hex').slice(0, 20)
}

/**
 * The package's tarball, as the project's packing script makes it: the
 * sources copied into a temporary folder, built and packed there (so this
 * checkout's `dist/` is never rebuilt), or the tarball it is given in
 * `DOC_WORKSPACE_MOCK_TARBALL`. With `reuse`, the last tarball packed from
 * the same sources, when there is one; every pack is kept for the next.
 * Made once a run, whichever suite asks first (a quick run: as it starts).
 * Answers the tarball's path and how it was got.
 */
function tarball(reuse: boolean): Promise<{ path: string; how: Consumer['pack'] }> {
  // One pack a run: the suites that measure the packed build (the cold starts) share it, and so measure the same build.
  thisRun ??= packOnce(reuse)
  return thisRun
}

let thisRun: Promise<{ path: string; how: Consumer['pack'] }> | undefined

async function packOnce(reuse: boolean): Promise<{ path: string; how: Consumer['pack'] }> {
  if (process.env.DOC_WORKSPACE_MOCK_TARBALL)
    return { path: (await run('bash', [PACK, tmpdir()], { cwd: ROOT, encoding: 'utf8' })).stdout.trim(), how: 'given' }
  const kept = join(PACKS, `${sourcesKey()}.tgz`)
  if (reuse && existsSync(kept)) return { path: kept, how: 'kept' }
  const dir = mkdtempSync(join(tmpdir(), 'dwm-pack-'))
  try {
    const packed =
      (await run('bash', [PACK, dir], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })).stdout.trim().split('\n').pop() ?? ''
    rmSync(PACKS, { recursive: true, force: true })
    mkdirSync(PACKS, { recursive: true })
    copyFileSync(packed, kept)
    return { path: kept, how: 'packed' }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Makes a project in a temporary folder that depends on this package as
 * an npm user's would: the packed tarball unpacked into its
 * `node_modules/doc-workspace-mock` (so `doc-workspace-mock/node` resolves
 * through the exports map to the bundled `dist/esm`), and every other
 * package linked from this repository's `node_modules` (msw, vitest…).
 * The tarball is built from the sources as they are (`tarball`), so the
 * figures are never those of a stale build. Asynchronous, so that a quick
 * run prepares it while other suites run.
 * @example
 * const consumer = await prepareConsumer()
 * consumer.write('start.mjs', "import { setupMockServer } from 'doc-workspace-mock/node'")
 */
export async function prepareConsumer(options: { reusePack?: boolean } = {}): Promise<Consumer> {
  const { path, how } = await tarball(options.reusePack ?? false)
  const dir = mkdtempSync(join(tmpdir(), 'dwm-consumer-'))
  try {
    const installed = join(dir, 'node_modules/doc-workspace-mock')
    mkdirSync(installed, { recursive: true })
    await run('tar', ['-xzf', path, '-C', installed, '--strip-components=1'])
    for (const name of readdirSync(join(ROOT, 'node_modules'))) {
      if (name.startsWith('.') || name === 'doc-workspace-mock') continue
      symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name))
    }
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'cold-start-consumer', private: true, type: 'module' }, null, 2)}\n`)
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    dir,
    pack: how,
    write(path, text) {
      const file = join(dir, path)
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, text)
      return file
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
