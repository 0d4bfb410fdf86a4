import type { ConditionSpec } from './schema.js'

/**
 * The conditions every mock knows, by name. Each one changes only how the
 * answer travels; the data and rules stay the active scenario's.
 */
export const builtInConditions: readonly ConditionSpec[] = [
  {
    name: 'offline',
    description: 'Every operation fails at the network level: fetch rejects, the server closes the connection',
    faults: [{ kind: 'network', rate: 1 }],
  },
  {
    name: 'slow',
    description: 'Every answer waits a seeded, skewed time: median 300 ms, one in twenty past 800 ms, a tail past 1 s',
    delay: { kind: 'lognormal', median: 300, sigma: 0.6, max: 5000 },
  },
  {
    name: 'flaky',
    description: 'A seeded 10 % of operations fail: 503 with Retry-After (4 %), 500 (3 %), a network error (3 %)',
    faults: [
      { kind: 'status', status: 503, rate: 0.04, retryAfter: 1 },
      { kind: 'status', status: 500, rate: 0.03 },
      { kind: 'network', rate: 0.03 },
    ],
  },
  {
    name: 'rate-limited',
    description: "10 requests per minute per caller, refilled on the mock's clock; then 429 with Retry-After",
    rateLimit: { limit: 10, windowSeconds: 60 },
  },
  {
    name: 'maintenance',
    description: 'Every operation answers 503 Service unavailable with Retry-After: 120',
    faults: [{ kind: 'status', status: 503, rate: 1, retryAfter: 120 }],
  },
  {
    name: 'hang',
    description: 'Requests are held unanswered until the client aborts, or until the condition is removed or reset (then answered)',
    faults: [{ kind: 'hang', rate: 1 }],
  },
]

/** The built-in conditions' names. */
export type BuiltInConditionName = 'offline' | 'slow' | 'flaky' | 'rate-limited' | 'maintenance' | 'hang'
