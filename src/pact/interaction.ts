import type { CapturedBody } from '../journal/detail.js'
import type { JournalEntry } from '../journal/entry.js'
import { routes } from '../resources/routes.js'
import { bodyRules, isId, shapeOf, type Json, type Rules } from './matchers.js'
import type { PactInteraction } from './schema.js'

/** The path of each operation below the base URL, by `METHOD operation`. */
const pathOf = new Map(routes.map((route) => [`${route.method} ${route.operation}`, route.path]))

/** Request headers a client's answer depends on; every other (cookies, tracing, the mock's own) stays out. */
const KEPT_REQUEST_HEADERS = new Set(['content-type', 'accept', 'range', 'if-range', 'if-none-match'])
/** Body members that are credentials: the Pact file names where the value comes from, never the value. */
const SECRET_MEMBERS: Record<string, string> = { api_key: 'apiKey', access_token: 'accessToken', refresh_token: 'refreshToken' }

/** Why an answer is not in the Pact file: it says so, never silently. */
export type LeftOut = string

const generator = (expression: string): Record<string, string> => ({ type: 'ProviderState', expression, dataType: 'STRING' })
const regex = (pattern: string): { combine: 'AND'; matchers: Array<{ match: 'regex'; regex: string }> } => ({
  combine: 'AND',
  matchers: [{ match: 'regex', regex: pattern }],
})

function jsonOf(body: CapturedBody | null | undefined): { json: Json } | { leftOut: LeftOut } | undefined {
  if (!body) return undefined
  if (body.kind === 'form') return { leftOut: 'a multipart body (an upload)' }
  if (body.kind !== 'text') return { leftOut: `a body the journal could not read (${body.kind})` }
  if (body.truncated) return { leftOut: 'a body over the capture limit' }
  if (!body.text) return undefined
  try {
    return { json: JSON.parse(body.text) as Json }
  } catch {
    return { leftOut: 'a body that is not JSON' }
  }
}

/**
 * The interaction of one answered request, for a Pact file: the request with
 * its credential and ids taken from the provider state (`Bearer ${accessToken}`,
 * `${team_id}`), the answer's status, content type and body with matchers;
 * or why it is left out (a fault a condition injected, an upload, a body
 * that is not JSON, the real service's answer through a proxy).
 * @example
 * const made = interactionOf(entry)
 * if (typeof made === 'string') leftOut[made]++
 */
