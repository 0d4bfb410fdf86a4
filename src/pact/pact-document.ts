import { CONTRACT_VERSION } from '../openapi/document.js'
import { keepInteraction } from './collect-pact.js'
import { PactNames, type PactInteraction, type PactPart } from './schema.js'

/**
 * A Pact file, specification V4, as Pact's verifier and broker read it.
 * @example
 * const pact: Pact = createPact([part], { consumer: 'web-app' })
 * pact.interactions.length
 */
export interface Pact {
  readonly consumer: { readonly name: string }
  readonly provider: { readonly name: string }
  readonly interactions: readonly PactInteraction[]
  readonly metadata: {
    readonly pactSpecification: { readonly version: '4.0' }
    readonly 'doc-workspace-mock': { readonly contract: string; readonly leftOut: Readonly<Record<string, number>> }
  }
}

/**
 * The Pact file of several parts (test files, workers, a server): one
 * interaction per operation, answer and shape, in the order of their
 * descriptions (then provider states), each description unique; what was left out is counted in
 * the metadata.
 * @example
 * const pact = createPact([fromWorker1, fromWorker2], { consumer: 'web-app', provider: 'document-workspace-service' })
 */
export function createPact(parts: readonly PactPart[], names: Partial<PactNames> = {}): Pact {
  const { consumer, provider } = PactNames.parse(names)
  const byKey = new Map<string, PactInteraction>()
  const leftOut: Record<string, number> = {}
  for (const part of parts) {
    for (const interaction of part.interactions) keepInteraction(byKey, interaction)
    for (const [reason, count] of Object.entries(part.leftOut)) leftOut[reason] = (leftOut[reason] ?? 0) + count
  }
  const stateOf = (interaction: PactInteraction): string => interaction.providerStates.map((state) => state.name).join(', ')
  const sorted = [...byKey.values()].sort(
    (a, b) => compare(a.description, b.description) || compare(stateOf(a), stateOf(b)) || compare(a.key, b.key),
  )
  // Two shapes of one answer: the second is told apart by a number, as Pact names each interaction once.
  const seen = new Map<string, number>()
  const interactions = sorted.map((interaction) => {
    const count = (seen.get(interaction.description) ?? 0) + 1
    seen.set(interaction.description, count)
    return count === 1 ? interaction : { ...interaction, description: `${interaction.description} (shape ${count})` }
  })
  return {
    consumer: { name: consumer },
    provider: { name: provider },
    interactions,
    metadata: {
      pactSpecification: { version: '4.0' },
      'doc-workspace-mock': {
        contract: CONTRACT_VERSION,
        leftOut: Object.fromEntries(Object.entries(leftOut).sort(([a], [b]) => compare(a, b))),
      },
    },
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
