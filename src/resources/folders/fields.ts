import * as z from 'zod'
import { DocumentStatus } from '../../db/schema.js'
import { named } from '../../http/schema-names.js'

/**
 * The name of a folder or a document: trimmed, 1–255 characters, no control
 * characters (they could not travel in a `Content-Disposition` header).
 * Duplicates are allowed, as in real drives.
 */
export const ItemName = z
  .string()
  .trim()
  .min(1, 'Must not be empty')
  .max(255, 'Must be at most 255 characters')
  .regex(/^[^\x00-\x1f\x7f-\x9f]*$/, 'Must not contain control characters')

/** `status` of a document listing: `active` (default), `archived` or `all`. */
export const StatusFilter = named('DocumentStatusFilter', z.enum([...DocumentStatus.options, 'all'])).default('active')
export type StatusFilter = z.infer<typeof StatusFilter>
