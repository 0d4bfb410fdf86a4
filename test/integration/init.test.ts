import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import mswPackage from 'msw/package.json' with { type: 'json' }
import vitePackage from 'vite/package.json' with { type: 'json' }
import vitestPackage from 'vitest/package.json' with { type: 'json' }
import { init, MSW, useUserProjects, VITE, VITEST, vitest } from './support/user-project.js'

const userProject = useUserProjects()

describe('npx doc-workspace-mock init in a fresh project', () => {
  it('sets Vitest up in a Vite project so that `npx vitest run` passes, the mock answering its first test, and changes nothing when run again', () => {
    const project = userProject(
      { name: 'vite-app', devDependencies: { vite: `^${vitePackage.version}`, vitest: `^${vitestPackage.version}` } },
      {
        'vite.config.ts': "import { defineConfig } from 'vite'\n\nexport default defineConfig({\n  server: { port: 5173 },\n})\n",
        'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true } }),
      },
      MSW,
      VITEST,
      VITE,
    )
    const output = init(project, '--yes', 'vitest')
    expect(output).toContain('init: vitest (npm, vite, TypeScript)')
    expect(output).toContain('wrote vitest.config.ts')
    expect(output).not.toContain('install what it needs')
    // The app's own config stays as it was; Vitest's merges it.
    expect(readFileSync(join(project.folder, 'vitest.config.ts'), 'utf8')).toContain('mergeConfig(\n  viteConfig,')
    const run = vitest(project)
    expect(run).toMatch(/✓ test\/mock\.test\.ts \(1 test\)/)
    expect(run).toMatch(/Tests\s+1 passed \(1\)/)
    expect(init(project, '--yes', 'vitest')).toContain(
      'already set up: src/mocks/config.ts, .env, test/mock.ts, test/setup.ts, test/mock.test.ts, vitest.config.ts',
    )
  })

  it('sets Vitest up in a plain Node project: the first test passes through fetch, and the API coverage reporter writes its report', () => {
    const project = userProject({ name: 'node-app' }, {}, MSW, VITEST)
    expect(init(project, '--yes')).toContain('wrote vitest.config.js')
    const run = vitest(project)
    expect(run).toMatch(/Tests\s+1 passed \(1\)/)
    expect(run).toMatch(/API coverage: 1\/\d+ operations/)
    const report = JSON.parse(readFileSync(join(project.folder, 'api-coverage/api-coverage.json'), 'utf8'))
    expect(report.summary.requests).toBe(1)
  })

  it("copies the installed msw's worker script into a Next.js project's public folder (--yes detects the browser)", () => {
    const project = userProject({ name: 'next-app' }, { 'tsconfig.json': '{}' }, MSW)
    // Named, not installed: this case checks the files init writes; init-browser.test.ts installs Next.js and runs them in Chromium.
    const pkg = JSON.parse(readFileSync(join(project.folder, 'package.json'), 'utf8')) as { dependencies: object }
    pkg.dependencies = { ...pkg.dependencies, next: '^16.0.0', react: '^19.0.0' }
    writeFileSync(join(project.folder, 'package.json'), JSON.stringify(pkg))
    const output = init(project, '--yes')
    expect(output).toContain('init: browser (npm, next, TypeScript)')
    expect(output).toContain('ran npx msw init public --save: wrote public/mockServiceWorker.js')
    const worker = readFileSync(join(project.folder, 'public/mockServiceWorker.js'), 'utf8')
    expect(worker).toBe(readFileSync(join(project.folder, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'))
    expect(worker).toContain(`const PACKAGE_VERSION = '${mswPackage.version}'`)
    expect(existsSync(join(project.folder, 'app/mock-provider.tsx'))).toBe(true)
    expect(init(project, '--yes')).toContain(
      'already set up: public/mockServiceWorker.js, mocks/config.ts, .env, app/mock-provider.tsx, .env.production',
    )
  })
})
