import { described, enumText, topmost, typesWithin, typeText, valuesOutside } from './compare-fields.js'
import type { Difference, DriftKind, OperationName, Severity } from './difference.js'
import type { Field, Fields } from './schema-fields.js'

type Found = Omit<Difference, keyof OperationName | 'status'>

const fieldName = (path: string): string => (path === '' ? 'the body' : `field ${path}`)

/**
 * What the client sends, compared: the service must take every value the
 * mock takes. A field it now requires, a type or a set of values it narrowed
 * breaks the client; a field it no longer declares may be ignored.
 * @example
 * compareRequestFields(mockFields, serviceFields, 'request body') // [{ kind: 'body-field-required', … }]
 */
export function compareRequestFields(mock: Fields, service: Fields, where: string): Found[] {
  const found: Found[] = []
  const add = (kind: DriftKind, severity: Severity, path: string, mockSays: string, serviceSays: string, why: string): void => {
    found.push({ kind, severity, where: `${where}, ${fieldName(path)}`, mock: mockSays, service: serviceSays, why })
  }
  const added = [...service].filter(([path, field]) => path !== '' && field.required && !mock.get(path)?.required && described(path, mock))
  for (const path of topmost(added.map(([path]) => path))) {
    const known = mock.has(path)
    add(
      'body-field-required',
      'breaking',
      path,
      known ? 'optional' : 'not declared',
      'required',
      'a client that leaves it out is refused (400)',
    )
  }
  const removed = [...mock.keys()].filter((path) => path !== '' && !service.has(path) && described(path, service))
  for (const path of topmost(removed)) {
    add('body-field-removed', 'warning', path, 'declared', 'not declared', 'the service may ignore it or refuse it')
  }
  for (const [path, field] of mock) {
    const other = service.get(path)
    if (!other) continue
    compareRequestValue(field, other, (kind, mockSays, serviceSays, why) => add(kind, 'breaking', path, mockSays, serviceSays, why), 'body')
  }
  return found
}

/**
 * One value the client sends (a body's field, a parameter), compared: the
 * type, `null`, and the set of values the service takes.
 * @example
 * compareRequestValue(mockField, serviceField, (kind, mock, service, why) => list.push({ kind, mock, service, why }), 'parameter')
 */
export function compareRequestValue(
  mock: Field,
  service: Field,
  report: (kind: DriftKind, mock: string, service: string, why: string) => void,
  of: 'body' | 'parameter',
): void {
  if (!typesWithin(mock, service)) {
    report(
      `${of === 'body' ? 'body-field' : 'parameter'}-type`,
      typeText(mock),
      typeText(service),
      'the service refuses what the client sends',
    )
  } else if (mock.types.has('null') && service.types.size && !service.types.has('null')) {
    report(
      `${of === 'body' ? 'body-field' : 'parameter'}-type`,
      `${typeText(mock)} or null`,
      typeText(service),
      'the service refuses the null a client may send',
    )
  }
  const outside = valuesOutside(mock.enum, service.enum)
  if (outside === undefined || outside.length) {
    report(
      `${of === 'body' ? 'body-field' : 'parameter'}-enum-narrowed`,
      enumText(mock.enum),
      enumText(service.enum),
      outside
        ? `the service refuses ${outside.join(', ')}, which the mock takes`
        : 'the service takes only these values; the mock takes any',
    )
  }
}

/**
 * What the client reads, compared: everything the mock answers must still be
 * there, of the same type, never null where the mock never sends null. Values
 * the mock never sends are a warning: the client has not met them.
 * @example
 * compareAnswerFields(mockFields, serviceFields, 'answer 200', true)
 */
export function compareAnswerFields(mock: Fields, service: Fields, where: string, success: boolean): Found[] {
  const found: Found[] = []
  const severity: Severity = success ? 'breaking' : 'warning'
  const add = (kind: DriftKind, level: Severity, path: string, mockSays: string, serviceSays: string, why: string): void => {
    found.push({ kind, severity: level, where: `${where}, ${fieldName(path)}`, mock: mockSays, service: serviceSays, why })
  }
  const removed = [...mock.keys()].filter((path) => path !== '' && !service.has(path) && described(path, service))
  const gone = new Set(topmost(removed))
  for (const path of gone) add('answer-field-removed', severity, path, 'answered', 'not declared', 'a client that reads it finds nothing')
  for (const [path, field] of mock) {
    const other = service.get(path)
    if (!other) continue
    if (field.required && !other.required) {
      add('answer-field-optional', severity, path, 'always there', 'optional', 'a client that reads it may find nothing')
    }
    if (!typesWithin(other, field)) {
      add('answer-field-type', severity, path, typeText(field), typeText(other), 'a client that reads it gets another type')
    } else if (other.types.has('null') && !field.types.has('null') && field.types.size) {
      add(
        'answer-field-type',
        severity,
        path,
        `${typeText(field)}, never null`,
        `${typeText(other)} or null`,
        'a client that reads it may get null',
      )
    }
    const outside = valuesOutside(other.enum, field.enum)
    if (outside === undefined || outside.length) {
      add(
        'answer-field-enum-widened',
        'warning',
        path,
        enumText(field.enum),
        enumText(other.enum),
        outside
          ? `the service may answer ${outside.join(', ')}, which the mock never does`
          : 'the service may answer values the mock never does',
      )
    }
  }
  return found
}
