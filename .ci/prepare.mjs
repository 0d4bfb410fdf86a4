// npm's prepare script: builds dist/ (npm run build) unless the build there was made from exactly
// these sources. npm runs prepare after `npm ci` and `npm install` in this checkout, and again the
// first time `npx doc-workspace-mock` runs here (npm installs the checkout into its npx cache to
// link the command): with a current build that second time costs a hash of the sources, not a
// rebuild. The hash covers what the build reads: the sources, the build configuration and the
// lockfile (the compiler's and the bundler's versions).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'src', 'scenarios', 'fixtures']
// Inside dist/, so that it goes whenever dist/ goes; package.json's files leave it out of the tarball.
const STAMP = join(root, 'dist/.built-from')

/** @param {string} path @returns {string[]} */
function filesOf(path) {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) return stat ? [path] : []
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

const hash = createHash('sha256')
for (const file of INPUTS.flatMap((input) => filesOf(join(root, input))).sort()) {
  hash
    .update(`${relative(root, file)}\0`)
    .update(readFileSync(file))
    .update('\0')
}
const inputs = hash.digest('hex')

if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === inputs) process.exit(0)
execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' })
writeFileSync(STAMP, `${inputs}\n`)
