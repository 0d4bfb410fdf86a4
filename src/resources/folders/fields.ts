import * as z from 'zod'
import { DocumentStatus } from '../../db/schema.js'
import { named } from '../../http/schema-names.js'

/**
 * The name of a folder or a document: trimmed, 1–255 characters, no control
 * characters (they could not travel in a `Content-Disposition` header).
 * Duplicates are allowed, as in real drives. As `nonBlank` does, a blank
 * name ends the checks; the one pattern then also says, for the OpenAPI
 * document, that a name holds a character other than white space.
 */
export const ItemName = z
  .string()
  .trim()
  .min(1, { error: 'Must not be empty', abort: true })
  .max(255, 'Must be at most 255 characters')
  .regex(/^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$/, 'Must not contain control characters')

/** `status` of a document listing: `active` (default), `archived` or `all`. */
export const StatusFilter = named('DocumentStatusFilter', z.enum([...DocumentStatus.options, 'all'])).default('active')
export type StatusFilter = z.infer<typeof StatusFilter>
