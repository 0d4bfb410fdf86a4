import { objectAt, type JsonObject } from './json-object.js'
import type { OperationObject } from './operation.js'
import type { SchemaComponents } from './schemas.js'

const COMPONENT_REF = '#/components/schemas/'

const resolve = (schema: JsonObject | undefined, schemas: SchemaComponents): JsonObject | undefined =>
  typeof schema?.$ref === 'string' && schema.$ref.startsWith(COMPONENT_REF)
    ? resolve(schemas[schema.$ref.slice(COMPONENT_REF.length)], schemas)
    : schema

/** A reading that takes one id in its query and nothing else it requires: where an id leads. */
interface Reader {
  readonly operationId: string
  readonly summary: string
  readonly id: string
}

function readersOf(paths: Record<string, Record<string, OperationObject>>): Reader[] {
  const readers: Reader[] = []
  for (const item of Object.values(paths)) {
    const op = item.get
    if (!op) continue
    const required = ((op.parameters ?? []) as JsonObject[]).filter((p) => p.in === 'query' && p.required).map((p) => p.name as string)
    if (required.length === 1 && required[0]!.endsWith('_id'))
      readers.push({ operationId: op.operationId as string, summary: op.summary as string, id: required[0]! })
  }
  return readers
}

/**
 * Adds OpenAPI `links` to every success that answers ids: from the id in
 * `result` (or in a list's first item) to each operation that reads by that
 * id, so a client or a reference page can follow create team → the team →
 * its workspaces → a workspace's folders → a document, and so on. A delete
 * links nowhere: what it names is gone.
 * @example
 * addLinks(document.paths, document.components.schemas)
 */
export function addLinks(paths: Record<string, Record<string, OperationObject>>, schemas: SchemaComponents): void {
  const readers = readersOf(paths)
  for (const [path, item] of Object.entries(paths)) {
    if (path.endsWith('/delete')) continue
    for (const op of Object.values(item)) {
      const success = objectAt(op, 'responses', '200')
      const envelope = resolve(objectAt(success, 'content', 'application/json', 'schema'), schemas)
      let result = resolve(objectAt(envelope, 'properties', 'result'), schemas)
      let pointer = '/result'
      const items = resolve(objectAt(result, 'properties', 'items'), schemas)
      if (items?.type === 'array') {
        result = resolve(objectAt(items, 'items'), schemas)
        pointer = '/result/items/0'
      }
      const ids = Object.keys(objectAt(result, 'properties') ?? {}).filter((name) => name.endsWith('_id'))
      const links: JsonObject = {}
      for (const reader of readers) {
        if (!ids.includes(reader.id) || reader.operationId === op.operationId) continue
        links[reader.operationId] = {
          operationId: reader.operationId,
          parameters: { [reader.id]: `$response.body#${pointer}/${reader.id}` },
          description: `${reader.summary} of the \`${reader.id}\` in ${pointer === '/result' ? '`result`' : 'the first item of `result.items`'}.`,
        }
      }
      if (success && Object.keys(links).length > 0) success.links = links
    }
  }
}
