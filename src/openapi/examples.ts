import type { ExampleRequest } from './example-requests.js'
import { objectAt, type JsonObject } from './json-object.js'
import type { OperationObject } from './operation.js'
import type { JsonSchema } from './schemas.js'

/** What the mock answered to an operation's example request. */
export interface CapturedExample extends ExampleRequest {
  readonly status: number
  /** The answer's headers that a client reads. */
  readonly headers?: Readonly<Record<string, string>>
  /** The JSON body, when the answer is JSON. */
  readonly response?: unknown
}

/** Captured examples by `METHOD /path`. */
export type CapturedExamples = Readonly<Record<string, CapturedExample>>

/** A query value as the parameter's schema types it: `page=2` is the integer 2. */
function typed(value: string, schema: JsonSchema | undefined): string | number {
  const type = schema?.type
  return (type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value
}

/**
 * Writes an operation's captured example into its OpenAPI description: the
 * query values as parameter examples, the body as the request body's
 * example, and the JSON answer as the example of its status. Answers that
 * refer to a shared response keep that response's own examples.
 * @example
 * applyExample(operation, examples['GET /teams/info'])
 */
export function applyExample(operation: OperationObject, example: CapturedExample | undefined): void {
  if (!example) return
  for (const parameter of (operation.parameters ?? []) as JsonObject[]) {
    const value = parameter.in === 'query' ? example.query?.[parameter.name as string] : undefined
    if (value !== undefined) parameter.example = typed(value, parameter.schema as JsonSchema)
  }
  const content = objectAt(operation, 'requestBody', 'content')
  const body = objectAt(content, 'application/json')
  if (body && example.body) body.example = example.body
  const form = objectAt(content, 'multipart/form-data')
  if (form && example.form) form.example = { ...example.form.fields, file: example.form.file.text }
  const json = objectAt(operation, 'responses', String(example.status), 'content', 'application/json')
  if (json && example.response !== undefined) json.example = example.response
}
