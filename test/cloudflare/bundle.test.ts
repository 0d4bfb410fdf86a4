import { describe, expect, it } from 'vitest'
import { neutralBundle } from '../support/neutral-bundle.js'

describe('doc-workspace-mock/cloudflare', () => {
  it('bundles for a neutral platform without msw, and with no static import of a Node built-in', async () => {
    const metafile = await neutralBundle('src/adapters/cloudflare/cloudflare.ts')
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
