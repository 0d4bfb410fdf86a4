import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ROOT } from './child.js'

const run = promisify(execFile)

/** A throwaway project that installed this package as its users do: from the packed tarball. */
export interface Consumer {
  readonly dir: string
  /** Writes a file of the project (folders made as needed); answers its path. */
  write(path: string, text: string): string
  remove(): void
}

/** The build output a consumer imports; older than any source file means `npm run build` is due. */
const BUILT = join(ROOT, 'dist/esm/runtimes/node.js')
const SOURCES = ['src', 'scenarios', 'fixtures', 'package.json']
/** The last tarball packed, named by the build and package.json it was packed from. */
const PACKS = join(ROOT, 'bench/.cache/pack')

function newest(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** `npm pack` of the build into `dir`, or (`reuse`) the last one packed from the same build and package.json; every pack is kept for the next. */
async function pack(dir: string, reuse: boolean): Promise<string> {
  const kept = join(PACKS, `${Math.round(newest(join(ROOT, 'dist')))}-${Math.round(statSync(join(ROOT, 'package.json')).mtimeMs)}.tgz`)
  if (reuse && existsSync(kept)) return kept
  const packed = JSON.parse((await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' })).stdout) as Array<{ filename: string }>
  const tarball = join(dir, packed[0]?.filename ?? '')
  rmSync(PACKS, { recursive: true, force: true })
  mkdirSync(PACKS, { recursive: true })
  copyFileSync(tarball, kept)
  return tarball
}

function builtIsCurrent(): boolean {
  try {
    return statSync(BUILT).mtimeMs >= Math.max(...SOURCES.map((path) => newest(join(ROOT, path))))
  } catch {
    return false
  }
}

/**
 * Makes a project in a temporary folder that depends on this package as
 * an npm user's would: `npm pack`'s tarball unpacked into its
 * `node_modules/doc-workspace-mock` (so `doc-workspace-mock/node` resolves
 * through the exports map to the bundled `dist/esm`), and every other
 * package linked from this repository's `node_modules` (msw, vitest…).
 * Runs `npm run build` first when the build is missing or older than the
 * sources, so the figures are never those of a stale build. Asynchronous,
 * so that a quick run prepares it while other suites run.
 * @example
 * const consumer = await prepareConsumer()
 * consumer.write('start.mjs', "import { setupMockServer } from 'doc-workspace-mock/node'")
 */
export async function prepareConsumer(options: { reusePack?: boolean } = {}): Promise<Consumer> {
  if (!builtIsCurrent()) {
    console.log('\n  the build is missing or older than the sources: npm run build…')
    const { stderr } = await run('npm', ['run', '-s', 'build'], { cwd: ROOT, maxBuffer: 64 * 2 ** 20 })
    if (stderr.trim()) console.error(stderr.trim())
  }
  const dir = mkdtempSync(join(tmpdir(), 'dwm-consumer-'))
  try {
    const tarball = await pack(dir, options.reusePack ?? false)
    const installed = join(dir, 'node_modules/doc-workspace-mock')
    mkdirSync(installed, { recursive: true })
    await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'])
    if (tarball.startsWith(dir)) rmSync(tarball)
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
    write(path, text) {
      const file = join(dir, path)
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, text)
      return file
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
