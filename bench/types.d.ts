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
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>
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
