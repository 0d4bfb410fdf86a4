#!/usr/bin/env node
/// <reference types="node" />
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { findPackageRoot } from './package-root.js'
import { serve } from './serve.js'
import { describeUsageError, usage, UsageError } from './usage.js'

async function openapi(values: { out?: string; examples?: string }): Promise<void> {
  // The examples are answers of the mock itself: capture them anew, then describe the contract with them.
  // Loaded for this command only: the examples come from a mock with its MSW handlers, which `serve` never loads.
  const examples = values.examples ? await (await import('./capture-examples.js')).captureExamples() : undefined
  if (values.examples) writeFileSync(values.examples, `${JSON.stringify(examples, null, 2)}\n`)
  const { createOpenApiDocument } = await import('../openapi/document.js')
  const text = `${JSON.stringify(createOpenApiDocument({ examples }), null, 2)}\n`
  if (!values.out) return void process.stdout.write(text)
  writeFileSync(values.out, text)
  console.log(`OpenAPI document written to ${values.out}`)
}

async function types(values: { out?: string }): Promise<void> {
  // The types the package ships (doc-workspace-mock/openapi), printed as they are: no generator runs here.
  const text = (await import('./client-types.js')).readClientTypes()
  if (!values.out) return void process.stdout.write(text)
  writeFileSync(values.out, text)
  console.log(`Client types written to ${values.out}`)
}

/**
 * The `doc-workspace-mock` command: `serve`, `openapi`, `types`, `coverage merge`, `verify`, `diff`, `import-har` or `init`.
 * @example
 * await main(['serve', '--port', '4010', '--scenario', 'empty-teams'])
 */
async function main(argv: readonly string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      scenario: { type: 'string' },
      conditions: { type: 'string' },
      seed: { type: 'string' },
      'max-sessions': { type: 'string' },
      'session-ttl': { type: 'string' },
      'max-evicted': { type: 'string' },
      'request-timeout': { type: 'string' },
      'max-connections': { type: 'string' },
      'max-connections-per-address': { type: 'string' },
      'base-path': { type: 'string' },
      'coverage-report': { type: 'string' },
      state: { type: 'string' },
      proxy: { type: 'string' },
      'proxy-only': { type: 'string' },
      'proxy-timeout': { type: 'string' },
      record: { type: 'string' },
      'control-token': { type: 'string' },
      'allowed-hosts': { type: 'string' },
      'cors-origins': { type: 'string' },
      quiet: { type: 'boolean' },
      'exit-with-parent': { type: 'boolean' },
      'no-exit-with-parent': { type: 'boolean' },
      out: { type: 'string' },
      examples: { type: 'string' },
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      token: { type: 'string' },
      'read-only': { type: 'boolean' },
      json: { type: 'boolean' },
      'used-by': { type: 'string' },
      timeout: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      force: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      install: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  })
  if (values.help) return void process.stdout.write(usage())
  if (values.version) return console.log(findPackageRoot()?.version ?? 'unknown')
  const [command, ...rest] = positionals
  if (command === 'coverage') {
    const [verb, ...inputs] = rest
    if (verb !== 'merge')
      throw new UsageError(verb ? `Unknown command "coverage ${verb}"` : 'coverage needs a command: coverage merge <dir|file>…')
    return (await import('./coverage-merge.js')).coverageMerge(inputs, values)
  }
  // Loaded for this command only: it writes the setup files of the user's project.
  if (command === 'init') return (await import('./init/init.js')).init(rest, values)
  // Loaded for this command only: it reads a HAR file and writes the world it recorded.
  if (command === 'import-har') return (await import('./import-har.js')).importHar(rest, values)
  // Loaded for this command only: it compares the service's OpenAPI document with the mock's contract.
  if (command === 'diff') return (await import('../contract-diff/diff.js')).contractDiff(rest, values)
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]!}"`)
  if (command === 'serve') return serve(values)
  if (command === 'openapi') return openapi(values)
  if (command === 'types') return types(values)
  // Loaded for this command only: it runs an in-process mock beside the real service.
  if (command === 'verify') return (await import('../verify/verify.js')).verify(values)
  throw new UsageError(command ? `Unknown command "${command}"` : 'Name a command')
}

// `doc-workspace-mock openapi | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

main(process.argv.slice(2)).catch((error: unknown) => {
  const misused = error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')
  // The one line that says what is wrong comes first; the help is a command away, not a screen of it.
  console.error(`doc-workspace-mock: ${describeUsageError(error as Error & { code?: string })}`)
  if (misused) console.error('Run "doc-workspace-mock --help" for the commands, options, scenarios and conditions.')
  process.exitCode = misused ? 2 : 1
})
