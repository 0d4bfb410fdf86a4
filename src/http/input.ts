import type { z } from 'zod'
import { compileRecordCheck } from '../db/record-check.js'
import { ApiError } from './api-error.js'
import { fieldMessages, toFieldErrors } from './field-errors.js'

export { toFieldErrors } from './field-errors.js'

/**
 * Validates a value read from a request: 400 with one `{ field, message }`
 * per bad field (`Required`, `Expected a string, got a number`, …).
 * @example
 * const fields = validateInput(UploadFields, values)
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // Most inputs are good: the schema's compiled check takes them at a fraction of zod's cost, and
  // leaves the rest (and every message of a bad one) to zod. See `compileRecordCheck`.
  const check = compileRecordCheck(schema as z.ZodType<z.infer<S>>)
  if (check?.accepts(value)) return check.copy(value)
  const result = schema.safeParse(value, { error: fieldMessages })
  if (!result.success) throw ApiError.validation(toFieldErrors(result.error, value))
  return result.data
}

/**
 * Reads and validates a JSON body: 400 with field errors when it is not JSON
 * or does not fit. An empty body reads as `{}`, so the fields it lacks are named.
 * @example
 * const { team_id } = await readJson(request, DeleteTeamBody)
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await request.text()
  let value: unknown = {}
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text)
    } catch {
      // A form where JSON belongs is named, not taken for broken JSON.
      const form = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.exec(request.headers.get('content-type') ?? '')
      throw ApiError.badRequest(form ? `Expected a JSON body, got ${form[0]}` : 'Malformed JSON', 'body')
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw ApiError.badRequest('Expected a JSON object', 'body')
  }
  return validateInput(schema, value)
}

/**
 * Reads and validates the query string (the first value of each name). A GET
 * never needs a body; one that is sent, such as `{}`, is ignored.
 * @example
 * const { team_id } = readQuery(request, TeamIdQuery)
 */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const values: Record<string, string> = {}
  for (const [name, value] of url.searchParams) if (!(name in values)) values[name] = value
  return validateInput(schema, values)
}
