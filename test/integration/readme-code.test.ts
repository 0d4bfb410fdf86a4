import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../../src/adapters/server/server.js'
import { documentationBlocks, isTestFile, sourceEntries, type ReadmeBlock } from '../support/readme-blocks.js'

/**
 * The documentation cannot rot: in README.md and every page of docs/, every
 * TypeScript block is compiled under `strict` against this checkout's own
 * entry points, every block that is a test file runs with Vitest, every
 * JavaScript block parses, every shell block parses, and those marked
 * `<!-- readme: server -->` run against a fresh standalone server. Messages
 * name the file and line: `docs/conditions.md:42`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
// A project of its own outside the checkout, with the checkout's node_modules.
const dir = mkdtempSync(join(tmpdir(), 'dwm-readme-'))
const blocks = documentationBlocks
const checked = (lang: string): ReadmeBlock[] => blocks.filter((block) => block.lang === lang && block.directive?.kind !== 'skip')
/** Where a block is, for messages: `README.md:123`. */
const at = (block: ReadmeBlock): string => `${block.file}:${block.line}`
/** A block's own name among the files written: its file and line, `docs-conditions-md-L42`. */
const nameOf = (block: ReadmeBlock): string => `${block.file.replace(/[^\w]+/g, '-')}-L${block.line}`
const fileOf = (block: ReadmeBlock): string => `${nameOf(block)}${isTestFile(block) ? '.test' : ''}.ts`
const entries = sourceEntries()

beforeAll(() => {
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  // An ES module project, as this one is: top-level await and import.meta, as the documentation's blocks use them.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'readme', private: true, type: 'module' }))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the README and docs/', () => {
  it('mark every block they do not check with the reason why', () => {
    const skipped = blocks.filter((block) => block.directive?.kind === 'skip')
    for (const block of skipped) expect(block.directive?.reason, at(block)).toMatch(/\w{3,}/)
    expect(checked('ts').length).toBeGreaterThan(skipped.length)
  })

  it('have TypeScript blocks that compile under strict, as a user pastes them', () => {
    const ts = checked('ts')
    for (const block of ts)
      writeFileSync(join(dir, fileOf(block)), /^(import|export) /m.test(block.code) ? block.code : `${block.code}export {}\n`)
    if (ts.some((block) => /from '\.\/api-types(\.js)?'/.test(block.code))) {
      execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/cli.ts'), 'types', '--out', join(dir, 'api-types.ts')], {
        cwd: root,
      })
    }
    const paths = Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, [join(root, source)]]))
    const compilerOptions = {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      skipLibCheck: true,
      resolveJsonModule: true,
      types: ['node'],
      noEmit: true,
      paths,
    }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }))
    const tsc = spawnSync(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'],
      { cwd: root, encoding: 'utf8' },
    )
    // Each error, at its line in its file: "docs/conditions.md:123: error TS2304: Cannot find name 'x'."
    const byName = new Map(ts.map((block) => [nameOf(block), block]))
    const errors = tsc.stdout
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) => {
        const match = /([\w-]+-L\d+)(?:\.test)?\.ts\((\d+),\d+\): (.*)$/.exec(line)
        const block = match ? byName.get(match[1] ?? '') : undefined
        return block && match ? `${block.file}:${block.line + Number(match[2])}: ${match[3]}` : line
      })
    expect(errors).toEqual([])
    expect(tsc.status).toBe(0)
  }, 120_000)

  it('have test files that pass when run as they stand', () => {
    const tests = checked('ts').filter(isTestFile)
    expect(tests.length).toBeGreaterThanOrEqual(4)
    const alias = Object.entries(entries).map(([name, source]) => ({
      find: `^${name.replace(/[/.]/g, '\\$&')}$`,
      replacement: join(root, source),
    }))
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      `import { defineConfig } from 'vitest/config'
export default defineConfig({
  cacheDir: ${JSON.stringify(join(dir, '.vite'))},
  resolve: { alias: ${JSON.stringify(alias)}.map(({ find, replacement }) => ({ find: new RegExp(find), replacement })) },
  test: { root: ${JSON.stringify(dir)}, include: ['*.test.ts'], testTimeout: 30000 },
})
`,
    )
    for (const block of tests) writeFileSync(join(dir, fileOf(block)), block.code)
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', join(dir, 'vitest.config.mjs')],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', CI: '' },
      },
    )
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
    expect(run.stdout).toContain(`Test Files  ${tests.length} passed (${tests.length})`)
  }, 180_000)

  it('have JavaScript blocks that parse', () => {
    for (const block of checked('js')) {
      const file = join(dir, `${nameOf(block)}.mjs`)
      writeFileSync(file, block.code)
      const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' })
      expect(check.stderr, at(block)).toBe('')
    }
  })

  describe('shell blocks', () => {
    let server: MockHttpServer
    beforeAll(async () => {
      server = await startMockServer({ port: 0, quiet: true })
    })
    afterAll(() => server.close())

    it('parse', () => {
      for (const block of checked('sh')) {
        const parse = spawnSync('bash', ['-n'], { input: block.code, encoding: 'utf8' })
        expect(parse.stderr, at(block)).toBe('')
      }
    })

    it('marked "server" run against a fresh standalone server, every answer an envelope', async () => {
      const runs = blocks.filter((block) => block.lang === 'sh' && block.directive?.kind === 'server')
      expect(runs.length).toBeGreaterThanOrEqual(2)
      for (const block of runs) {
        await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
        const script = `set -euo pipefail\n${block.code.replaceAll('http://127.0.0.1:4010', server.url)}`
        // Asynchronously: the server answering these requests runs in this very process.
        const { stdout } = await promisify(execFile)('bash', ['-c', script], { encoding: 'utf8' })
        // curl -s prints each answer without a line break after it: one envelope after another.
        const answers = stdout.split(/(?<=\})\s*(?=\{"success")/).filter((answer) => answer.trim() !== '')
        expect(answers.length, at(block)).toBeGreaterThan(0)
        for (const answer of answers) expect(JSON.parse(answer), `${at(block)}: ${answer}`).toHaveProperty('success')
      }
    })
  })
})
