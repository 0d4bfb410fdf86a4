import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenApiDocument } from '../../src/openapi/document.js'
import { generateClientTypes } from '../../src/cli/client-types.js'

const root = new URL('../..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'dwm-typed-client-'))

/** A client project of its own: the generated types, the calls, `tsc --strict`, and this repository's node_modules. */
beforeAll(async () => {
  writeFileSync(join(work, 'api.ts'), await generateClientTypes(createOpenApiDocument()))
  copyFileSync(join(root, 'test/typed-client/calls.ts'), join(work, 'calls.ts'))
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir')
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'typed-client', private: true, type: 'module' }))
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    types: [],
    skipLibCheck: true,
  }
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['calls.ts'] }))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

const tsc = (project: string) =>
  promisify(execFile)(join(root, 'node_modules/.bin/tsc'), ['-p', project], { cwd: work }).then(
    () => '',
    (failed: { stdout: string }) => failed.stdout,
  )

/** The calls test/typed-client.test.ts makes against the server, compiled in a client project of their own. */
describe('a typed client generated from the OpenAPI document', () => {
  it('type-checks a call of every operation under tsc --strict, the upload taking a File with no cast', async () => {
    expect(await tsc('tsconfig.json')).toBe('')
    // The same upload with text where the file goes does not compile.
    writeFileSync(
      join(work, 'wrong.ts'),
      `import createClient from 'openapi-fetch'\nimport type { paths } from './api.js'\nconst api = createClient<paths>({})\nawait api.POST('/documents/upload', { body: { file: 'text', workspace_id: 'x' } })\nexport {}\n`,
    )
    writeFileSync(join(work, 'tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', files: ['wrong.ts'] }))
    expect(await tsc('tsconfig.wrong.json')).toMatch(/^wrong\.ts\(4,\d+\): error TS2322: Type 'string' is not assignable/)
  }, 120_000)
})
