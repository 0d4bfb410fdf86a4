import type * as z from 'zod'

/** A character other than white space: JSON Schema's (ECMAScript's) `\S` is what `trim()` keeps. */
const NOT_BLANK = /\S/

/**
 * A name as the service takes it: trimmed, and refused with `Must not be
 * empty` when nothing is left. The refusal ends its checks; the pattern
 * after it never refuses on its own, and is there for the OpenAPI document,
 * whose schema then says what the server accepts (`pattern: "\\S"`: a name
 * of spaces only is no name), where `minLength` alone would allow one.
 * @example
 * const CreateTeamBody = z.object({ name: nonBlank(z.string().max(120)) })
 * CreateTeamBody.parse({ name: '  Design ' }) // { name: 'Design' }
 */
export function nonBlank(schema: z.ZodString): z.ZodString {
  return schema.trim().min(1, { error: 'Must not be empty', abort: true }).regex(NOT_BLANK, 'Must not be empty')
}
