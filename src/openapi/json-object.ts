/** A JSON object of the OpenAPI document being written, its values not yet read. */
export type JsonObject = { [key: string]: unknown }

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null

/**
 * The object found down `keys` from `value`, or undefined where a step is
 * not an object.
 * @example
 * objectAt(operation, 'responses', '200', 'content') // the 200 answer's media types, when declared
 */
export function objectAt(value: unknown, ...keys: readonly string[]): JsonObject | undefined {
  let found = value
  for (const key of keys) found = isObject(found) ? found[key] : undefined
  return isObject(found) ? found : undefined
}
