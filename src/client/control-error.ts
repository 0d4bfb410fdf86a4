import type { FieldError } from '../http/api-error.js'

/**
 * What a control route's error answer becomes in the control client: its
 * HTTP status (0 when no server answered) and the envelope's field errors.
 * @example
 * try {
 *   await mock.useScenario('nope')
 * } catch (error) {
 *   if (error instanceof MockControlError) console.log(error.status, error.errors) // 400 [{ field: 'name', message: 'Unknown scenario "nope". …' }]
 * }
 */
export class MockControlError extends Error {
  override readonly name = 'MockControlError'

  constructor(
    /** The HTTP status; 0 when no server answered. */
    readonly status: number,
    /** The envelope's message, e.g. `Validation failed`. */
    readonly reason: string,
    /** The envelope's field errors; null when it named none. */
    readonly errors: FieldError[] | null,
    /** The route asked, e.g. `PUT /__mock/scenario`. */
    readonly route: string,
    options?: ErrorOptions,
  ) {
    const fields = errors?.map((error) => `${error.field}: ${error.message}`).join('; ')
    super(`${route} answered ${status || 'nothing'}: ${reason}${fields ? ` (${fields})` : ''}`, options)
  }
}
