// Where the site's build goes, outside the working tree as the tests' artifacts do: the temp folder (DOCS_OUT puts the site elsewhere).
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const SCRATCH = join(tmpdir(), 'doc-workspace-mock-docs')
export const OUT = process.env.DOCS_OUT ?? join(SCRATCH, 'site')
export const CACHE = join(SCRATCH, 'cache')
