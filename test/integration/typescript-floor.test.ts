import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import mswPackage from 'msw/package.json' with { type: 'json' }
import playwrightPackage from '@playwright/test/package.json' with { type: 'json' }
import vitestPackage from 'vitest/package.json' with { type: 'json' }
import { createConsumerProject } from '../support/consumer-project.js'

/** The oldest TypeScript the README promises; msw's own declarations (type-fest) need 5.5. */
const FLOOR = '5.5'

const consumer = createConsumerProject()
afterAll(() => consumer.remove(), 120_000)

/**
 * A consumer on the oldest TypeScript the package supports, checking every
 * declaration file it reaches (`skipLibCheck: false`): the package's own, and
 * those of the peers its entries name (msw, @playwright/test, vitest, Node's).
 * The peers are this checkout's versions, so npm takes them from its cache.
 */
describe(`the packed package's declarations under TypeScript ${FLOOR}`, () => {
  let entries: string[] = []
  beforeAll(() => {
    consumer.install(
      consumer.pack(),
      `typescript@~${FLOOR}.0`,
      `msw@${mswPackage.version}`,
      '@types/node@^20.19.0',
      `@playwright/test@${playwrightPackage.version}`,
      `vitest@${vitestPackage.version}`,
    )
    const pkg = JSON.parse(readFileSync(join(consumer.folder, 'node_modules/doc-workspace-mock/package.json'), 'utf8')) as {
      exports: Record<string, unknown>
    }
    entries = Object.keys(pkg.exports).filter((entry) => !entry.endsWith('.json'))
  }, 180_000)

  it('type-checks an import of every entry point with skipLibCheck off', () => {
    expect(entries).toEqual(
      expect.arrayContaining(['.', './node', './browser', './server', './client', './playwright', './vitest', './jest-setup']),
    )
    const lines = entries.map((entry, i) => `import * as entry${i} from 'doc-workspace-mock${entry.slice(1)}'`)
    writeFileSync(
      join(consumer.folder, 'index.ts'),
      `${lines.join('\n')}\nexport const all = [${entries.map((_, i) => `entry${i}`).join(', ')}]\n`,
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
    const tsc = spawnSync('node', ['node_modules/typescript/bin/tsc', '--version'], { cwd: consumer.folder, encoding: 'utf8' })
    expect(tsc.stdout).toMatch(new RegExp(`^Version ${FLOOR.replace('.', '\\.')}\\.`))
    const { stdout, status } = spawnSync('node', ['node_modules/typescript/bin/tsc', '-p', '.'], { cwd: consumer.folder, encoding: 'utf8' })
    expect(stdout).toBe('')
    expect(status).toBe(0)
  }, 120_000)

  it("still types a document's bytes Uint8Array<ArrayBuffer> under a newer TypeScript, refusing a view of shared memory", () => {
    // This checkout's TypeScript (5.7 or later), in a folder of the same project.
    const { diagnostics } = consumer.compile('newer', {
      'tsconfig.json': {
        compilerOptions: {
          target: 'es2022',
          module: 'nodenext',
          lib: ['es2023', 'dom'],
          types: ['node'],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['index.ts'],
      },
      'index.ts': [
        `import { setupMockServer } from 'doc-workspace-mock/node'`,
        `const { db } = setupMockServer()`,
        `export const bytes: Uint8Array<ArrayBuffer> | undefined = db.blobs.all()[0]?.bytes`,
        `// @ts-expect-error a view of a SharedArrayBuffer is not the bytes of a document`,
        `db.blobs.insert({ document_id: 'x', etag: 'x', bytes: new Uint8Array(new SharedArrayBuffer(1)) })`,
        `db.blobs.insert({ document_id: 'x', etag: 'x', bytes: new TextEncoder().encode('Agenda') })`,
      ].join('\n'),
    })
    expect(diagnostics).toBe('')
  }, 60_000)
})
