type Json = Record<string, any>

/** An answer's headers: Fetch `Headers`, or a plain record (names in any case). */
export type HeaderSource = Headers | Readonly<Record<string, string>>

/**
 * Headers the OpenAPI document does not describe, because no client decides
 * anything by them as a reply of the service: the media type (checked
 * against the declared media types instead), the framing and connection
 * headers of HTTP itself, `Date`, CORS (`Access-Control-*`, `Vary`: the
 * standalone server's, for browsers on other origins), and the mock's own
 * `X-Mock-*` headers, which are not part of the service.
 */
export const EXEMPT_HEADERS: readonly RegExp[] = [
  /^content-type$/,
  /^content-length$/,
  /^transfer-encoding$/,
  /^connection$/,
  /^keep-alive$/,
  /^date$/,
  /^vary$/,
  /^access-control-/,
  /^x-mock-/,
]

/** An answer that does not fit the OpenAPI document. */
export class ContractError extends Error {
  override readonly name = 'ContractError'
}

const entriesOf = (headers: HeaderSource): Array<[string, string]> =>
  headers instanceof Headers ? [...headers.entries()] : Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])

/** Whether a header's value fits its schema: integers are sent as digits, strings are checked for `const` and `pattern`. */
function valueFits(value: string, schema: Json | undefined): boolean {
  if (!schema) return true
  if (schema.type === 'integer') return /^\d+$/.test(value) && (schema.minimum === undefined || Number(value) >= schema.minimum)
  if (schema.const !== undefined && value !== schema.const) return false
  return schema.pattern === undefined || new RegExp(schema.pattern).test(value)
}

/**
 * Checks an answer's headers against those its response declares (a map of
 * header objects or `$ref`s into `components.headers`): every header sent is
 * declared or exempt, every required one is sent, and each value fits.
 * Throws a `ContractError` naming the first problem.
 * @example
 * checkHeaders(response.headers, declared.headers, 'GET /documents/stream answered 206', document.components.headers)
 */
export function checkHeaders(headers: HeaderSource | undefined, declared: Json, label: string, components: Json = {}): void {
  if (!headers) return
  const byName = new Map<string, Json>()
  for (const [name, header] of Object.entries(declared)) {
    const resolved = typeof header.$ref === 'string' ? components[header.$ref.replace('#/components/headers/', '')] : header
    byName.set(name.toLowerCase(), resolved ?? {})
  }
  const sent = entriesOf(headers)
  for (const [name, value] of sent) {
    if (EXEMPT_HEADERS.some((pattern) => pattern.test(name))) continue
    const header = byName.get(name)
    if (!header) {
      throw new ContractError(
        `${label} with the header ${name}, which the OpenAPI document does not declare (declared: ${[...byName.keys()].join(', ') || 'none'})`,
      )
    }
    if (!valueFits(value, header.schema))
      throw new ContractError(`${label} with ${name}: ${value}, which does not fit ${JSON.stringify(header.schema)}`)
  }
  for (const [name, header] of byName) {
    if (header.required && !sent.some(([sentName]) => sentName === name))
      throw new ContractError(`${label} without the header ${name}, which the OpenAPI document requires`)
  }
}
