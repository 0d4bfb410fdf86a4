import { createOpenApiDocument, type OpenApiDocument } from '../openapi/document.js'

/** A JSON Schema (or any object of the OpenAPI document) as plain data. */
export type Schema = { [key: string]: unknown }

/** A header the contract declares on an answer: whether it is always sent, and its one allowed value if it has one. */
export interface DeclaredHeader {
  name: string
  required: boolean
  constant?: string
}

/** What the contract declares for one operation's answer of one status. */
export interface DeclaredAnswer {
  /** Whether the operation declares this status at all. */
  declared: boolean
  headers: DeclaredHeader[]
  /** The media types of its body; empty for an answer with none (HEAD, 304). */
  mediaTypes: string[]
  /** The schema of its JSON body, when it has one. */
  schema?: Schema
}

/** The contract as the verify command reads it: operations, declared answers, and the schemas' nullability. */
export interface Contract {
  /** The operation's name (`Get Team Details`) for a method and a path (its query left out). */
  operation(method: string, path: string): string
  answer(method: string, path: string, status: number): DeclaredAnswer
  /** The schemas a value may fit at `key` (a property, or `[]` for an array's items) below the given ones. */
  below(schemas: Schema[], key: string): Schema[]
  /** Whether any of the schemas lets the value be null. */
  allowsNull(schemas: Schema[]): boolean
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The contract of the service, from the same OpenAPI document the mock
 * publishes (`doc-workspace-mock openapi`).
 * @example
 * contractOf().operation('GET', '/teams/info') // 'Get Team Details'
 */
export function contractOf(document: OpenApiDocument = createOpenApiDocument()): Contract {
  /** Follows `$ref`s to the object they name. */
  const resolve = (value: unknown): Schema => {
    let schema = isObject(value) ? value : {}
    for (let hops = 0; typeof schema.$ref === 'string' && hops < 20; hops++) {
      let target: unknown = document
      for (const part of schema.$ref.replace(/^#\//, '').split('/')) target = isObject(target) ? target[part] : undefined
      schema = isObject(target) ? target : {}
    }
    return schema
  }
  /** A schema's alternatives (`anyOf`, `oneOf`), each resolved, or the schema itself. */
  const alternatives = (value: unknown): Schema[] => {
    const schema = resolve(value)
    const options = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined
    return options ? options.flatMap(alternatives) : [schema]
  }
  const operationObject = (method: string, path: string): Schema => {
    const found: unknown = document.paths[path.split('?')[0] ?? '']?.[method.toLowerCase()]
    if (!isObject(found)) throw new Error(`The contract has no operation ${method} ${path}`)
    return found
  }
  return {
    operation: (method, path) => String(operationObject(method, path).summary),
    answer(method, path, status) {
      const responses = resolve(operationObject(method, path).responses)
      const declared = responses[String(status)] !== undefined
      const response = resolve(responses[String(status)])
      const headers = Object.entries(resolve(response.headers)).map(([name, value]) => {
        const header = resolve(value)
        const constant = resolve(header.schema).const
        return { name, required: header.required === true, ...(typeof constant === 'string' ? { constant } : {}) }
      })
      const content = resolve(response.content)
      const schema = resolve(content['application/json']).schema
      return { declared, headers, mediaTypes: Object.keys(content), ...(schema === undefined ? {} : { schema: resolve(schema) }) }
    },
    below: (schemas, key) =>
      schemas.flatMap(alternatives).flatMap((schema) => {
        const next = key === '[]' ? schema.items : resolve(schema.properties)[key]
        return next === undefined ? [] : alternatives(next)
      }),
    allowsNull: (schemas) =>
      schemas.flatMap(alternatives).some(({ type }) => type === 'null' || (Array.isArray(type) && type.includes('null'))),
  }
}
