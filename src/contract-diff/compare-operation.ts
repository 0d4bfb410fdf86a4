import { compareRequestFields, compareRequestValue } from './compare-bodies.js'
import type { Difference, OperationName } from './difference.js'
import { compareAnswers } from './compare-answers.js'
import { pathKey, type Operation } from './operation-parts.js'

type Found = Omit<Difference, keyof OperationName>

function compareParameters(mock: Operation, service: Operation): Found[] {
  const found: Found[] = []
  const add = (difference: Omit<Found, 'status' | 'severity'>, severity: Difference['severity'] = 'breaking'): void => {
    found.push({ ...difference, status: null, severity })
  }
  for (const [key, parameter] of service.parameters) {
    // Path templates are matched by place, not by name (see `pathKey`).
    if (parameter.in === 'path') continue
    const ours = mock.parameters.get(key)
    if (parameter.required && !ours?.required) {
      add({
        kind: 'parameter-required',
        where: `${parameter.in} parameter "${parameter.name}"`,
        mock: ours ? 'optional' : 'not declared',
        service: 'required',
        why: 'a client that does not send it is refused',
      })
    }
  }
  for (const [key, parameter] of mock.parameters) {
    if (parameter.in === 'path') continue
    const theirs = service.parameters.get(key)
    const where = `${parameter.in} parameter "${parameter.name}"`
    if (!theirs) {
      add(
        { kind: 'parameter-removed', where, mock: 'declared', service: 'not declared', why: 'the service may ignore it or refuse it' },
        'warning',
      )
      continue
    }
    compareRequestValue(
      parameter.field,
      theirs.field,
      (kind, mockSays, serviceSays, why) => add({ kind, where, mock: mockSays, service: serviceSays, why }),
      'parameter',
    )
  }
  return found
}

function compareBodies(mock: Operation, service: Operation): Found[] {
  const found: Found[] = []
  const request = (difference: Omit<Found, 'status'>): number => found.push({ ...difference, status: null })
  if (!mock.body) {
    if (service.body?.required)
      request({
        kind: 'body-required',
        severity: 'breaking',
        where: 'request body',
        mock: 'none',
        service: 'required',
        why: 'a client sends none and is refused',
      })
    return found
  }
  if (!service.body || !service.body.content.size) {
    request({
      kind: 'body-removed',
      severity: 'warning',
      where: 'request body',
      mock: 'declared',
      service: 'none',
      why: 'the service may ignore the body or refuse it',
    })
    return found
  }
  const shared = [...mock.body.content.keys()].filter((type) => service.body!.content.has(type))
  if (!shared.length) {
    const types = (content: ReadonlyMap<string, unknown>): string => [...content.keys()].join(', ')
    request({
      kind: 'body-media-type',
      severity: 'breaking',
      where: 'request body',
      mock: types(mock.body.content),
      service: types(service.body.content),
      why: 'the service refuses the body a client sends',
    })
  }
  if (service.body.required && !mock.body.required && shared.length)
    request({
      kind: 'body-required',
      severity: 'breaking',
      where: 'request body',
      mock: 'optional',
      service: 'required',
      why: 'a client that sends none is refused',
    })
  for (const type of shared) {
    const where = mock.body.content.size > 1 ? `request body (${type})` : 'request body'
    for (const difference of compareRequestFields(mock.body.content.get(type)!, service.body.content.get(type)!, where)) request(difference)
  }
  return found
}

/**
 * The differences of one operation the two documents share: where it lives,
 * its credential, parameters, request body, answers, their headers and bodies.
 * @example
 * compareOperation(mockOperation, serviceOperation).filter((difference) => difference.severity === 'breaking')
 */
export function compareOperation(mock: Operation, service: Operation): Difference[] {
  const name: OperationName = { operation: mock.name, method: mock.method, path: mock.path }
  const found: Found[] = []
  if (mock.method !== service.method || pathKey(mock.path) !== pathKey(service.path)) {
    found.push({
      status: null,
      kind: 'operation-moved',
      severity: 'breaking',
      where: 'method and path',
      mock: `${mock.method} ${mock.path}`,
      service: `${service.method} ${service.path}`,
      why: `a client that calls ${mock.method} ${mock.path} reaches no operation (operationId ${mock.operationId ?? service.operationId ?? ''})`,
    })
  }
  if (mock.public && !service.public) {
    found.push({
      status: null,
      kind: 'credential-required',
      severity: 'breaking',
      where: 'credential',
      mock: 'none',
      service: 'required',
      why: 'a client that sends none is refused (401)',
    })
  }
  found.push(...compareParameters(mock, service), ...compareBodies(mock, service), ...compareAnswers(mock, service))
  return found.map((difference) => ({ ...name, ...difference }))
}
