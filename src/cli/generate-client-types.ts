/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { OpenApiDocument } from '../openapi/document.js'

/** What a missing generator is told, instead of a bare module-not-found. */
export class ClientTypesError extends Error {
  override readonly name = 'ClientTypesError'
}

/** The first line of the types, naming where they come from. */
const HEADER =
  "/** The Document Workspace Service's contract as TypeScript types, as doc-workspace-mock/openapi exports them: written by openapi-typescript from the package's OpenAPI document (src/openapi/openapi.json). Do not edit; `npx doc-workspace-mock types` prints them anew. */"

/** What each name the types export holds, for an editor's hover and the entry points page. */
const EXPORTS: Record<string, string> = {
  'interface paths': 'Every path of the contract, by method: its parameters, request body and answers.',
  'type webhooks': 'The webhooks of the contract: none.',
  'interface components': "The contract's named parts: schemas (Team, Document, the envelope, …), parameters and answers.",
  'type $defs': "The document's $defs: none.",
  'interface operations': 'Every operation by its operationId, as `paths` refers to it.',
}

type Schema = Record<string, unknown> & { required?: string[]; anyOf?: Array<Record<string, unknown>> }

/**
 * The document with each "at least one of these fields" rule (an object whose `anyOf` entries only
 * name required fields, as Update Team's body does) spelled as a union of whole objects. openapi-typescript
 * types such an entry `unknown`, and `{ … } | unknown` is `unknown`: the body would take anything.
 */
function withRequiredBranches(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components.schemas as Record<string, Schema>
  const rewritten = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]): [string, Schema] => {
      const { anyOf, ...whole } = schema
      if (!anyOf?.every((branch) => Object.keys(branch).join() === 'required')) return [name, schema]
      const branches = anyOf.map((branch) => ({ ...whole, required: [...(whole.required ?? []), ...(branch.required as string[])] }))
      return [name, whole.description === undefined ? { anyOf: branches } : { description: whole.description, anyOf: branches }]
    }),
  )
  return { ...document, components: { ...document.components, schemas: rewritten } }
}

async function load<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T
  } catch {
    throw new ClientTypesError(`Generating client types needs ${name}: npm install --save-dev openapi-typescript typescript@^5`)
  }
}

/**
 * TypeScript types of the contract, as openapi-typescript writes them
 * (`paths`, `components['schemas']['Document']`, …), with one change that
 * openapi-typescript leaves to a transform: every `format: binary` schema (the
 * upload's `file`, the bytes of Stream Document) is a `Blob`, so a typed
 * client (openapi-fetch) takes a `File` and answers a `Blob` without a cast.
 *
 * The package ships them, written once from the committed document
 * (src/openapi/openapi.d.ts, the `doc-workspace-mock/openapi` entry), so its
 * users need neither openapi-typescript nor TypeScript 5: this runs in this
 * repository only (`npm run openapi`), where both are dev dependencies.
 * @example
 * writeFileSync('src/openapi/openapi.d.ts', await generateClientTypes(createOpenApiDocument()))
 */
export async function generateClientTypes(document: OpenApiDocument): Promise<string> {
  type Generator = typeof import('openapi-typescript')
  const { default: openapiTS, astToString } = await load<Generator>('openapi-typescript')
  const { default: ts } = await load<{ default: typeof import('typescript') }>('typescript')
  const blob = ts.factory.createTypeReferenceNode('Blob')
  const nodes = await openapiTS(withRequiredBranches(document) as unknown as Parameters<Generator['default']>[0], {
    transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  })
  const types = astToString(nodes).replace(/^export (interface|type) ([$\w]+)/gm, (line, kind: string, name: string) => {
    const summary = EXPORTS[`${kind} ${name}`]
    return summary ? `/** ${summary} */\n${line}` : line
  })
  return `${HEADER}\n\n${types}`
}

// `tsx src/cli/generate-client-types.ts DOCUMENT OUT` (npm run openapi): the shipped types, from the committed document.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [documentFile = 'src/openapi/openapi.json', out = 'src/openapi/openapi.d.ts'] = process.argv.slice(2)
  writeFileSync(out, await generateClientTypes(JSON.parse(readFileSync(documentFile, 'utf8')) as OpenApiDocument))
  console.log(`Client types written to ${out}`)
}
