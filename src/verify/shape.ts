import type { Contract, Schema } from './contract.js'

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

const kindOf = (value: unknown): Kind => (value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind))

const isRecord = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object'

/**
 * One item standing for a whole array: objects merged field by field (the
 * first value that is neither null nor an empty array wins, so a field null
 * in one item only does not read as a change of type), anything else its first item that is not null.
 */
function representative(items: readonly unknown[]): unknown {
  if (!items.every(isRecord)) return items.find((item) => item !== null) ?? null
  const merged: Record<string, unknown> = {}
  const empty = (value: unknown): boolean => value === undefined || value === null || (Array.isArray(value) && value.length === 0)
  for (const item of items) for (const [key, value] of Object.entries(item)) if (empty(merged[key])) merged[key] = value
  return merged
}

/**
 * An array's items in groups compared with each other: by their `type`
 * where items carry one (Get Folder Content mixes folders and documents),
 * else one group. A group on one side only is data, not shape: not compared.
 */
function groups(items: readonly unknown[]): Map<string, unknown> {
  const byType = new Map<string, unknown[]>()
  for (const item of items) {
    const type = isRecord(item) && typeof item.type === 'string' ? item.type : ''
    byType.set(type, [...(byType.get(type) ?? []), item])
  }
  return new Map([...byType].map(([type, members]) => [type, representative(members)]))
}

/**
 * The differences of shape between the real answer's body and the mock's:
 * field names, types and nullability, recursively, arrays by their items.
 * Values are not compared (ids, names and times differ by nature). A null
 * on one side only is a difference unless the contract lets that field be null.
 * @example
 * shapeDifferences({ teamId: 'a' }, { team_id: 'b' }, contract, [schema])
 * // ['field "result.team_id" is missing from the real answer', 'field "result.teamId" is only in the real answer']
 */
export function shapeDifferences(real: unknown, mock: unknown, contract: Contract, schemas: Schema[], path = ''): string[] {
  const [realKind, mockKind] = [kindOf(real), kindOf(mock)]
  const at = path || 'the body'
  if (realKind !== mockKind) {
    if ((realKind === 'null' || mockKind === 'null') && contract.allowsNull(schemas)) return []
    return [`"${at}" is ${article(realKind)} in the real answer, ${article(mockKind)} in the mock's`]
  }
  if (Array.isArray(real) && Array.isArray(mock)) {
    const [realGroups, mockGroups] = [groups(real), groups(mock)]
    const items = contract.below(schemas, '[]')
    return [...realGroups].flatMap(([type, item]) =>
      mockGroups.has(type) ? shapeDifferences(item, mockGroups.get(type), contract, items, `${path}[]`) : [],
    )
  }
  if (!isRecord(real) || !isRecord(mock)) return []
  const differences: string[] = []
  const field = (key: string): string => (path ? `${path}.${key}` : key)
  for (const key of Object.keys(mock)) if (!(key in real)) differences.push(`field "${field(key)}" is missing from the real answer`)
  for (const key of Object.keys(real)) {
    if (!(key in mock)) differences.push(`field "${field(key)}" is only in the real answer`)
    else differences.push(...shapeDifferences(real[key], mock[key], contract, contract.below(schemas, key), field(key)))
  }
  return differences
}

const article = (kind: Kind): string => (kind === 'null' ? 'null' : kind === 'array' || kind === 'object' ? `an ${kind}` : `a ${kind}`)
