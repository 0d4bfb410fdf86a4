import { beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { routes } from '../src/resources/routes.js'
import type { Client } from './support/client.js'
import { useMock } from './support/mock.js'

const { mock, login } = useMock()

const RANDOM_ID = '3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c'
const ODD_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  1.5,
  Infinity,
  true,
  [],
  {},
  '',
  ' ',
  'x',
  'x'.repeat(20_000),
  '\u0000\uFFFF\uD800',
  '../../etc',
  RANDOM_ID,
  '00000000-0000-0000-0000-000000000000',
]
const ODD_QUERY: readonly string[] = ['', 'x', '-1', '0', '1e309', 'NaN', '%00', '%E0%A4%A', 'x'.repeat(20_000), RANDOM_ID, '[]', 'true']
const ODD_BODIES: readonly string[] = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"admin":true}}',
  '\uFEFF{}',
]

/** The names a schema reads, when it is an object (possibly refined). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape =
    (schema as { shape?: Record<string, unknown> } | undefined)?.shape ??
    (schema as { def?: { in?: { shape?: Record<string, unknown> } } } | undefined)?.def?.in?.shape
  return shape ? Object.keys(shape) : []
}

const state = () =>
  JSON.stringify(
    Object.values(mock.db).map((table) => (table as { all(): unknown[] }).all().filter((r) => !(r as { bytes?: unknown }).bytes)),
  )

let api: Client
beforeEach(async () => {
  api = await login()
})

describe('hostile input', () => {
  for (const route of routes.filter((r) => r.method !== 'HEAD')) {
    it(`never answers 5xx and changes nothing when rejected: ${route.method} ${route.path}`, async () => {
      const statuses = new Set<number>()
      const attempts: Array<{ query?: Record<string, string>; raw?: string; headers?: Record<string, string> }> = []
      for (const field of fieldsOf(route.query)) for (const value of ODD_QUERY) attempts.push({ query: { [field]: value } })
      const bodyFields = fieldsOf(route.body ?? route.rawBody?.schema)
      if (route.method !== 'GET') {
        // fetch sends no body with a GET (the server's own tests send one raw).
        for (const raw of ODD_BODIES) attempts.push({ raw, headers: { 'content-type': 'application/json' } })
        for (const field of bodyFields)
          for (const value of ODD_VALUES)
            attempts.push({ raw: JSON.stringify({ [field]: value }), headers: { 'content-type': 'application/json' } })
        attempts.push({
          raw: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        })
      }
      for (const attempt of attempts) {
        const before = state()
        const response = await api.send(route.method, route.path, attempt)
        const what = `${route.method} ${route.path} ${JSON.stringify(attempt).slice(0, 120)}`
        expect(response.status, what).toBeLessThan(500)
        expect(typeof response.body.success, what).toBe('boolean')
        if (response.status >= 400) expect(state(), what).toBe(before)
        statuses.add(response.status)
        if (response.status === 200) {
          mock.reset() // back to the seed; the reset also forgets the token
          api = await login()
        }
      }
      // The inputs reached validation and beyond, not only the token check.
      if (fieldsOf(route.query).length + bodyFields.length > 0) {
        expect(
          [...statuses].some((status) => status === 400 || status === 404),
          `${route.path}: ${[...statuses].join(',')}`,
        ).toBe(true)
      }
      if (!route.public) expect(statuses.has(401), 'the token stayed valid throughout').toBe(false)
    })
  }
})
