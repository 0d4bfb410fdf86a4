import * as z from 'zod'
import { ApiError } from '../http/api-error.js'
import { ok } from '../http/envelope.js'
import { validateInput } from '../http/input.js'
import type { MockCore } from '../mock/create-mock-from.js'
import { collectPact, type PactCollection } from '../pact/collect-pact.js'
import { createPact } from '../pact/pact-document.js'
import type { PactPart } from '../pact/schema.js'

/** A server's collection and what it has taken so far, by the mock it serves. */
const collections = new WeakMap<MockCore, { collection: PactCollection; parts: PactPart[] }>()

const PactQuery = z.object({ consumer: z.string().min(1).optional(), provider: z.string().min(1).optional() }).strict()

type PactHandler = (request: Request, context: { readonly mock: MockCore }) => Response

const NOT_COLLECTING = 'The server collects no Pact interactions: PUT /__mock/pact first, then run the tests against it'

/**
 * The Pact routes of the standalone server (and of any host of the app):
 * `PUT /__mock/pact` starts collecting the interactions every world of the
 * process answers (reading each body from then on), `GET /__mock/pact` answers
 * the Pact file so far (V4; `?consumer=web-app&provider=…` names the sides),
 * `DELETE /__mock/pact` stops and forgets them.
 * @example
 * await fetch(`${server.url}/__mock/pact`, { method: 'PUT' })
 * // … the end-to-end suite runs …
 * writeFileSync('pacts/web-app-document-workspace-service.json', await (await fetch(`${server.url}/__mock/pact?consumer=web-app`)).text())
 */
export const pactRoutes: Record<string, Partial<Record<string, PactHandler>>> = {
  '/pact': {
    PUT(_, { mock }) {
      if (!collections.has(mock)) collections.set(mock, { collection: collectPact(), parts: [] })
      return ok('Collecting Pact interactions', { collecting: true })
    },
    GET(request, { mock }) {
      const state = collections.get(mock)
      if (!state) throw ApiError.conflict(NOT_COLLECTING)
      const names = validateInput(PactQuery, Object.fromEntries(new URL(request.url).searchParams))
      // What was taken is kept as one part: the file grows with the run, and reading it twice changes nothing.
      const pact = createPact([...state.parts, state.collection.take()], names)
      state.parts = [
        {
          format: 1,
          kind: 'pact-interactions',
          interactions: [...pact.interactions],
          leftOut: { ...pact.metadata['doc-workspace-mock'].leftOut },
        },
      ]
      return new Response(`${JSON.stringify(pact, null, 2)}\n`, { headers: { 'Content-Type': 'application/json' } })
    },
    DELETE(_, { mock }) {
      const state = collections.get(mock)
      if (!state) throw ApiError.conflict(NOT_COLLECTING)
      const interactions = createPact([...state.parts, state.collection.take()]).interactions.length
      state.collection.stop()
      collections.delete(mock)
      return ok('Pact collection stopped', { interactions })
    },
  },
}
