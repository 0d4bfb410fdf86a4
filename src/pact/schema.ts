import * as z from 'zod'

/**
 * The pieces of a Pact file (specification V4) this package writes, and the
 * part a test worker hands on: interactions, mergeable by their key. Only the
 * members this package reads are checked; the rest passes through.
 */

/**
 * A provider state: its name, and the values the request takes from it.
 * @example
 * ProviderState.parse({ name: 'scenario default', params: { team_id: 'b400fbbb-60b9-4e2a-9424-b516c6a72fb6' } })
 */
export const ProviderState = z.object({ name: z.string(), params: z.record(z.string(), z.string()).optional() })
export type ProviderState = z.infer<typeof ProviderState>

const Rules = z.record(z.string(), z.unknown())

const Message = z
  .object({
    headers: z.record(z.string(), z.array(z.string())).optional(),
    body: z.object({ content: z.unknown(), contentType: z.string(), encoded: z.literal(false) }).optional(),
    matchingRules: z.record(z.string(), Rules).optional(),
    generators: z.record(z.string(), Rules).optional(),
  })
  .loose()

/**
 * One HTTP interaction of a Pact V4 file: what the client sent and the
 * answer it relied on, with matchers in place of the mock's values.
 * @example
 * PactInteraction.parse(pact.interactions[0]).description // 'Get Team Details: 200'
 */
export const PactInteraction = z
  .object({
    type: z.literal('Synchronous/HTTP'),
    /** Stable across runs: the operation, the answer and its shape. */
    key: z.string(),
    description: z.string(),
    pending: z.boolean(),
    providerStates: z.array(ProviderState),
    request: Message.extend({ method: z.string(), path: z.string(), query: z.record(z.string(), z.array(z.string())).optional() }),
    response: Message.extend({ status: z.number().int() }),
  })
  .loose()
export type PactInteraction = z.infer<typeof PactInteraction>

/**
 * What the tests of one worker, file or server made: the interactions, and
 * how many answers were left out of the Pact file, by why.
 * @example
 * const part = PactPart.parse(file.meta.pact)
 */
export const PactPart = z.object({
  format: z.literal(1),
  kind: z.literal('pact-interactions'),
  interactions: z.array(PactInteraction),
  /** Answers that are not in the Pact file, by why: `a fault a condition injected`, `a multipart body`. */
  leftOut: z.record(z.string(), z.number().int().nonnegative()),
})
export type PactPart = z.infer<typeof PactPart>

/**
 * Who the Pact file is between: the client (consumer) and the service (provider), as the broker names them.
 * @example
 * createPact([part], PactNames.parse({ consumer: 'web-app' }))
 */
export const PactNames = z
  .object({
    /** The client's name. Default `doc-workspace-mock-client`. */
    consumer: z.string().min(1).default('doc-workspace-mock-client'),
    /** The service's name. Default `document-workspace-service`. */
    provider: z.string().min(1).default('document-workspace-service'),
  })
  .strict()
export type PactNames = z.infer<typeof PactNames>
