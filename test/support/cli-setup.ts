import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The command line built from this checkout's source, as the package ships it: `node <cli> serve …`. */
    cli: string
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Once a run, for the tests that run the command line: the CLI bundled from
 * the source with esbuild, as the package's own build bundles it, into a
 * folder outside the project (with this checkout's package.json and
 * node_modules beside it). A spawn then starts in a third of the CPU time it
 * takes through a TypeScript loader, and the checkout's dist/ is never read
 * (it may be stale) nor written.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'dwm-cli-'))
  copyFileSync(join(root, 'package.json'), join(dir, 'package.json'))
  // The contract's types, where the package keeps them: \`types\` prints that file.
  mkdirSync(join(dir, 'src/openapi'), { recursive: true })
  copyFileSync(join(root, 'src/openapi/openapi.d.ts'), join(dir, 'src/openapi/openapi.d.ts'))
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const cli = join(dir, 'cli.js')
  await build({
    entryPoints: [join(root, 'src/cli/cli.ts')],
    outfile: cli,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
  project.provide('cli', cli)
  return () => rmSync(dir, { recursive: true, force: true })
}
