import { corsHeaders, preflightHeaders } from '../../app/cors.js'

type Handle = (request: Request) => Promise<Response | undefined>

/**
 * A mock's `handle` with the CORS answers the standalone server gives: a
 * preflight answered 204 with the service's methods, and the page's origin
 * allowed to read an answer. Under MSW 2 nothing in Node asks for them (MSW
 * stands in for `XMLHttpRequest` and `fetch` themselves); MSW 3 intercepts
 * below jsdom's `XMLHttpRequest` and happy-dom's `fetch`, which then check
 * CORS as a browser does and refuse an answer without them.
 *
 * Every `OPTIONS` is taken for a preflight: no operation of the service takes
 * `OPTIONS`, and happy-dom's preflight arrives without its `Origin` and
 * `Access-Control-Request-Method` headers. An answer to a request without an
 * `Origin` (Node's own `fetch`) is passed on untouched.
 * @example
 * http.all(`${url}/*`, ({ request }) => withCorsAnswers(handle)(request))
 */
export function withCorsAnswers(handle: Handle): Handle {
  return async (request) => {
    const origin = request.headers.get('origin')
    if (request.method === 'OPTIONS') {
      const headers = preflightHeaders(origin, request.headers.get('access-control-request-headers'))
      return new Response(null, { status: 204, headers })
    }
    const response = await handle(request)
    if (origin === null || response === undefined || response.type === 'error') return response
    const headers = new Headers(corsHeaders(origin))
    // The answer's own headers win, its Vary gains Origin; a new answer, as this one may be immutable (a passed-through fetch).
    response.headers.forEach((value, name) => (name === 'set-cookie' ? undefined : headers.set(name, value)))
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie)
    const vary = response.headers.get('vary')
    if (vary !== null && !/\borigin\b/i.test(vary)) headers.set('vary', `${vary}, Origin`)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
