import { resolve } from 'node:path'
import ts from 'typescript'
import type { DeclarationsProgram } from '../../support/entry-exports.js'

/**
 * Every member of every type a consumer can reach from the package's entries, as
 * `Owner.member`: the exported types, their members' types, the parameters and
 * results of exported functions, methods and constructors, followed down as far as
 * they lead through the package's own declarations (another package's types, such as
 * msw's or Node's, are not walked into). What the adapters and the app keep for
 * themselves must not be among them.
 * @example
 * expect(publicMembers(read, dist)).not.toContain('MockCore.serve')
 */
export function publicMembers({ program, entries }: DeclarationsProgram, dist: string): string[] {
  const checker = program.getTypeChecker()
  const seen = new Set<ts.Type>()
  const members = new Set<string>()
  const own = (symbol: ts.Symbol | undefined): boolean => !!symbol?.declarations?.some((d) => d.getSourceFile().fileName.startsWith(dist))

  const visit = (type: ts.Type): void => {
    if (seen.has(type)) return
    seen.add(type)
    if (type.isUnionOrIntersection()) return type.types.forEach(visit)
    if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference)
      checker.getTypeArguments(type as ts.TypeReference).forEach(visit)
    const symbol = type.aliasSymbol ?? type.getSymbol()
    if (!own(symbol) && !(type.flags & ts.TypeFlags.Object && !symbol)) return
    for (const property of checker.getPropertiesOfType(type)) {
      if (!own(property)) continue
      members.add(`${symbol?.name ?? '(object)'}.${property.name}`)
      visit(checker.getTypeOfSymbol(property))
    }
    for (const kind of [ts.SignatureKind.Call, ts.SignatureKind.Construct])
      for (const signature of checker.getSignaturesOfType(type, kind)) {
        for (const parameter of signature.getParameters()) visit(checker.getTypeOfSymbol(parameter))
        visit(signature.getReturnType())
      }
  }

  for (const { types } of entries) {
    const file = program.getSourceFile(resolve(dist, '..', types))
    const module = file && checker.getSymbolAtLocation(file)
    if (!module) throw new Error(`no declarations at ${types}`)
    for (const exported of checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias))
        visit(checker.getDeclaredTypeOfSymbol(target))
      if (target.flags & ts.SymbolFlags.Value) visit(checker.getTypeOfSymbol(target))
    }
  }
  return [...members].sort()
}
