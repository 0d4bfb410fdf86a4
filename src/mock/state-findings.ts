import type { FieldError } from '../http/api-error.js'

/** How many faults of a state file are reported: enough to fix a file by, few enough that a broken huge file answers at once. */
export const MAX_STATE_ERRORS = 50

/** Thrown once the report is full, so no check runs on for faults nobody will read. */
class Enough extends Error {}

/** Where the checks of a state file write its faults: each one a field path and what is wrong there. */
export interface Findings {
  /** Notes a fault; stops the checks once `MAX_STATE_ERRORS` are noted. */
  add(field: string, message: string): void
}

/**
 * Runs checks of a state file, one after the other, and answers the faults
 * they found: at most `MAX_STATE_ERRORS`, in the order found.
 * @example
 * const errors = collectFindings((findings) => findings.add('tables.folders[3].parent_id', 'Folder … is its own parent'))
 */
export function collectFindings(...checks: Array<(findings: Findings) => void>): FieldError[] {
  const errors: FieldError[] = []
  const findings: Findings = {
    add(field, message) {
      errors.push({ field, message })
      if (errors.length >= MAX_STATE_ERRORS) throw new Enough()
    },
  }
  try {
    for (const check of checks) if (errors.length < MAX_STATE_ERRORS) check(findings)
  } catch (error) {
    if (!(error instanceof Enough)) throw error
  }
  return errors
}

/**
 * A state file's field path: its table, the record's position, the field.
 * @example
 * fieldOf('folders', 3, 'parent_id') // 'tables.folders[3].parent_id'
 */
export function fieldOf(table: string, index: number, field: string): string {
  return `tables.${table}[${index}].${field}`
}
