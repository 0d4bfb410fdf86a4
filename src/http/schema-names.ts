import * as z from 'zod'

/**
 * The contract's named schemas: the records and requests the OpenAPI
 * document lists under `components.schemas`, so a generated client gets
 * `components['schemas']['Document']` rather than an anonymous shape. Kept
 * apart from zod's global registry, which every copy of zod in a process shares.
 */
export const contractSchemas = z.registry<z.core.GlobalMeta>()

const byName = new Map<string, z.ZodType>()

/**
 * Names a schema in the contract. A name is given once; the schema is
 * returned as it is, so a declaration reads `export const TeamView = named('Team', …)`.
 * @example
 * export const TeamView = named('Team', z.object({ team_id: Id, name: z.string() }))
 */
export function named<S extends z.ZodType>(id: string, schema: S): S {
  const taken = byName.get(id)
  if (taken && taken !== schema) throw new Error(`Two schemas are named "${id}" in the contract`)
  byName.set(id, schema)
  contractSchemas.add(schema, { ...contractSchemas.get(schema), id })
  return schema
}

/**
 * The contract's name of a schema, if it has one.
 * @example
 * schemaName(TeamView) // 'Team'
 */
export function schemaName(schema: z.ZodType): string | undefined {
  return contractSchemas.get(schema)?.id
}

/**
 * An object of optional fields of which at least one must be given (`name`
 * or `description` of an update): refused with a 400 naming the first field
 * otherwise, and declared as `anyOf` required fields in the OpenAPI document.
 * @example
 * const UpdateTeamBody = atLeastOne(z.object({ team_id: Id, name: Name.optional(), description: z.string().optional() }), ['name', 'description'])
 */
export function atLeastOne<S extends z.ZodObject, K extends keyof z.infer<S> & string>(schema: S, keys: readonly [K, ...K[]]) {
  const refined = schema.refine((body: Record<string, unknown>) => keys.some((key) => body[key] !== undefined), {
    error: `Give ${keys.join(' or ')}`,
    path: [keys[0]],
  })
  contractSchemas.add(refined, { ...contractSchemas.get(refined), anyOf: keys.map((key) => ({ required: [key] })) })
  return refined
}
