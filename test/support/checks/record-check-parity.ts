import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'
import { createBulkParse } from '../../../src/db/bulk-parse.js'
import { cannedFixtures } from '../../../src/db/fixture-set.js'
import { compileRecordCheck } from '../../../src/db/record-check.js'
import * as schemas from '../../../src/db/schema.js'
import { largeAccount } from '../large-account.js'
import { sameUnderJitless } from './jitless.js'

export const ODD_VALUES: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  '',
  'x',
  'A'.repeat(3000),
  '\uD83D\uDE00'.repeat(130),
  '\uD83D',
  'ÉTÉ',
  '2026-01-15T09:00:00Z',
  '2026-02-30T09:00:00.000Z',
  '2026-01-15',
  'BB934D24-D4FE-48F5-8A21-78F8E6314292',
  'bb934d24d4fe48f58a2178f8e6314292',
  'a@b',
  'text/plain',
  'active',
  'owner',
  true,
  {},
  [],
  new Uint8Array(2),
  { user_id: 'x', email: 'y' },
]

/**
 * Checks, on every record schema of the store, that the compiled check of
 * bulk loads never accepts what zod rejects, and copies what it accepts
 * exactly as zod's parse would: on the canned and generated records, and on
 * each of them with each field (and nested field) set to odd values.
 * Throws at the first disagreement; answers how many cases were compared.
 * A quick run compares one case in `every`, spread over every schema and field.
 * With `jitless`, each case is also loaded as a table loads it (its bulk parse)
 * with zod's `jitless` off and on, which must give the same record or the same error.
 * @example
 * const cases = checkRecordCheckParity()
 */
export function checkRecordCheckParity(options: { every?: number; jitless?: boolean } = {}): { cases: number; unsure: number } {
  const every = options.every ?? 1
  const [acme, globex] = cannedFixtures()
  const big = largeAccount(1000)
  const samples: Record<string, readonly unknown[]> = {
    AccountRecord: [...(acme?.accounts ?? []), ...(globex?.accounts ?? [])],
    UserRecord: acme?.users ?? [],
    ApiKeyRecord: acme?.api_keys ?? [],
    TokenRecord: acme?.tokens ?? [],
    TeamRecord: acme?.teams ?? [],
    MemberRecord: acme?.members ?? [],
    TeamLogRecord: [...(acme?.team_logs.slice(0, 20) ?? []), ...(big.sets[0]?.team_logs.slice(-5) ?? [])],
    WorkspaceRecord: acme?.workspaces ?? [],
    FolderRecord: acme?.folders ?? [],
    DocumentRecord: [...(acme?.documents ?? []), ...(big.sets[0]?.documents.slice(-20) ?? [])],
    BlobRecord: [{ document_id: acme?.documents[0]?.document_id, bytes: new Uint8Array([1, 2, 3]), etag: '"3-x"' }],
  }
  const tally = { cases: 0, unsure: 0, seen: 0 }
  for (const [name, records] of Object.entries(samples)) {
    const schema = (schemas as unknown as Record<string, z.ZodType>)[name] as z.ZodType
    const load = options.jitless ? () => createBulkParse<unknown>({ schema, fields: undefined }, 'compiled') : undefined
    for (const record of records) compare(name, schema, variantsOf(record, ODD_VALUES), every, tally, load)
  }
  return { cases: tally.cases, unsure: tally.unsure }
}

/**
 * Compares the compiled check of `schema` with zod's parse on each value;
 * throws at the first disagreement, and counts the cases and where the check was unsure.
 * With `answer` (which makes the mock's own way through for the schema), also
 * checks that the mock answers each value the same under zod's `jitless`.
 * @example
 * compare('DocumentRecord', DocumentRecord, [record], 1, { cases: 0, unsure: 0, seen: 0 })
 */
export function compare(
  name: string,
  schema: z.ZodType,
  values: Iterable<unknown>,
  every: number,
  tally: { cases: number; unsure: number; seen: number },
  answer?: () => (value: unknown) => unknown,
): void {
  const check = compileRecordCheck(schema)
  if (!check) throw new Error(`${name}: no compiled check (it would parse with zod)`)
  for (const value of values) {
    if (tally.seen++ % every !== 0) continue
    tally.cases++
    const parsed = schema.safeParse(value)
    // Asked twice: the check keeps the last string each field accepted, and must not keep one it refused.
    const accepted = check.accepts(value)
    if (check.accepts(value) !== accepted)
      throw new Error(`${name}: the compiled check answers otherwise when asked again: ${String(JSON.stringify(value)).slice(0, 300)}`)
    if (accepted) {
      if (!parsed.success)
        throw new Error(`${name}: the compiled check accepts what zod rejects: ${String(JSON.stringify(value)).slice(0, 300)}`)
      if (!isDeepStrictEqual(check.copy(value), parsed.data))
        throw new Error(`${name}: the compiled copy differs from zod's parse: ${String(JSON.stringify(value)).slice(0, 300)}`)
    } else if (parsed.success) tally.unsure++
    if (answer) sameUnderJitless(name, schema, answer, value)
  }
}

/**
 * The record, with an unknown key, with each key dropped, and with each key
 * (nested ones too) set to each of `odd`.
 * @example
 * [...variantsOf({ page: '1' }, ['0', undefined])]
 */
export function* variantsOf(record: unknown, odd: readonly unknown[]): Generator<unknown> {
  yield record
  yield { ...(record as object), extra: 'stripped by zod' }
  if (typeof record !== 'object' || record === null) return
  for (const [key, value] of Object.entries(record)) {
    const { [key]: _dropped, ...without } = record as Record<string, unknown>
    yield without
    for (const value of odd) yield { ...record, [key]: value }
    if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const nested of variantsOf(value, odd)) yield { ...record, [key]: nested }
    }
  }
}
