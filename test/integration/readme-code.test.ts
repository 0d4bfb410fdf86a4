import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../../src/adapters/server/server.js'
import { isTestFile, readme, readmeBlocks, sourceEntries, type ReadmeBlock } from '../support/readme-blocks.js'

/**
 * The README cannot rot: every TypeScript block is compiled under `strict`
 * against this checkout's own entry points, every block that is a test file
 * runs with Vitest, every shell block parses, and those marked
 * `<!-- readme: server -->` run against a fresh standalone server.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
// A project of its own outside the checkout, with the checkout's node_modules.
const dir = mkdtempSync(join(tmpdir(), 'dwm-readme-'))
const blocks = readmeBlocks(readme)
const checked = (lang: string): ReadmeBlock[] => blocks.filter((block) => block.lang === lang && block.directive?.kind !== 'skip')
const fileOf = (block: ReadmeBlock): string => `block-L${block.line}${isTestFile(block) ? '.test' : ''}.ts`
const entries = sourceEntries()

beforeAll(() => {
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  // An ES module project, as this one is: top-level await and import.meta, as the README's blocks use them.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'readme', private: true, type: 'module' }))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the README', () => {
  it('marks every block it does not check with the reason why', () => {
    const skipped = blocks.filter((block) => block.directive?.kind === 'skip')
    for (const block of skipped) expect(block.directive?.reason, `README line ${block.line}`).toMatch(/\w{3,}/)
    expect(checked('ts').length).toBeGreaterThan(skipped.length)
  })

  it('has TypeScript blocks that compile under strict, as a user pastes them', () => {
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
    // Each error, at its README line: "README.md:123: error TS2304: Cannot find name 'x'."
    const errors = tsc.stdout
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) => {
        const match = /block-L(\d+)(?:\.test)?\.ts\((\d+),\d+\): (.*)$/.exec(line)
        return match ? `README.md:${Number(match[1]) + Number(match[2])}: ${match[3]}` : line
      })
    expect(errors).toEqual([])
    expect(tsc.status).toBe(0)
  }, 120_000)

  it('has test files that pass when run as they stand', () => {
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

  it('has JavaScript blocks that parse', () => {
    for (const block of checked('js')) {
      const file = join(dir, `block-L${block.line}.mjs`)
      writeFileSync(file, block.code)
      const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' })
      expect(check.stderr, `README line ${block.line}`).toBe('')
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
        expect(parse.stderr, `README line ${block.line}`).toBe('')
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
        expect(answers.length, `README line ${block.line}`).toBeGreaterThan(0)
        for (const answer of answers) expect(JSON.parse(answer), `README line ${block.line}: ${answer}`).toHaveProperty('success')
      }
    })
  })
})
