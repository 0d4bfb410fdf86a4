import { compareOperation } from './compare-operation.js'
import type { Difference } from './difference.js'
import { createResolver, type OpenApiDocument } from './their-document.js'
import { operationsOf, pathKey, type Operation } from './operation-parts.js'

/**
 * The differences between the mock's contract and the service's document,
 * operation by operation in the mock's order. An operation is matched by
 * method and path, then by operationId where the path moved; one the service
 * does not have at all is a breaking difference. Operations only the service
 * has are new to the client: not differences.
 * @example
 * diffDocuments(mockDocument, serviceDocument).filter((difference) => difference.severity === 'breaking')
 */
export function diffDocuments(mock: OpenApiDocument, service: OpenApiDocument): Difference[] {
  const ours = operationsOf(mock, createResolver(mock))
  const theirs = operationsOf(service, createResolver(service))
  const byPlace = new Map<string, Operation>()
  const byId = new Map<string, Operation>()
  for (const operation of theirs) {
    byPlace.set(`${operation.method} ${pathKey(operation.path)}`, operation)
    if (operation.operationId) byId.set(operation.operationId, operation)
  }
  return ours.flatMap((operation): Difference[] => {
    const match =
      byPlace.get(`${operation.method} ${pathKey(operation.path)}`) ?? (operation.operationId ? byId.get(operation.operationId) : undefined)
    if (match) return compareOperation(operation, match)
    return [
      {
        operation: operation.name,
        method: operation.method,
        path: operation.path,
        status: null,
        kind: 'operation-removed',
        severity: 'breaking',
        where: 'method and path',
        mock: `${operation.method} ${operation.path}${operation.operationId ? ` (operationId ${operation.operationId})` : ''}`,
        service: 'no such operation, by path or operationId',
        why: 'a client that calls it reaches no operation',
      },
    ]
  })
}
