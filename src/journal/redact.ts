import type { CapturedBody, CapturedMessage, ExchangeDetail } from './detail.js'

/** What stands in the place of a secret. */
export const REDACTED = '[redacted]'

/** Headers that carry credentials: the client's, the service's cookies, the control token. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'x-mock-control-token'])

/** Body fields that carry credentials: an API key sent, a token answered. */
const SECRET_FIELDS = ['api_key', 'access_token', 'refresh_token', 'id_token', 'password', 'client_secret']
const FIELDS = SECRET_FIELDS.join('|')
// A JSON string value of such a field, escapes included; and the same field in a URL-encoded form.
const JSON_FIELD = new RegExp(`("(?:${FIELDS})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*("?)`, 'gi')
const FORM_FIELD = new RegExp(`((?:^|&)(?:${FIELDS})=)[^&]*`, 'gi')

/**
 * A text with the values of its secret fields replaced, whether it is JSON
 * (even cut short by the journal's cap) or a URL-encoded form.
 * @example
 * redactText('{"api_key":"demo-api-key"}') // '{"api_key":"[redacted]"}'
 */
export function redactText(text: string): string {
  return text.replace(JSON_FIELD, (_, key: string, end: string) => `${key}"${REDACTED}${end}`).replace(FORM_FIELD, `$1${REDACTED}`)
}

const isSecretField = (name: string): boolean => SECRET_FIELDS.includes(name.toLowerCase())

function redactBody(body: CapturedBody | null): CapturedBody | null {
  if (body?.kind === 'text') return { ...body, text: redactText(body.text) }
  if (body?.kind === 'form')
    return { ...body, fields: body.fields.map((field) => (isSecretField(field.name) ? { ...field, value: REDACTED } : field)) }
  return body
}

function redactMessage(message: CapturedMessage): CapturedMessage {
  return {
    headers: message.headers.map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value]),
    body: redactBody(message.body),
  }
}

/**
 * A journal's detail of an exchange with every credential redacted: the
 * `Authorization`, cookie and control-token headers, and `api_key`,
 * `access_token` and the like in bodies. The journal keeps it so for every
 * answer of a mock in front of the real service, whose credentials are real.
 * @example
 * redactDetail(detail).request.headers // [['authorization', '[redacted]'], …]
 */
export function redactDetail(detail: ExchangeDetail): ExchangeDetail {
  return { request: redactMessage(detail.request), response: detail.response && redactMessage(detail.response) }
}
