/**
 * A small seeded generator (sfc32) for the ids and tokens a mock creates, so
 * that the same requests give the same ids on every run. Its state is part
 * of a scenario's snapshot. It is not cryptographic, and need not be.
 */
export interface Random {
  uuid(): string
  hex(bytes: number): string
  /** A number from 0 (included) to 1 (excluded). */
  fraction(): number
  /** The generator's state, to restore later. */
  save(): RandomState
  load(state: RandomState): void
}

export type RandomState = readonly [number, number, number, number]

/**
 * @example
 * const random = createRandom('default')
 * random.uuid() // the same first id for the 'default' scenario on every run
 */
export function createRandom(seed: string): Random {
  let [a, b, c, d] = seedState(seed)
  const next = (): number => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return t >>> 0
  }
  const hex = (bytes: number): string => {
    let out = ''
    for (let i = 0; i < bytes; i += 4) out += next().toString(16).padStart(8, '0')
    return out.slice(0, bytes * 2)
  }
  return {
    hex,
    fraction: () => next() / 4294967296,
    uuid() {
      const h = hex(16)
      const variant = ((parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16)
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
    },
    save: () => [a, b, c, d],
    load(state) {
      ;[a, b, c, d] = state
    },
  }
}

function seedState(seed: string): [number, number, number, number] {
  // cyrb128: spreads a string seed over the four words of state.
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044813)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044813)
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]
}
