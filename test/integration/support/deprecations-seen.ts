import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import type { DeclarationsProgram } from '../../support/entry-exports.js'

/** What an editor shows of the package's deprecations. */
export interface DeprecationsSeen {
  /** The imports an editor strikes through (`entry: name`), sorted. */
  readonly flagged: readonly string[]
  /** The names deprecated in every meaning, as the declarations mark them, sorted the same way. */
  readonly expected: readonly string[]
  /** For each root name deprecated as a value only (a zod schema whose type stays): whether the value's hover says so. */
  readonly hoverOfValues: Readonly<Record<string, boolean>>
}

/**
 * Asks TypeScript's language service, as an editor does, about a file in the
 * package's folder that imports every name of every entry, one import a line
 * (through the package's own name, as a consumer writes it), and uses each
 * root value whose type stays while its schema leaves.
 * @example
 * const { flagged, expected } = deprecationsSeen(read, folder)
 */
export function deprecationsSeen({ program, entries }: DeclarationsProgram, folder: string): DeprecationsSeen {
  const lines: string[] = []
  const names: string[] = []
  for (const entry of entries)
    for (const [i, name] of entry.exports.entries()) {
      if (name.name === 'default') continue
      lines.push(`import ${name.value ? '' : 'type '}{ ${name.name} as n${lines.length}_${i} } from '${entry.specifier}'`)
      names.push(`${entry.specifier}: ${name.name}`)
    }
  const root = entries[0]!
  const valuesOnly = root.exports.filter((name) => name.valueDeprecated).map((name) => name.name)
  const uses = valuesOnly.map((name) => `export const use_${name} = ${name}.safeParse(null)`)
  const source = [...lines, `import { ${valuesOnly.join(', ')} } from '${root.specifier}'`, ...uses, ''].join('\n')
  const file = join(folder, 'consumer.ts')
  writeFileSync(file, source)

  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = ts.sys.readFile(name)
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
    },
    getCurrentDirectory: () => folder,
    getCompilationSettings: () => ({ ...program.getCompilerOptions(), skipLibCheck: true }),
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  }
  const service = ts.createLanguageService(host)
  const errors = service.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  if (errors.length) throw new Error(`the file importing every name does not compile:\n${errors.join('\n')}`)
  const sourceFile = service.getProgram()!.getSourceFile(file)!
  const flagged = service
    .getSuggestionDiagnostics(file)
    .filter((d) => d.reportsDeprecated && d.start < sourceFile.getPositionOfLineAndCharacter(lines.length, 0))
    .map((d) => names[sourceFile.getLineAndCharacterOfPosition(d.start).line]!)
  const text = readFileSync(file, 'utf8')
  const hoverOfValues = Object.fromEntries(
    valuesOnly.map((name) => {
      const info = service.getQuickInfoAtPosition(file, text.indexOf(`= ${name}.safeParse`) + 2)
      return [name, !!info?.tags?.some((tag) => tag.name === 'deprecated')]
    }),
  )
  const expected = entries.flatMap((entry) =>
    entry.exports.filter((name) => name.deprecated && name.name !== 'default').map((name) => `${entry.specifier}: ${name.name}`),
  )
  return { flagged: [...new Set(flagged)].sort(), expected: expected.sort(), hoverOfValues }
}