export function interactionOf(entry: JournalEntry): PactInteraction | LeftOut {
  if (entry.source === 'proxied') return "the real service's answer (through the proxy)"
  if (entry.fault !== null) return 'a fault a condition injected'
  if (entry.status === 0) return 'a network error'
  if (!entry.scenario) return 'an answer no scenario served'
  const path = entry.operation === null ? undefined : pathOf.get(`${entry.method} ${entry.operation}`)
  if (path === undefined) return 'a request to no operation'
  if (!entry.detail?.response) return 'an answer the journal did not capture'
  const params: Record<string, string> = {}
  const requestGenerators: Record<string, Record<string, Record<string, string>>> = {}
  const requestRules: { header?: Record<string, ReturnType<typeof regex>> } = {}
  const generate = (where: string, name: string, expression: string): void => {
    ;(requestGenerators[where] ??= {})[name] = generator(expression)
  }

  const query: Record<string, string[]> = {}
  for (const [name, value] of new URLSearchParams(entry.query)) {
    ;(query[name] ??= []).push(value)
    if (isId(value)) {
      params[name] = value
      generate('query', name, `\${${name}}`)
    }
  }
  const headers: Record<string, string[]> = {}
  for (const [name, value] of entry.detail.request.headers) {
    const key = name.toLowerCase()
    if (key === 'authorization') {
      ;(requestRules.header ??= {}).Authorization = regex('^Bearer \\S+$')
      // A credential the service refused stays one it refuses; a good one comes from the provider state.
      if (entry.status === 401) headers.Authorization = ['Bearer INVALID_TOKEN']
      else {
        headers.Authorization = ['Bearer ACCESS_TOKEN']
        generate('header', 'Authorization', 'Bearer ${accessToken}')
      }
    } else if (KEPT_REQUEST_HEADERS.has(key)) headers[name] = [value]
  }
  const requestBody = jsonOf(entry.detail.request.body)
  if (requestBody && 'leftOut' in requestBody) return requestBody.leftOut
  if (requestBody && requestBody.json !== null && typeof requestBody.json === 'object' && !Array.isArray(requestBody.json)) {
    for (const [name, value] of Object.entries(requestBody.json)) {
      if (typeof value !== 'string') continue
      const secret = SECRET_MEMBERS[name]
      if (secret) {
        requestBody.json[name] = secret.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()
        generate('body', `$.${name}`, `\${${secret}}`)
      } else if (isId(value)) {
        params[name] = value
        generate('body', `$.${name}`, `\${${name}}`)
      }
    }
  }
  const answer = jsonOf(entry.detail.response.body)
  if (answer && 'leftOut' in answer) return answer.leftOut
  const responseHeaders: Record<string, string[]> = {}
  const responseRules: Record<string, Rules> = {}
  const contentType = entry.detail.response.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1]
  if (contentType) {
    responseHeaders['Content-Type'] = [contentType]
    responseRules.header = {
      'Content-Type': regex(
        `^${contentType
          .split(';')[0]!
          .trim()
          .replace(/[.+*?^$()[\]{}|\\/]/g, '\\$&')}`,
      ),
    }
  }
  let responseBody = answer?.json
  if (responseBody !== undefined) {
    // Credentials the service answers (a new access token) are described by their type, never kept.
    if (responseBody !== null && typeof responseBody === 'object' && !Array.isArray(responseBody))
      responseBody = withoutSecrets(responseBody)
    responseRules.body = bodyRules(responseBody)
  }
  const status = entry.status
  const answered = entry.message && status >= 400 ? ` ${entry.message}` : ''
  const shape = responseBody === undefined ? 'no body' : shapeOf(responseBody)
  return {
    type: 'Synchronous/HTTP',
    key: hashOf(`${entry.method} ${path} ${status}${answered} ${shape}`),
    description: `${entry.operation ?? path}: ${status}${answered}`,
    pending: false,
    providerStates: [{ name: `scenario ${entry.scenario}`, ...(Object.keys(params).length && { params }) }],
    request: {
      method: entry.method,
      path,
      ...(Object.keys(query).length && { query }),
      ...(Object.keys(headers).length && { headers }),
      ...(requestBody && { body: { content: requestBody.json, contentType: 'application/json', encoded: false as const } }),
      ...(Object.keys(requestRules).length && { matchingRules: requestRules }),
      ...(Object.keys(requestGenerators).length && { generators: requestGenerators }),
    },
    response: {
      status,
      ...(Object.keys(responseHeaders).length && { headers: responseHeaders }),
      ...(responseBody !== undefined && {
        body: { content: responseBody, contentType: contentType ?? 'application/json', encoded: false as const },
      }),
      ...(Object.keys(responseRules).length && { matchingRules: responseRules }),
    },
  }
}

/** A body with every credential member, at any depth, replaced by a placeholder of its type. */
function withoutSecrets(body: { [key: string]: Json }): { [key: string]: Json } {
  const walk = (value: Json, name?: string): Json => {
    if (name !== undefined && name in SECRET_MEMBERS && typeof value === 'string') return name.toUpperCase()
    if (Array.isArray(value)) return value.map((item) => walk(item))
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, key)]))
    return value
  }
  return walk(body) as { [key: string]: Json }
}

/** A short, stable name of a text (FNV-1a, twice over): the key of an interaction, the same in every run. */
function hashOf(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0
    b = Math.imul(b ^ text.charCodeAt(i), 0x811c9dc5) >>> 0
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')
}
