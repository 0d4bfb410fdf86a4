import type { FieldError } from '../http/api-error.js'
import { toFieldErrors } from '../http/input.js'
import type { Route } from '../http/route.js'
import { builtInConditions } from './built-in.js'
import { ConditionName, ConditionSpec, OperationRef } from './schema.js'

/** A condition ready to apply: its spec, and which operations it is aimed at. */
export interface ResolvedCondition {
  readonly spec: ConditionSpec
  /** Whether it applies to a request of this operation (`undefined`: a path of no operation). */
  applies(route: Route | undefined): boolean
}

/**
 * Conditions or a hold that cannot be set; `errors` name each bad field, as a 400 answer does.
 * @example
 * expect(() => mock.useConditions('no-such-condition')).toThrow(ConditionsError)
 */
export class ConditionsError extends Error {
  override readonly name = 'ConditionsError'
  constructor(readonly errors: FieldError[]) {
    super(errors.map((error) => `${error.field}: ${error.message}`).join('; '))
  }
}

/** Every condition a mock knows by name: the built-in ones and those defined on it since. */
export interface ConditionCatalog {
  /** Checks a list as `PUT /__mock/conditions` or `set()` gives it, and resolves every entry; throws `ConditionsError`. */
  resolve(inputs: unknown): ResolvedCondition[]
  /** Resolves names only (`slow, flaky`), as the header gives them; throws `ConditionsError`. */
  resolveNames(names: readonly string[], field: string): ResolvedCondition[]
  /** Finds the routes a list of operation references names; throws `ConditionsError`. */
  routesOf(operations: readonly string[], field: string): ReadonlySet<Route>
  /** Every known condition, built-in ones first. */
  specs(): ConditionSpec[]
  /** Forgets every name learned since `mark()` (or since the start). */
  reset(): void
  /** Makes the names known now the ones `reset()` returns to (after the mock's own options are read). */
  mark(): void
}

/**
 * The catalog of one mock. A spec given by value is remembered under its
 * name, so a later header or `--conditions` may name it.
 * @example
 * const catalog = createConditionCatalog(routes)
 * catalog.resolve(['slow', { name: 'slow-uploads', operations: ['Upload Document'], delay: 2000 }])
 */
export function createConditionCatalog(routes: readonly Route[]): ConditionCatalog {
  const known = new Map<string, ConditionSpec>(builtInConditions.map((spec) => [spec.name, spec]))
  let marked = new Map(known)
  const builtIn = new Set(known.keys())
  const byRef = new Map<string, Route>()
  for (const route of routes) {
    byRef.set(route.operation.toLowerCase(), route)
    byRef.set(`${route.method} ${route.path}`.toLowerCase(), route)
  }

  const routesOf = (operations: readonly string[], field: string): Set<Route> => {
    const found = new Set<Route>()
    const errors: FieldError[] = []
    operations.forEach((reference, i) => {
      const route = byRef.get(OperationRef.parse(reference).replace(/\s+/g, ' ').toLowerCase())
      if (route) found.add(route)
      else
        errors.push({
          field: `${field}[${i}]`,
          message: `Unknown operation "${reference}": name one as the contract does ("Upload Document") or as METHOD /path ("POST /documents/upload")`,
        })
    })
    if (errors.length) throw new ConditionsError(errors)
    return found
  }
  const toResolved = (spec: ConditionSpec, field: string): ResolvedCondition => {
    if (!spec.operations) return { spec, applies: () => true }
    const aimed = routesOf(spec.operations, `${field}.operations`)
    return { spec, applies: (route) => route !== undefined && aimed.has(route) }
  }
  const byName = (name: string, field: string): ResolvedCondition => {
    const spec = known.get(name)
    if (!spec)
      throw new ConditionsError([{ field, message: `Unknown condition "${name}". Known conditions: ${[...known.keys()].join(', ')}` }])
    return toResolved(spec, field)
  }

  return {
    routesOf,
    specs: () => [...known.values()],
    mark() {
      marked = new Map(known)
    },
    reset() {
      known.clear()
      for (const [name, spec] of marked) known.set(name, spec)
    },
    resolveNames: (names, field) => names.map((name) => byName(name, field)),
    resolve(inputs) {
      if (!Array.isArray(inputs))
        throw new ConditionsError([{ field: 'conditions', message: 'Expected a list of condition names or specs' }])
      if (inputs.length > MAX_CONDITIONS)
        throw new ConditionsError([{ field: 'conditions', message: `At most ${MAX_CONDITIONS} conditions at once` }])
      const resolved = inputs.map((input: unknown, i) => {
        const field = `conditions[${i}]`
        if (typeof input === 'string') return byName(ConditionName.safeParse(input).data ?? input, field)
        const parsed = ConditionSpec.safeParse(input)
        if (!parsed.success)
          throw new ConditionsError(
            toFieldErrors(parsed.error).map((error) => ({ ...error, field: error.field === 'body' ? field : `${field}.${error.field}` })),
          )
        if (builtIn.has(parsed.data.name))
          throw new ConditionsError([
            { field: `${field}.name`, message: `"${parsed.data.name}" is a built-in condition; give yours another name` },
          ])
        return toResolved(parsed.data, field)
      })
      // Only a list that is valid as a whole teaches the catalog its new names.
      for (const { spec } of resolved) if (!builtIn.has(spec.name)) known.set(spec.name, spec)
      return resolved
    },
  }
}

const MAX_CONDITIONS = 20
