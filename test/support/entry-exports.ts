import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** One name an entry exports, as its declaration files give it to a consumer's TypeScript. */
export interface EntryExport {
  readonly name: string
  /** What it is: `function`, `class`, `const`, `interface`, `type`, or `const + type` (a zod schema and its type). */
  readonly kind: string
  /** Whether it has a value a consumer can import at run time (a type-only export has none). */
  readonly value: boolean
  /** The first paragraph of its documentation; `''` when it has none. */
  readonly summary: string
  /** Whether its documentation shows an `@example`. */
  readonly example: boolean
  /** What its `@deprecated` tag says when every meaning of the name is deprecated; null otherwise. */
  readonly deprecated: string | null
  /** What the `@deprecated` tag of its value says when its type stays current (a schema leaving as a value); null otherwise. */
  readonly valueDeprecated: string | null
}

/** An entry point of the package (`doc-workspace-mock`, `doc-workspace-mock/node`…) and its exports, sorted by name. */
export interface Entry {
  readonly specifier: string
  /** Its declaration file, from the package's folder: `dist/src/index.d.ts`. */
  readonly types: string
  readonly exports: readonly EntryExport[]
}

/** The TypeScript program of a built package's entries: its declaration files, read as a consumer's compiler reads them. */
export interface DeclarationsProgram {
  readonly program: ts.Program
  readonly entries: readonly Entry[]
}

const text = (comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string => ts.getTextOfJSDocComment(comment) ?? ''

/** The aliases from an entry's export to the declaration, the export itself first. */
function aliasChain(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol[] {
  const chain = [symbol]
  for (let at = symbol; at.flags & ts.SymbolFlags.Alias;) {
    const next = checker.getImmediateAliasedSymbol(at)
    if (!next || chain.includes(next)) break
    chain.push((at = next))
  }
  return chain
}

/** Whether an alias only carries a type: `export type { X }` or `export { type X }`. */
const typeOnly = (declaration: ts.Declaration): boolean =>
  (ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
  (ts.isImportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly))

const deprecation = (declaration: ts.Declaration): string | null => {
  const tag = ts.getJSDocDeprecatedTag(declaration)
  return tag ? text(tag.comment).replace(/\s+/g, ' ').trim() : null
}

/** The JSDoc blocks written over a declaration (over a variable's statement for a `const`). */
const docsOf = (declaration: ts.Declaration): ts.JSDoc[] => ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc)

/**
 * The start of a comment, for a table's cell: its first sentences up to about 160 characters,
 * from its first paragraph and before any list.
 */
function summaryOf(comment: string): string {
  const lines: string[] = []
  for (const line of comment.trim().split('\n')) {
    if (!line.trim() || /^\s*[-*] /.test(line)) break
    lines.push(line.trim())
  }
  const sentences = lines.join(' ').split(/(?<=[a-z0-9)`'"][.!?])\s+(?=[A-Z`(])/)
  let summary = sentences[0] ?? ''
  for (const sentence of sentences.slice(1)) {
    if (summary.length + sentence.length > 160) break
    summary += ` ${sentence}`
  }
  return summary
}

function kindOf(target: ts.Symbol, value: boolean): string {
  const f = target.flags
  const valueKind =
    f & ts.SymbolFlags.Function ? 'function' : f & ts.SymbolFlags.Class ? 'class' : f & ts.SymbolFlags.Variable ? 'const' : null
  const typeKind = f & ts.SymbolFlags.Interface ? 'interface' : f & ts.SymbolFlags.TypeAlias ? 'type' : null
  if (!value) return typeKind ?? (f & ts.SymbolFlags.Class ? 'class (type)' : 'type')
  return valueKind && typeKind ? `${valueKind} + ${typeKind}` : (valueKind ?? typeKind ?? 'value')
}

function describeExport(checker: ts.TypeChecker, symbol: ts.Symbol, own: string): EntryExport {
  const chain = aliasChain(checker, symbol)
  const target = chain.at(-1)!
  const aliases = chain.slice(0, -1).flatMap((alias) => alias.declarations ?? [])
  const declarations = target.declarations ?? []
  const value = !!(target.flags & ts.SymbolFlags.Value) && !aliases.some(typeOnly)
  // An alias marked deprecated deprecates every meaning; otherwise the declarations say it, each for its own meaning.
  const aliasDeprecation = aliases.map(deprecation).find((found) => found !== null) ?? null
  const deprecations = declarations.map(deprecation)
  const all = aliasDeprecation ?? (deprecations.length && deprecations.every((d) => d !== null) ? deprecations[0]! : null)
  const valueDeclaration = declarations.find((declaration) => declaration === target.valueDeclaration)
  const valueDeprecated = !all && value && valueDeclaration ? deprecation(valueDeclaration) : null
  // The summary of the meaning that stays: a declaration not deprecated, with a comment.
  const docs = declarations.filter((declaration) => all || !deprecation(declaration)).flatMap(docsOf)
  // A name another package declares (Playwright's `expect`) says so; its own documentation is that package's.
  const file = declarations[0]?.getSourceFile().fileName ?? own
  const foreign =
    file.startsWith(own) && !file.includes('/node_modules/')
      ? undefined
      : (/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? file)
  const summary = foreign
    ? `\`${foreign}\`'s own, exported here too.`
    : summaryOf(text(docs.find((doc) => text(doc.comment).trim())?.comment))
  const example = docs.some((doc) => (doc.tags ?? []).some((tag) => tag.tagName.text === 'example'))
  return { name: symbol.name, kind: kindOf(target, value), value, summary, example, deprecated: all, valueDeprecated }
}

interface PackageJson {
  name: string
  exports: Record<string, string | { types?: string }>
}

/**
 * Every entry point of a built package (a folder with its package.json and
 * dist/, and a node_modules where its dependencies resolve), with what each
 * exports, read from the declaration files its `exports` map names.
 * @example
 * const { entries } = readDeclarations('/tmp/unpacked')
 * entries.find((entry) => entry.specifier === 'doc-workspace-mock')?.exports.length
 */
export function readDeclarations(folder: string): DeclarationsProgram {
  const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageJson
  const listed = Object.entries(pkg.exports).flatMap(([key, target]) =>
    typeof target === 'object' && target.types
      ? [{ specifier: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, types: target.types }]
      : [],
  )
  const program = ts.createProgram(
    listed.map(({ types }) => join(folder, types)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['node'],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
    },
  )
  const checker = program.getTypeChecker()
  const entries = listed.map(({ specifier, types }) => {
    const file = program.getSourceFile(join(folder, types))
    const module = file && checker.getSymbolAtLocation(file)
    if (!module) throw new Error(`${specifier}: no declarations at ${types}`)
    const exports = checker
      .getExportsOfModule(module)
      .map((symbol) => describeExport(checker, symbol, `${folder}/`))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    return { specifier, types: types.replace(/^\.\//, ''), exports }
  })
  return { program, entries }
}
