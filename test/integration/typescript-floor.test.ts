import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import playwrightPackage from '@playwright/test/package.json' with { type: 'json' }
import { createConsumerProject } from '../support/consumer-project.js'
import { FLOOR, TODAY, type Toolchain } from './support/toolchain.js'

/** A row: the TypeScript a consumer type-checks with, beside the peers of that line. */
interface Row {
  readonly typescript: string
  /** The version `tsc --version` must print: `5.5.`, `7.`. */
  readonly prints: string
  readonly peers: Pick<Toolchain, 'msw' | 'vitest' | 'typesNode'>
}

/**
 * The oldest TypeScript the package supports (msw 2's own declarations, type-fest's, need 5.5; msw 3
 * asks for 5.9), the last TypeScript 5, and TypeScript 7, the native compiler create-vite installs today.
 */
const ROWS: Row[] = [
  { typescript: FLOOR.typescript, prints: '5.5.', peers: FLOOR },
  { typescript: '~5.9.0', prints: '5.9.', peers: TODAY },
  { typescript: TODAY.typescript, prints: '7.', peers: TODAY },
]

/** Lines that type a document's bytes `Uint8Array<ArrayBuffer>`, which TypeScript 5.7 and later can say. */
const BYTES = [
  `import { setupMockServer } from 'doc-workspace-mock/node'`,
  `const { db } = setupMockServer()`,
  `export const bytes: Uint8Array<ArrayBuffer> | undefined = db.blobs.all()[0]?.bytes`,
  `// @ts-expect-error a view of a SharedArrayBuffer is not the bytes of a document`,
  `db.blobs.insert({ document_id: 'x', etag: 'x', bytes: new Uint8Array(new SharedArrayBuffer(1)) })`,
  `db.blobs.insert({ document_id: 'x', etag: 'x', bytes: new TextEncoder().encode('Agenda') })`,
]

/**
 * A consumer of each row, checking every declaration file it reaches
 * (`skipLibCheck: false`): the package's own, and those of the peers its
 * entries name (msw, @playwright/test, vitest, Node's), with an import of
 * every entry point, `doc-workspace-mock/openapi` among them.
 */
describe.each(ROWS)("the packed package's declarations under TypeScript $typescript", ({ typescript, prints, peers }) => {
  const consumer = createConsumerProject()
  const tsc = (...args: string[]) =>
    spawnSync('node', ['node_modules/typescript/bin/tsc', ...args], { cwd: consumer.folder, encoding: 'utf8', env: consumer.env })
  afterAll(() => consumer.remove(), 120_000)
  let entries: string[] = []
  beforeAll(() => {
    consumer.install(
      consumer.pack(),
      `typescript@${typescript}`,
      `msw@${peers.msw}`,
      `@types/node@${peers.typesNode}`,
      `@playwright/test@${playwrightPackage.version}`,
      `vitest@${peers.vitest}`,
    )
    const pkg = JSON.parse(readFileSync(join(consumer.folder, 'node_modules/doc-workspace-mock/package.json'), 'utf8')) as {
      exports: Record<string, unknown>
    }
    entries = Object.keys(pkg.exports).filter((entry) => !entry.endsWith('.json'))
    const lines = entries.map((entry, i) => `import * as entry${i} from 'doc-workspace-mock${entry.slice(1)}'`)
    const bytes = prints.startsWith('5.5.') ? [] : BYTES
    writeFileSync(
      join(consumer.folder, 'index.ts'),
      [...lines, ...bytes, `export const all = [${entries.map((_, i) => `entry${i}`).join(', ')}]`, ''].join('\n'),
    )
    const compilerOptions = {
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2023', 'dom', 'dom.iterable'],
      types: ['node'],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
    }
    writeFileSync(join(consumer.folder, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }))
  }, 180_000)

  it('type-checks an import of every entry point with skipLibCheck off', () => {
    expect(entries).toEqual(
      expect.arrayContaining(['.', './node', './browser', './server', './client', './playwright', './vitest', './jest-setup', './openapi']),
    )
    expect(tsc('--version').stdout).toMatch(new RegExp(`^Version ${prints.replaceAll('.', '\\.')}`))
    const { stdout, status } = tsc('-p', '.')
    expect(stdout).toBe('')
    expect(status).toBe(0)
  }, 120_000)

  it.runIf(prints === '5.5.')(
    'fails with the newest @types/node inside @types/node alone, never in the declarations of the package: the pin docs/install.md gives',
    () => {
      consumer.install('@types/node@latest')
      const errors = tsc('-p', '.')
        .stdout.split('\n')
        .filter((line) => / error TS\d+/.test(line))
      expect(errors.length).toBeGreaterThan(0)
      for (const error of errors) expect(error).toMatch(/^node_modules\/@types\/node\//)
    },
    120_000,
  )
})
