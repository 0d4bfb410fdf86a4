/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { detectPackageManager } from '../cli/package-manager.js'
import { UsageError } from '../cli/usage.js'
import { installCommand } from '../package-managers/commands.js'

/** A parsed OpenAPI document (3.0 or 3.1), read as plain JSON values: nothing in it is trusted to have a shape. */
export type OpenApiDocument = Record<string, unknown>

/**
 * A document that cannot be compared: the message names the file and says what to do (exit code 2, as a misused command).
 * @example
 * throw new DocumentError('service.json: not valid JSON')
 */
export class DocumentError extends UsageError {
  override readonly name = 'DocumentError'
}

/**
 * Plain objects only: arrays and nulls are not what a schema, an operation or a map of them can be.
 * @example
 * isObject(document.paths) // true
 */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** YAML's parser, loaded only for a YAML file: an optional peer, named in the error when it is missing. */
async function parseYaml(file: string, text: string): Promise<unknown> {
  // A name in a variable: the bundle leaves the import to run time, where the user's own copy answers it.
  const name = 'js-yaml'
  let yaml: { load(text: string): unknown }
  try {
    yaml = (await import(name)) as { load(text: string): unknown }
  } catch {
    throw new DocumentError(
      `${file}: reading YAML needs the js-yaml package (${installCommand(detectPackageManager(process.cwd()).name, ['js-yaml']).join(' ')}), or give the document as JSON`,
    )
  }
  try {
    return yaml.load(text)
  } catch (error) {
    throw new DocumentError(`${file}: not valid YAML (${(error as Error).message.split('\n')[0]!})`)
  }
}

/**
 * Reads an OpenAPI document from a JSON or YAML file (by its extension; any
 * other is tried as JSON first). A file that is missing, unreadable or not an
 * OpenAPI 3 document throws a `DocumentError` naming it.
 * @example
 * const theirs = await readOpenApiFile('service-openapi.yaml')
 */
export async function readOpenApiFile(file: string): Promise<OpenApiDocument> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new DocumentError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
  const extension = extname(file).toLowerCase()
  let data: unknown
  if (extension === '.yaml' || extension === '.yml') data = await parseYaml(file, text)
  else {
    try {
      data = JSON.parse(text)
    } catch {
      if (extension === '.json') throw new DocumentError(`${file}: not valid JSON`)
      data = await parseYaml(file, text)
    }
  }
  if (!isObject(data) || typeof data.openapi !== 'string' || !/^3\./.test(data.openapi) || !isObject(data.paths))
    throw new DocumentError(`${file}: not an OpenAPI 3 document (it needs "openapi": "3.x" and "paths")`)
  return data
}

/** Follows local `$ref`s (`#/components/...`), as far as they go; a reference it cannot follow answers undefined. */
export type Resolve = (value: unknown) => unknown

/**
 * The resolver of a document's local references: a `$ref` to another file
 * or to nothing is left unresolved (undefined), and a chain of references
 * that loops ends there too.
 * @example
 * const resolve = createResolver(document)
 * resolve({ $ref: '#/components/schemas/Team' }) // the Team schema
 */
export function createResolver(document: OpenApiDocument): Resolve {
  const pointer = (ref: string): unknown => {
    if (!ref.startsWith('#/')) return undefined
    let node: unknown = document
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
      if (!isObject(node) && !Array.isArray(node)) return undefined
      node = (node as Record<string, unknown>)[key]
    }
    return node
  }
  return (value) => {
    let node = value
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops++) {
      if (hops > 32) return undefined
      node = pointer(node.$ref)
    }
    return node
  }
}
