import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './child.js'

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

function newest(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
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
 * sources, so the figures are never those of a stale build.
 * @example
 * const consumer = prepareConsumer()
 * consumer.write('start.mjs', "import { setupMockServer } from 'doc-workspace-mock/node'")
 */
export function prepareConsumer(): Consumer {
  if (!builtIsCurrent()) {
    console.log('\n  the build is missing or older than the sources: npm run build…')
    execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const dir = mkdtempSync(join(tmpdir(), 'dwm-consumer-'))
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    ) as Array<{ filename: string }>
    const tarball = join(dir, packed[0]?.filename ?? '')
    const installed = join(dir, 'node_modules/doc-workspace-mock')
    mkdirSync(installed, { recursive: true })
    execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'])
    rmSync(tarball)
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
