/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findPackageRoot } from './package-root.js'

/** Where the package keeps the contract's types, from its folder (the `doc-workspace-mock/openapi` entry). */
export const CLIENT_TYPES_FILE = 'src/openapi/openapi.d.ts'

/**
 * The contract's TypeScript types as the package ships them (`paths`,
 * `components`, `operations`, every binary body a `Blob`): what
 * `doc-workspace-mock types` prints. They were written when the package was
 * made (src/cli/generate-client-types.ts), so printing them needs neither
 * openapi-typescript nor a particular TypeScript.
 * @example
 * writeFileSync('src/api-types.ts', readClientTypes())
 */
export function readClientTypes(): string {
  const root = findPackageRoot()
  if (!root) throw new Error(`doc-workspace-mock types: cannot find the package's folder (its package.json) above ${import.meta.url}`)
  return readFileSync(join(root.folder, CLIENT_TYPES_FILE), 'utf8')
}
