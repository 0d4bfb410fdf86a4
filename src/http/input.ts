import type { z } from 'zod'
import { ApiError, type FieldError } from './api-error.js'

/** zod issues as the envelope's `errors`: `{ field, message }`, the field as a dotted path. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : 'body',
    message: issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : issue.message,
  }))
}

function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw ApiError.validation(toFieldErrors(result.error))
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
      throw ApiError.badRequest('Malformed JSON', 'body')
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw ApiError.badRequest('Expected a JSON object', 'body')
  }
  return validate(schema, value)
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
  return validate(schema, values)
}
