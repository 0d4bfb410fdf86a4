/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** This package's folder and its package.json, as the command finds them. */
export interface PackageRoot {
  readonly folder: string
  readonly version: string
}

/**
 * The folder of this package, found upwards from the running file: the same
 * code runs from src/ (tsx), from dist/esm/ (built) and from a bundle beside a
 * copy of package.json, so no fixed number of `..` fits them all.
 * @example
 * readFileSync(join(findPackageRoot()!.folder, 'src/openapi/openapi.d.ts'), 'utf8')
 */
export function findPackageRoot(from = fileURLToPath(import.meta.url)): PackageRoot | undefined {
  for (let dir = dirname(from); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (!existsSync(file)) continue
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
    if (pkg.name === 'doc-workspace-mock') return { folder: dir, version: pkg.version ?? 'unknown' }
  }
  return undefined
}
