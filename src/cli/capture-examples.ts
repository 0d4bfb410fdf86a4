import type { Route } from '../http/route.js'
import { EXAMPLE_REQUESTS, type ExampleRequest } from '../openapi/example-requests.js'
import type { CapturedExample, CapturedExamples } from '../openapi/examples.js'
import { routes as allRoutes } from '../resources/routes.js'
import { createMock } from '../adapters/msw/create-mock.js'

const BASE = 'http://localhost:4010'

/** The answer headers an example shows: those a client reads. */
const SHOWN = ['content-type', 'content-length', 'content-range', 'content-disposition', 'accept-ranges', 'etag', 'cache-control']

/**
 * The Fetch request of an example, as Alice (`demo-token`), below `baseUrl`.
 * @example
 * await mock.handle(toExampleRequest('GET', '/teams/info', EXAMPLE_REQUESTS['GET /teams/info']!))
 */
export function toExampleRequest(method: string, path: string, example: ExampleRequest, baseUrl = BASE): Request {
  const url = new URL(baseUrl + path)
  for (const [name, value] of Object.entries(example.query ?? {})) url.searchParams.set(name, value)
  const headers: Record<string, string> = { Authorization: 'Bearer demo-token', ...example.headers }
  let body: string | FormData | undefined
  if (example.body) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(example.body)
  } else if (example.form) {
    const form = new FormData()
    const { name, type, text } = example.form.file
    form.append('file', new File([text], name, { type }))
    for (const [field, value] of Object.entries(example.form.fields)) form.append(field, value)
    body = form
  }
  return new Request(url, { method, headers, body })
}

/**
 * Makes the example request of each operation on a fresh mock of the canned
 * data (so a delete spoils no other example) and keeps what it answered: the
 * OpenAPI document's examples are real answers of the mock, not prose.
 * Deterministic: the mock's clock and ids are seeded.
 * @example
 * const examples = await captureExamples()
 * examples['GET /teams/info']?.response // { success: true, message: 'Team retrieved', … }
 */
export async function captureExamples(routes: readonly Route[] = allRoutes): Promise<CapturedExamples> {
  const out: Record<string, CapturedExample> = {}
  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    const example = EXAMPLE_REQUESTS[key]
    if (!example) throw new Error(`No example request for ${key}: add one to EXAMPLE_REQUESTS`)
    const mock = createMock({ baseUrl: BASE })
    const answer = await mock.handle(toExampleRequest(route.method, route.path, example))
    if (!answer || answer.status >= 300) throw new Error(`The example of ${key} answered ${answer?.status ?? 'nothing'}`)
    const headers = Object.fromEntries(SHOWN.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)!]] : [])))
    const isJson = /^application\/json\b/.test(answer.headers.get('content-type') ?? '')
    out[key] = {
      ...example,
      status: answer.status,
      headers,
      ...(isJson ? { response: await answer.json() } : {}),
    }
  }
  return out
}
