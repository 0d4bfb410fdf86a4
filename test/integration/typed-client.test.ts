import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConsumerProject } from '../support/consumer-project.js'
import { TODAY } from './support/toolchain.js'

const root = new URL('../..', import.meta.url).pathname
const consumer = createConsumerProject()
const { folder } = consumer
afterAll(() => consumer.remove(), 120_000)

/** The project's own TypeScript on one of its tsconfig files: its diagnostics. */
const tsc = (project: string): string =>
  spawnSync('node', ['node_modules/typescript/bin/tsc', '-p', project], { cwd: folder, encoding: 'utf8', env: consumer.env }).stdout.trim()

/**
 * A client project made today: the packed package, openapi-fetch and
 * TypeScript 7 (create-vite's default), and no generator. The calls
 * test/typed-client.test.ts makes against the server, typed by
 * `doc-workspace-mock/openapi`, are compiled here under `tsc --strict` with
 * every declaration file checked.
 */
describe(`a typed client over doc-workspace-mock/openapi, on TypeScript ${TODAY.typescript} with no generator installed`, () => {
  beforeAll(() => {
    consumer.install('--save-dev', consumer.pack(), `msw@${TODAY.msw}`, `typescript@${TODAY.typescript}`, 'openapi-fetch')
    copyFileSync(join(root, 'test/typed-client/calls.ts'), join(folder, 'calls.ts'))
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      verbatimModuleSyntax: true,
      types: [],
      skipLibCheck: false,
    }
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['calls.ts'] }))
  }, 180_000)

  it('installs neither openapi-typescript nor TypeScript 5', () => {
    const found = JSON.parse(consumer.run('npm', ['query', '#typescript, #openapi-typescript'])) as Array<{ name: string; version: string }>
    expect(found.map(({ name, version }) => `${name}@${version.split('.')[0]}`)).toEqual(['typescript@7'])
    const pkg = JSON.parse(readFileSync(join(folder, 'node_modules/doc-workspace-mock/package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>
    }
    expect(Object.keys(pkg.peerDependencies)).not.toContain('openapi-typescript')
  })

  it('type-checks a call of every operation under tsc --strict, the upload taking a File with no cast', () => {
    expect(tsc('tsconfig.json')).toBe('')
    // The same upload with text where the file goes does not compile, nor an update that changes nothing.
    writeFileSync(
      join(folder, 'wrong.ts'),
      [
        `import createClient from 'openapi-fetch'`,
        `import type { paths } from 'doc-workspace-mock/openapi'`,
        `const api = createClient<paths>({})`,
        `await api.POST('/documents/upload', { body: { file: 'text', workspace_id: 'x' } })`,
        `await api.PUT('/teams/update', { body: { team_id: 'x' } })`,
        `export {}`,
      ].join('\n'),
    )
    writeFileSync(join(folder, 'tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', files: ['wrong.ts'] }))
    const errors = tsc('tsconfig.wrong.json')
      .split('\n')
      .filter((line) => line.startsWith('wrong.ts'))
    expect(errors).toEqual([
      expect.stringMatching(/^wrong\.ts\(4,\d+\): error TS2322: Type 'string' is not assignable/),
      expect.stringMatching(/^wrong\.ts\(5,\d+\): error TS2322: Type '\{ team_id: string; \}' is not assignable/),
    ])
  }, 120_000)
})
