import { getResponse } from 'msw'
import { requestHandlersOf, warnOfAnotherMsw } from '../msw/copies.js'
import { whereMsw } from '../msw/engine.js'

const checkCopies = warnOfAnotherMsw((message) => console.warn(message), whereMsw)

/**
 * Answers a request with MSW handlers a test added to the standalone server
 * (`mock.use()`): loaded on the first such request, so a server with the
 * mock alone never loads msw.
 * @example
 * const response = await answerWithHandlers(server.listHandlers(), request)
 */
export async function answerWithHandlers(handlers: readonly unknown[], request: Request): Promise<Response | undefined> {
  checkCopies(handlers)
  return getResponse(requestHandlersOf(handlers), request)
}
