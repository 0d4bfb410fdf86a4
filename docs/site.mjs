/**
 * The documentation site of docs/, with VitePress:
 *
 *   npm run docs            serves it, reloading as pages change (node docs/site.mjs dev)
 *   npm run docs:build      builds it into the system's temp folder (DOCS_OUT puts it elsewhere)
 *   npm run docs:preview    serves what docs:build built
 *
 * VitePress 1 brings Vite 5, and this project is on Vite 8: VitePress is installed here, under
 * docs/ (npm ci --prefix docs, from docs/package-lock.json), on first use, never by the project's
 * own npm ci. Nothing is written into the working tree: VitePress writes its build's scratch files
 * beside its config, so it runs from a folder of the temp folder whose config is docs/.vitepress's,
 * reading the pages where they are; its cache and the built site go to the temp folder too.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const DOCS = fileURLToPath(new URL('.', import.meta.url))
const command = process.argv[2] ?? 'dev'
if (!['dev', 'build', 'preview'].includes(command)) {
  console.error(`docs/site.mjs: no command "${command}"; the commands are dev, build, preview`)
  process.exit(2)
}

// npm ci writes this file last: its absence means no install, or one that did not finish.
if (!existsSync(join(DOCS, 'node_modules', '.package-lock.json'))) {
  console.log("Installing VitePress under docs/ (npm ci --prefix docs): it stays out of the project's own dependencies.")
  execFileSync('npm', ['ci', '--prefix', DOCS, '--no-audit', '--no-fund', '--ignore-scripts'], { stdio: 'inherit' })
}

const { OUT, SCRATCH } = await import('./.vitepress/paths.mjs')
mkdirSync(SCRATCH, { recursive: true })
const root = mkdtempSync(join(SCRATCH, 'root-'))
mkdirSync(join(root, '.vitepress'))
// The server bundle VitePress writes there imports Vue and VitePress's own packages: from docs/node_modules.
symlinkSync(join(DOCS, 'node_modules'), join(root, 'node_modules'), 'dir')
const config = join(DOCS, '.vitepress', 'config.mts').replaceAll('\\', '/')
writeFileSync(join(root, '.vitepress', 'config.mjs'), `export { default } from ${JSON.stringify(config)}\n`)
const cleanUp = () => rmSync(root, { recursive: true, force: true })
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

const vitepress = await import('vitepress')
if (command === 'build') {
  const started = performance.now()
  await vitepress.build(root)
  console.log(`docs: built in ${((performance.now() - started) / 1000).toFixed(1)} s into ${OUT}`)
} else if (command === 'preview') {
  await vitepress.serve({ root })
} else {
  const server = await vitepress.createServer(root)
  await server.listen()
  server.printUrls()
  server.bindCLIShortcuts({ print: true })
}
