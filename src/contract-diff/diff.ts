/// <reference types="node" />
import { UsageError } from '../cli/usage.js'
import { mergeCoverage } from '../coverage/coverage-report.js'
import type { ApiCoverage } from '../coverage/schema.js'
import { readCoverageFile } from '../persistence/coverage-parts.js'
import { diffDocuments } from './diff-documents.js'
import { isObject, readOpenApiFile, type OpenApiDocument } from './their-document.js'
import { buildDiffReport, renderDiff } from './diff-report.js'
import { rankByUse } from './used-by.js'

/** The options of `diff`, as the command line gives them. */
export interface DiffValues {
  'used-by'?: string
  json?: boolean
}

const infoOf = (document: OpenApiDocument): { title: string; version: string } => {
  const info = isObject(document.info) ? document.info : {}
  return {
    title: typeof info.title === 'string' ? info.title : 'untitled',
    version: typeof info.version === 'string' ? info.version : 'no version',
  }
}

/**
 * `doc-workspace-mock diff <their-openapi>`: compares the service's OpenAPI
 * document (JSON or YAML) with the mock's contract and prints each
 * difference that matters to a client of the mock, by operation. With
 * `--used-by <api-coverage.json>`, only those on operations the client's
 * tests called, most used first. Exit code 1 on a breaking difference.
 * @example
 * await contractDiff(['service-openapi.yaml'], { 'used-by': 'api-coverage/api-coverage.json' })
 */
export async function contractDiff(inputs: readonly string[], values: DiffValues): Promise<void> {
  const [file, ...extra] = inputs
  if (!file) throw new UsageError("diff needs the service's OpenAPI document: doc-workspace-mock diff <openapi.json|yaml>")
  if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]!}": diff compares one document with the mock's contract`)
  const service = await readOpenApiFile(file)
  let coverage: ApiCoverage | undefined
  if (values['used-by'] !== undefined) {
    const saved = readCoverageFile(values['used-by'])
    coverage = saved.kind === 'report' ? saved : mergeCoverage([saved])
  }
  // The contract as this version of the mock describes it (what `doc-workspace-mock openapi` prints).
  const mock = (await import('../openapi/document.js')).createOpenApiDocument() as unknown as OpenApiDocument
  const ranked = rankByUse(diffDocuments(mock, service), coverage)
  const report = buildDiffReport({ mock: infoOf(mock), service: { file, ...infoOf(service) }, usedBy: values['used-by'] ?? null }, ranked)
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderDiff(report))
  process.exitCode = report.breaking ? 1 : 0
}
