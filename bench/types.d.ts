/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    total: number
  }
  export interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called with each answer to this request: its status and its body, read whole. */
    onResponse?: (status: number, body: string) => void
  }
  export interface AutocannonOptions {
    url: string
    connections?: number
    duration?: number
    amount?: number
    /** Milliseconds per sample of the request counts (default 1000); a run ends at a sample's end. */
    sampleInt?: number
    headers?: Record<string, string>
    requests?: AutocannonRequest[]
    /** Called with each connection's client as it is made, before its first request. */
    setupClient?: (client: AutocannonClient) => void
  }
  /** One connection of a run. */
  export interface AutocannonClient {
    /** The requests this connection walks in turn, in place of the run's `requests`. */
    setRequests(requests: AutocannonRequest[]): void
  }
  /** A run under way: its result when it ends, and its events as it goes. */
  export interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    /** The run's connections are made, before their first answer. */
    on(event: 'start', listener: () => void): this
    /** An answer, as it arrives. */
    on(event: 'response', listener: (client: AutocannonClient, statusCode: number, bytes: number, responseTime: number) => void): this
  }
  export interface AutocannonResult {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  function autocannon(options: AutocannonOptions): AutocannonInstance
  export default autocannon
}

/**
 * The part of Mirage JS's API the benchmark uses. Declared here so that the
 * project's type check passes without the benchmark's peers, which only
 * `npm run bench` installs (in bench/node_modules).
 */
declare module 'miragejs' {
  export function createServer(config: Record<string, unknown>): unknown
  export const Model: unknown
}
