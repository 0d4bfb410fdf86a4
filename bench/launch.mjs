/**
 * Starts a TypeScript script of the benchmark through tsx, having first
 * imported natively the packages it is about to import anyway. Through
 * tsx's loader hooks every module costs a round trip to the hooks' thread:
 * @msw/data brings es-toolkit's 767 modules (2.5 s of CPU that way, 0.5 s
 * without), msw and zod a few hundred more. Nothing imported here is timed.
 *
 *   node bench/launch.mjs [--preload=<package>,…] [<script.ts> [args…]]
 *
 * Without a script it runs the runner (`bench/run.ts`: `npm run bench`)
 * with the packages the suites use; the benchmark's server scripts name
 * their own.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const args = process.argv.slice(2)
const preloadArg = args[0]?.startsWith('--preload=') ? args.shift() : undefined
const preload =
  preloadArg === undefined ? ['@msw/data', 'msw', 'msw/node', 'zod'] : preloadArg.slice('--preload='.length).split(',').filter(Boolean)
const script = args[0]?.endsWith('.ts') ? pathToFileURL(resolve(args.shift())).href : new URL('./run.ts', import.meta.url).href

for (const name of preload) await import(name)
const { register } = await import('tsx/esm/api')
register()
// The script reads its own arguments from process.argv[2] on, as when run by itself.
process.argv = [process.argv[0], new URL(script).pathname, ...args]
await import(script)
