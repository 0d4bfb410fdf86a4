import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { useSpawn } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const work = mkdtempSync(join(tmpdir(), 'dwm-init-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A user's project in a folder of its own: its files, package.json first (objects as JSON). */
function project(name: string, files: Record<string, string | object>): string {
  const dir = join(work, name)
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return dir
}

/** `doc-workspace-mock init …` run in the project's folder, as a user runs it (the CLI built from source, see support/cli-setup.ts). */
const init = (dir: string, ...args: string[]) => spawn(process.execPath, [inject('cli'), 'init', ...args], { cwd: dir }).exited

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8')
/** Every file of the project, with its content. */
const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  )

const PLAIN = { 'package.json': { name: 'plain', private: true, type: 'module' } }

describe('doc-workspace-mock init', () => {
  it('sets Vitest up in a plain Node project: the mock, its hooks, a first test through fetch, the config; the install line shown, not run', async () => {
    const dir = project('plain', PLAIN)
    const { code, stdout } = await init(dir, 'vitest', '--yes')
    expect(code).toBe(0)
    expect(stdout).toMatch(/init: vitest \(npm, no app framework, JavaScript\)/)
    for (const file of ['src/mocks/config.js', 'test/mock.js', 'test/setup.js', 'test/mock.test.js', 'vitest.config.js'])
      expect(stdout).toContain(`wrote ${file}`)
    // The address comes from the app's one config module, which every setup reads.
    expect(read(dir, 'src/mocks/config.js')).toContain("export const API_URL = 'https://api.example.test'")
    expect(read(dir, 'test/mock.js')).toContain("import { API_URL } from '../src/mocks/config.js'")
    expect(read(dir, 'test/mock.js')).toContain('setupMockServer({ baseUrl: API_URL })')
    expect(read(dir, 'test/setup.js')).toMatch(
      /beforeAll\(\(\) => mock\.listen\([\s\S]*afterEach\(\(\) => mock\.reset\(\)\)[\s\S]*afterAll\(\(\) => mock\.close\(\)\)/,
    )
    expect(read(dir, 'test/mock.test.js')).toContain("fetch(`${API_URL}/teams`, { headers: { authorization: 'Bearer demo-token' } })")
    expect(read(dir, 'vitest.config.js')).toMatch(/setupFiles: \[[\s\S]*'doc-workspace-mock\/vitest-setup',[\s\S]*'\.\/test\/setup\.js',/)
    // Vitest's peer vite too: Yarn installs no peer by itself.
    expect(stdout).toContain('install what it needs (not run; --install runs it): npm install -D msw vitest vite')
    expect(existsSync(join(dir, 'node_modules'))).toBe(false)

    // Again: nothing changes, and it says what is there already.
    const before = snapshot(dir)
    const again = await init(dir, 'vitest', '--yes')
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('already set up: src/mocks/config.js, test/mock.js, test/setup.js, test/mock.test.js, vitest.config.js')
    expect(again.stdout).not.toMatch(/wrote|edited|replaced/)
    expect(snapshot(dir)).toEqual(before)
  })

  it("keeps a user's own file of the same name, says so and what to do, and replaces it only with --force", async () => {
    const dir = project('own-setup', { ...PLAIN, 'test/setup.js': '// my own setup\n' })
    const kept = await init(dir, 'vitest')
    expect(kept.code).toBe(0)
    expect(read(dir, 'test/setup.js')).toBe('// my own setup\n')
    expect(kept.stdout).toMatch(/test\/setup\.js exists with other content: kept as it is \(--force replaces it/)
    expect(kept.stdout).toContain('wrote test/mock.js')
    const forced = await init(dir, 'vitest', '--force')
    expect(forced.code).toBe(0)
    expect(forced.stdout).toContain('replaced test/setup.js')
    expect(read(dir, 'test/setup.js')).toContain('mock.listen(')
  })

  it('writes nothing with --dry-run, showing each file it would write', async () => {
    const dir = project('dry', { ...PLAIN, 'pnpm-lock.yaml': 'lockfileVersion: 9.0\n' })
    const before = snapshot(dir)
    const { code, stdout } = await init(dir, 'vitest', '--dry-run', '--install')
    expect(code).toBe(0)
    expect(stdout).toContain('would write test/setup.js:\n      import { afterAll, afterEach, beforeAll }')
    expect(stdout).toContain('would run pnpm add -D msw vitest vite')
    expect(snapshot(dir)).toEqual(before)
  })

  it('adds the setup file to an existing Vitest config where that is safe, and only shows the line where it is not', async () => {
    const config = "import { defineConfig } from 'vitest/config'\n\nexport default defineConfig({\n  test: { environment: 'node' },\n})\n"
    const dir = project('own-config', { ...PLAIN, 'tsconfig.json': {}, 'vitest.config.ts': config })
    const { stdout } = await init(dir, 'vitest')
    expect(stdout).toContain("edited vitest.config.ts (setupFiles: './test/setup.ts')")
    expect(read(dir, 'vitest.config.ts')).toBe(config.replace('test: {', "test: {\n    setupFiles: ['./test/setup.ts'],"))
    expect(read(dir, 'test/mock.test.ts')).toContain('as { result: { total: number } }')
    expect((await init(dir, 'vitest')).stdout).toContain(
      'already set up: src/mocks/config.ts, test/mock.ts, test/setup.ts, test/mock.test.ts, vitest.config.ts',
    )

    const byFunction = "import { defineConfig } from 'vite'\n\nexport default defineConfig(({ mode }) => ({ base: mode }))\n"
    const vite = project('vite-fn', { 'package.json': { name: 'app', devDependencies: { vite: '^8.0.0' } }, 'vite.config.js': byFunction })
    const unsafe = await init(vite, 'vitest')
    expect(read(vite, 'vite.config.js')).toBe(byFunction)
    expect(existsSync(join(vite, 'vitest.config.mjs'))).toBe(false)
    expect(unsafe.stdout).toContain("add the mock's setup file to the test block of vite.config.js: setupFiles: ['./test/setup.mjs'],")
  })

  it("copies MSW's worker script into a Next.js project's public folder and writes its MockProvider (--yes: the browser, detected)", async () => {
    const dir = project('next', { 'package.json': { name: 'app', dependencies: { next: '16.0.0' } }, 'tsconfig.json': {} })
    mkdirSync(join(dir, 'node_modules'))
    symlinkSync(join(root, 'node_modules/msw'), join(dir, 'node_modules/msw'), 'dir')
    const { code, stdout } = await init(dir, '--yes')
    expect(code).toBe(0)
    expect(stdout).toContain('ran npx msw init public --save: wrote public/mockServiceWorker.js')
    expect(read(dir, 'public/mockServiceWorker.js')).toBe(read(root, 'node_modules/msw/lib/mockServiceWorker.js'))
    expect(JSON.parse(read(dir, 'package.json')).msw).toEqual({ workerDirectory: ['public'] })
    expect(read(dir, 'app/mock-provider.tsx')).toContain("import('doc-workspace-mock/browser')")
    expect(stdout).toContain('install what it needs (not run; --install runs it): npm install -D msw')
  })

  it("registers the addon in Storybook's main as storybook init writes it (quoted keys), and leaves an addons list held in a variable to the user", async () => {
    const main = `import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  "stories": ["../src/**/*.stories.@(ts|tsx)"],
  "addons": [],
  "framework": { "name": "@storybook/react-vite", "options": {} }
};
export default config;
`
    const files = { 'package.json': { name: 'app', devDependencies: { storybook: '^10.0.0' } }, 'tsconfig.json': {} }
    const dir = project('storybook', { ...files, '.storybook/main.ts': main })
    mkdirSync(join(dir, 'node_modules'))
    symlinkSync(join(root, 'node_modules/msw'), join(dir, 'node_modules/msw'), 'dir')
    const { code, stdout } = await init(dir, 'storybook')
    expect(code).toBe(0)
    expect(stdout).toContain("edited .storybook/main.ts (addons: 'msw-storybook-addon')")
    // One addons key, the one storybook init wrote; staticDirs added at the object's own indent.
    expect(read(dir, '.storybook/main.ts')).toBe(
      main
        .replace('"addons": []', `"addons": ['msw-storybook-addon']`)
        .replace('StorybookConfig = {\n', "StorybookConfig = {\n  staticDirs: ['../public'],\n"),
    )

    const held =
      "const addons = ['@storybook/addon-docs']\n\nexport default {\n  stories: ['../src/**/*.stories.js'],\n  addons: addons,\n}\n"
    const shared = project('storybook-held', { ...files, '.storybook/main.js': held })
    mkdirSync(join(shared, 'node_modules'))
    symlinkSync(join(root, 'node_modules/msw'), join(shared, 'node_modules/msw'), 'dir')
    const left = await init(shared, 'storybook')
    expect(read(shared, '.storybook/main.js')).toContain('  addons: addons,\n}')
    expect(read(shared, '.storybook/main.js')).not.toContain('msw-storybook-addon')
    expect(left.stdout).toContain("in .storybook/main.js: addons: ['msw-storybook-addon']")
  })

  it('refuses, in one line with exit code 2, an unknown setup, both test runners, and a folder with no package.json', async () => {
    const dir = project('refused', PLAIN)
    const unknown = await init(dir, 'vitest', 'cypress')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr.split('\n')[0]).toBe(
      'doc-workspace-mock: Unknown setup "cypress": the setups are vitest, jest, browser, playwright, storybook',
    )
    expect((await init(dir, 'vitest', 'jest')).stderr).toMatch(
      /^doc-workspace-mock: Pick one test runner: vitest or jest, not both \(their setups share the same files, and each would run the tests written for the other\)\n/,
    )
    const nowhere = mkdtempSync(join(work, 'empty-'))
    const outside = await init(nowhere, 'vitest')
    expect(outside.code).toBe(2)
    expect(outside.stderr).toMatch(/^doc-workspace-mock: No package\.json in .*: run init in your project's folder\n/)
    // Without a setup named, --yes or a terminal to ask on, it says what it needs.
    expect((await init(dir)).stderr).toMatch(/init needs the setups to make .*, or --yes for the ones it detects/)
    expect(readdirSync(dir)).toEqual(['package.json'])
  })
})
