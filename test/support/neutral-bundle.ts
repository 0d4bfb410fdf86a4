import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'

/**
 * An entry of the package bundled as a host with no Node (Deno, Workers, a
 * browser) bundles it: for a neutral platform, `node:*` left outside, so a
 * static import of a Node built-in shows in the output's imports.
 * @example
 * const metafile = await neutralBundle('src/app/fetch.ts')
 */
export async function neutralBundle(entry: string): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: [fileURLToPath(new URL(`../../${entry}`, import.meta.url))],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'out',
    mainFields: ['module', 'main'],
    external: ['node:*'],
    logLevel: 'silent',
  })
  return metafile
}
