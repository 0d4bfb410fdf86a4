import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderEntriesPage } from '../support/entries-page.js'
import { readDeclarations, type DeclarationsProgram } from '../support/entry-exports.js'
import { publicMembers } from './support/public-members.js'
import { deprecationsSeen } from './support/deprecations-seen.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
// The tarball unpacked as npm would install it, beside this checkout's node_modules for its peers' types.
const folder = mkdtempSync(join(tmpdir(), 'dwm-declarations-'))
const dist = join(folder, 'dist/')
let read: DeclarationsProgram
const files = (): string[] =>
  (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.d.ts')).map((file) => join(dist, file))

beforeAll(() => {
  const tarball = process.env.DOC_WORKSPACE_MOCK_TARBALL
  if (!tarball) throw new Error('DOC_WORKSPACE_MOCK_TARBALL is unset: run this file with test/vitest.integration.config.ts')
  execFileSync('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1'])
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir')
  read = readDeclarations(folder)
}, 120_000)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/**
 * The packed package's declaration files, as a consumer's editor and compiler
 * read them: the product only, nothing marked internal, every file sound,
 * every deprecated name shown as such, and the docs' list of exports true.
 */
describe("the packed package's declaration files", () => {
  it('hold nothing marked @internal', () => {
    const all = files()
    expect(all.length).toBeGreaterThan(100)
    expect(all.filter((file) => readFileSync(file, 'utf8').includes('@internal')).map((file) => file.slice(dist.length))).toEqual([])
  })

  it('show no member the adapters and the app use inside on any type an entry exports, however deep', () => {
    const members = publicMembers(read, dist)
    // What the walk reaches, so that it cannot pass by reaching nothing.
    expect(members).toEqual(
      expect.arrayContaining([
        'MockServer.listen',
        'MockCore.handle',
        'MockApp.mock',
        'MockHttpServerOptions.basePath',
        'MockWorld.exportState',
      ]),
    )
    const internal = /\.(serve|addresses|proxyHooks|closeHeld|revision)$/
    expect(members.filter((member) => internal.test(member))).toEqual([])
  })

  it('type-check, each of them, with skipLibCheck off', () => {
    const program = ts.createProgram(files(), { ...read.program.getCompilerOptions(), skipLibCheck: false })
    const own = program.getSourceFiles().filter((file) => file.fileName.startsWith(dist))
    const diagnostics = own.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])
    const where = (d: ts.Diagnostic): string =>
      `${d.file?.fileName.slice(dist.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
    expect(diagnostics.map(where)).toEqual([])
  }, 120_000)

  it('show every deprecated name deprecated where it is imported, saying where it went, and no other', () => {
    const { flagged, expected, hoverOfValues } = deprecationsSeen(read, folder)
    expect(expected.length).toBeGreaterThan(40)
    expect(flagged).toEqual(expected)
    // A schema whose type stays, deprecated as a value: the value's hover says so.
    expect(hoverOfValues).toEqual({ StateFile: true, JournalEntry: true, ConditionSpec: true })
    for (const entry of read.entries)
      for (const name of entry.exports.filter((found) => found.deprecated)) {
        expect(name.deprecated, `${entry.specifier}: ${name.name}`).toMatch(/next minor release/)
        const moved = /Import it from `([^`]+)`/.exec(name.deprecated ?? '')?.[1]
        if (!moved) continue
        const current = read.entries.find((found) => found.specifier === moved)?.exports.filter((found) => !found.deprecated)
        expect(
          current?.map((found) => found.name),
          `${entry.specifier}: ${name.name} → ${moved}`,
        ).toContain(name.name)
      }
  })

  it('document every name an entry exports, and show an example of every function and class', () => {
    for (const entry of read.entries)
      for (const name of entry.exports.filter((found) => !found.deprecated)) {
        expect(name.summary, `${entry.specifier}: ${name.name}`).not.toBe('')
        if (/^(function|class)/.test(name.kind)) expect(name.example, `${entry.specifier}: ${name.name} has no @example`).toBe(true)
      }
  })

  it('are what docs/entries.md lists (npm run readme:figures writes it)', () => {
    const page = renderEntriesPage(read.entries)
    const committed = readFileSync(join(root, 'docs/entries.md'), 'utf8')
    expect(committed, 'docs/entries.md is stale: run `npm run readme:figures`').toBe(page)
  })
})
