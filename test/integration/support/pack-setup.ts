import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Once for the integration tier: packs the package as `npm pack` would
 * (`.ci/pack`: built in a temporary copy, never over this checkout's dist/),
 * and hands the tarball to every file and every script they run through
 * `DOC_WORKSPACE_MOCK_TARBALL`. A tarball already named there is used as it is.
 */
export default function setup(): () => void {
  if (process.env.DOC_WORKSPACE_MOCK_TARBALL) return () => undefined
  const folder = mkdtempSync(join(tmpdir(), 'dwm-tarball-'))
  process.env.DOC_WORKSPACE_MOCK_TARBALL = execFileSync(join(root, '.ci/pack'), [folder], { encoding: 'utf8' }).trim()
  return () => {
    delete process.env.DOC_WORKSPACE_MOCK_TARBALL
    rmSync(folder, { recursive: true, force: true })
  }
}
