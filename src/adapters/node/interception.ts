/**
 * Which mock intercepts in this process. MSW patches `fetch` and `http` once
 * a process, for the handlers of the server that listened last: a second
 * mock listening takes the first one's requests away from it (they go
 * unanswered), and closing either stops both. So one listens at a time.
 */
let listening: { readonly baseUrl: string } | undefined

/**
 * Takes the process's interception for `mock`, or throws saying which mock
 * holds it and what to do; `release` gives it back.
 * @example
 * claimInterception(mock) // before server.listen()
 * releaseInterception(mock) // after server.close()
 */
export function claimInterception(mock: { readonly baseUrl: string }): void {
  if (listening === mock) {
    throw new Error(
      `[doc-workspace-mock] listen() was called twice on the mock of ${mock.baseUrl}, with no close() between: it is intercepting already. ` +
        'Call listen() once (in beforeAll or a setup file) and close() once (in afterAll); to listen with other options, close() first.',
    )
  }
  if (listening) {
    throw new Error(
      `[doc-workspace-mock] another mock (of ${listening.baseUrl}) is listening in this process already. MSW intercepts for one server at a time: ` +
        `if this one (of ${mock.baseUrl}) listened too, the other's requests would go unanswered, and closing either would stop both. ` +
        'Close the other first (its afterAll(() => mock.close())), or serve both base URLs from the one listening: beforeEach(() => mock.use(...other.handlers)), with `other` from createMock().',
    )
  }
  listening = mock
}

/**
 * Gives the interception back, if `mock` holds it.
 * @example
 * releaseInterception(mock)
 */
export function releaseInterception(mock: { readonly baseUrl: string }): void {
  if (listening === mock) listening = undefined
}
