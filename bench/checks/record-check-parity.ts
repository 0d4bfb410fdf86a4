import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'
import { cannedFixtures } from '../../src/db/fixtures.js'
import { compileRecordCheck } from '../../src/db/record-check.js'
import * as schemas from '../../src/db/schema.js'
import { largeAccount } from '../data/large-account.js'

const ODD_VALUES: readonly unknown[] = [
  undefined, null, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '', 'x', 'A'.repeat(3000),
  '\uD83D\uDE00'.repeat(130), '\uD83D', 'ÉTÉ', '2026-01-15T09:00:00Z', '2026-02-30T09:00:00.000Z', '2026-01-15',
  'BB934D24-D4FE-48F5-8A21-78F8E6314292', 'bb934d24d4fe48f58a2178f8e6314292', 'a@b', 'text/plain', 'active', 'owner',
  true, {}, [], new Uint8Array(2), { user_id: 'x', email: 'y' },
]

/**
 * Checks, on every record schema of the store, that the compiled check of
 * bulk loads never accepts what zod rejects, and copies what it accepts
 * exactly as zod's parse would: on the canned and generated records, and on
 * each of them with each field (and nested field) set to odd values.
 * Throws at the first disagreement; answers how many cases were compared.
 * A quick run compares one case in `every`, spread over every schema and field.
 * @example
 * const cases = checkRecordCheckParity()
 */
export function checkRecordCheckParity(options: { every?: number } = {}): { cases: number; unsure: number } {
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
  let cases = 0
  let unsure = 0
  let seen = 0
  for (const [name, records] of Object.entries(samples)) {
    const schema = (schemas as unknown as Record<string, z.ZodType>)[name] as z.ZodType
    const check = compileRecordCheck(schema)
    if (!check) throw new Error(`${name}: no compiled check (the bulk load would parse with zod)`)
    for (const record of records) {
      for (const variant of variantsOf(record)) {
        if (seen++ % every !== 0) continue
        cases++
        const parsed = schema.safeParse(variant)
        if (check.accepts(variant)) {
          if (!parsed.success) throw new Error(`${name}: the compiled check accepts what zod rejects: ${String(JSON.stringify(variant)).slice(0, 300)}`)
          if (!isDeepStrictEqual(check.copy(variant), parsed.data)) throw new Error(`${name}: the compiled copy differs from zod's parse`)
        } else if (parsed.success) unsure++
      }
    }
  }
  return { cases, unsure }
}

function* variantsOf(record: unknown): Generator<unknown> {
  yield record
  yield { ...(record as object), extra: 'stripped by zod' }
  if (typeof record !== 'object' || record === null) return
  for (const [key, value] of Object.entries(record)) {
    const { [key]: _dropped, ...without } = record as Record<string, unknown>
    yield without
    for (const odd of ODD_VALUES) yield { ...record, [key]: odd }
    if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const nested of variantsOf(value)) yield { ...record, [key]: nested }
    }
  }
}
