/**
 * The documentation site of docs/, with VitePress in its own layout (config in docs/.vitepress/, the
 * build in docs/.vitepress/dist, its cache in docs/.vitepress/cache, both ignored by git):
 *
 *   npm run docs [-- --port 4345]     vitepress dev docs, reloading as pages change
 *   npm run docs:build                vitepress build docs
 *   npm run docs:preview [-- --port]  vitepress preview docs, serving what docs:build built
 *   npm run docs:check                vitepress build of a copy of the checkout in a temporary
 *                                     folder, removed after: npm run lint's check (a dead link
 *                                     fails it), which writes nothing into the checkout (not even
 *                                     VitePress's passing .temp), so it runs beside the test suite
 *
 * Every flag after `--` goes to VitePress as it is. The one thing VitePress cannot do itself is why
 * this file exists: VitePress 1 brings Vite 5, and this project is on Vite 8, so VitePress is
 * installed apart, under docs/ (npm ci --prefix docs, from docs/package-lock.json), on first use,
 * never by the project's own npm ci.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const DOCS = fileURLToPath(new URL('.', import.meta.url))
const [command = 'dev', ...flags] = process.argv.slice(2)
if (!['dev', 'build', 'preview', 'check'].includes(command)) {
  console.error(`docs/site.mjs: no command "${command}"; the commands are dev, build, preview, check`)
  process.exit(2)
}

// npm ci writes this file last: its absence means no install, or one that did not finish.
if (!existsSync(join(DOCS, 'node_modules', '.package-lock.json'))) {
  console.log("Installing VitePress under docs/ (npm ci --prefix docs): it stays out of the project's own dependencies.")
  const install = spawnSync('npm', ['ci', '--prefix', DOCS, '--no-audit', '--no-fund', '--ignore-scripts'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (install.status !== 0) process.exit(install.status ?? 1)
}

const cli = join(DOCS, 'node_modules', 'vitepress', 'bin', 'vitepress.js')
if (command === 'check') {
  // The sources without installs, builds or history (the config reads ../package.json and links
  // pages to files outside docs/), VitePress linked in from docs/node_modules.
  const ROOT = join(DOCS, '..')
  const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'cache', '.temp', 'coverage'])
  const scratch = mkdtempSync(join(tmpdir(), 'dwm-docs-check-'))
  cpSync(ROOT, scratch, { recursive: true, filter: (source) => !LEFT_OUT.has(basename(source)) || source === ROOT })
  symlinkSync(join(DOCS, 'node_modules'), join(scratch, relative(ROOT, DOCS), 'node_modules'), 'junction')
  const run = spawnSync(process.execPath, [cli, 'build', join(scratch, 'docs'), ...flags], { stdio: 'inherit' })
  rmSync(scratch, { recursive: true, force: true })
  process.exit(run.status ?? 1)
}
const run = spawnSync(process.execPath, [cli, command, DOCS, ...flags], { stdio: 'inherit' })
process.exit(run.status ?? 1)
