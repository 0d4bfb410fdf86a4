import { http, type HttpHandler } from 'msw'
import type { HandlerSource } from '../../mock/create-mock-from.js'
import { withCorsAnswers } from './cors-answers.js'
import type { MswHandlers } from './msw-mock-face.js'

/**
 * A mock's MSW handlers, one `http.all` per address it answers: the only
 * place a mock meets msw, so the core (and `createMockApp`) loads none of it.
 * @example
 * const mock = new MswMockFace(main, own, mswHandlers(source))
 * setupServer(...mock.handlers)
 */
export function mswHandlers({ addresses, handle: handleOnly, headersFor }: HandlerSource): MswHandlers {
  const handle = withCorsAnswers(handleOnly)
  const own = addresses.map((url) => http.all(`${url}/*`, async ({ request }) => handle(request)))
  return {
    handlers: () => [...own],
    handlersFor(options): HttpHandler[] {
      const headers = headersFor(options)
      return addresses.map((url) =>
        http.all(`${url}/*`, async ({ request }) => {
          const picked = new Headers(request.headers)
          for (const [name, value] of Object.entries(headers)) picked.set(name, value)
          return handle(new Request(request, { headers: picked }))
        }),
      )
    },
  }
}
