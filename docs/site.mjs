/**
 * The documentation site of docs/, with VitePress in its own layout (config in docs/.vitepress/, the
 * build in docs/.vitepress/dist, its cache in docs/.vitepress/cache, both ignored by git):
 *
 *   npm run docs [-- --port 4345]     vitepress dev docs, reloading as pages change
 *   npm run docs:build                vitepress build docs
 *   npm run docs:preview [-- --port]  vitepress preview docs, serving what docs:build built
 *
 * Every flag after `--` goes to VitePress as it is. The one thing VitePress cannot do itself is why
 * this file exists: VitePress 1 brings Vite 5, and this project is on Vite 8, so VitePress is
 * installed apart, under docs/ (npm ci --prefix docs, from docs/package-lock.json), on first use,
 * never by the project's own npm ci.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const DOCS = fileURLToPath(new URL('.', import.meta.url))
const [command = 'dev', ...flags] = process.argv.slice(2)
if (!['dev', 'build', 'preview'].includes(command)) {
  console.error(`docs/site.mjs: no command "${command}"; the commands are dev, build, preview`)
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
const run = spawnSync(process.execPath, [cli, command, DOCS, ...flags], { stdio: 'inherit' })
process.exit(run.status ?? 1)
