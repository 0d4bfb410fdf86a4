/**
 * The client went away (or the answer was let go) before the service's answer was whole: no one is left to answer.
 * @example
 * if (error instanceof ClientGoneError) return Response.error()
 */
export class ClientGoneError extends Error {
  override readonly name = 'ClientGoneError'
}

/**
 * The service was silent past the time-out: before its answer's headers, or between two parts of its body.
 * @example
 * new ServiceSilentError(30, 'headers').message // 'The service sent nothing for 30 s before its answer'
 */
export class ServiceSilentError extends Error {
  override readonly name = 'ServiceSilentError'
  constructor(
    readonly seconds: number,
    readonly during: 'headers' | 'body',
  ) {
    super(`The service sent nothing for ${seconds} s ${during === 'headers' ? 'before its answer' : 'in the middle of its answer'}`)
  }
}

/** One request to the service, in flight. */
export interface ServiceCall {
  /** The answer's head: rejects with `ClientGoneError`, `ServiceSilentError`, or what the service's Fetch rejected with. */
  readonly answer: Promise<Response>
  /**
   * The answer's body as the client is given it: each wait for its next part bounded by the time-out
   * (a stall errors it, and the request is aborted); let go (cancelled), it aborts the request.
   */
  guard(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array>
  /** Ends a call whose answer's body is not passed on (a HEAD, a 204, a refused answer): the connection is let go. */
  release(answer: Response): void
}

export interface ServiceCallOptions {
  /** The most milliseconds the service may stay silent: before its answer's headers, and between two parts of its body. */
  readonly timeoutMs: number
  /** Aborts when the client goes away: the request to the service is aborted with it. */
  readonly client?: AbortSignal
}

/**
 * Sends one request to the service, bounded: aborted when the client goes
 * away, and given up (and aborted) when the service stays silent past the
 * time-out, before its answer's headers or between two parts of its body —
 * the rule of a reverse proxy's read time-out (nginx's `proxy_read_timeout`).
 * A slow reader is never the service's fault: the clock runs only while the
 * proxy waits for the service.
 * @example
 * const call = callService((request) => fetch(request), (signal) => new Request(url, { signal }), { timeoutMs: 30_000, client })
 * const answer = await call.answer
 * return new Response(answer.body && call.guard(answer.body), answer)
 */
export function callService(
  send: (request: Request) => Promise<Response>,
  make: (signal: AbortSignal) => Request,
  options: ServiceCallOptions,
): ServiceCall {
  const { timeoutMs, client } = options
  const seconds = timeoutMs / 1000
  const upstream = new AbortController()
  // Node's Request passes an abort on only while the Request itself lives (nodejs/node#55428): held here until the
  // call ends, or a garbage collection mid-call would leave the aborted request's connection to the service open.
  let request: Request | null = make(upstream.signal)
  let timer: ReturnType<typeof setTimeout> | undefined
  let fail: ((error: Error) => void) | undefined
  let ended = false

  const end = (): void => {
    if (ended) return
    ended = true
    clearTimeout(timer)
    client?.removeEventListener('abort', gone)
    request = null
  }
  const stop = (error: Error): void => {
    upstream.abort(error)
    fail?.(error)
    end()
  }
  function gone(): void {
    stop(new ClientGoneError('The client went away before the answer was whole'))
  }

  /** `step`, given up when the client goes or the service stays silent past the time-out. */
  const bounded = <T>(step: Promise<T>, during: ServiceSilentError['during']): Promise<T> => {
    if (upstream.signal.aborted) {
      step.catch(() => undefined)
      return Promise.reject(upstream.signal.reason as Error)
    }
    return new Promise<T>((resolve, reject) => {
      fail = reject
      timer = setTimeout(() => stop(new ServiceSilentError(seconds, during)), timeoutMs)
      step.then(resolve, reject).finally(() => {
        clearTimeout(timer)
        fail = undefined
      })
    })
  }

  const answer = client?.aborted
    ? Promise.reject(new ClientGoneError('The client went away before the request was sent'))
    : bounded(send(request), 'headers')
  client?.addEventListener('abort', gone, { once: true })
  answer.catch(end)

  return {
    answer,
    guard(body) {
      const reader = body.getReader()
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            try {
              const chunk = await bounded(reader.read(), 'body')
              if (!chunk.done) return controller.enqueue(chunk.value)
              end()
              controller.close()
            } catch (error) {
              end()
              void reader.cancel(error).catch(() => undefined)
              controller.error(error)
            }
          },
          cancel(reason) {
            stop(new ClientGoneError('The answer was let go before its end'))
            return reader.cancel(reason).catch(() => undefined)
          },
        },
        // Nothing is read ahead of the client: its pace is the service's, and the clock runs only while it waits.
        { highWaterMark: 0 },
      )
    },
    release(response) {
      end()
      void response.body?.cancel().catch(() => undefined)
    },
  }
}
