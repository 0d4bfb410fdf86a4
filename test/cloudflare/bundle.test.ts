import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

describe('doc-workspace-mock/cloudflare', () => {
  it('bundles for a neutral platform without msw, and with no static import of a Node built-in', async () => {
    const entry = fileURLToPath(new URL('../../src/adapters/cloudflare/cloudflare.ts', import.meta.url))
    const { metafile } = await build({
      entryPoints: [entry],
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
    const inputs = Object.keys(metafile.inputs)
    expect(inputs.filter((input) => input.includes('node_modules/msw/'))).toEqual([])
    // Its own modules and the core's are in it: the adapter is the entry, not a stub.
    expect(inputs).toEqual(
      expect.arrayContaining(['src/adapters/cloudflare/session-object.ts', 'src/adapters/cloudflare/stored-world.ts', 'src/app/fetch.ts']),
    )
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports)
    // The reference page reads the renderer's files on its first request, where a host has them (a Worker answers 503).
    expect(imports.filter((used) => used.kind !== 'dynamic-import')).toEqual([])
  })
})
