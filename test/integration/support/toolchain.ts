import mswPackage from 'msw/package.json' with { type: 'json' }

/** The versions a consumer project installs: npm specs, and the Node they need. */
export interface Toolchain {
  /** What the docs call it: `oldest supported`, `today's`. */
  readonly name: string
  /** The oldest Node this toolchain runs on. */
  readonly node: string
  readonly msw: string
  readonly vitest: string
  readonly typescript: string
  /** `@types/node` for that TypeScript: the newest does not type-check on TypeScript 5.5 (see docs/install.md). */
  readonly typesNode: string
}

/**
 * The oldest versions the package supports (its engines and peer ranges): Node 20.19, msw 2 (the one this
 * checkout runs on, so that npm takes it from its cache), Vitest 4, TypeScript 5.5 with `@types/node` 24.
 * @example
 * consumer.install(consumer.pack(), `msw@${FLOOR.msw}`)
 */
export const FLOOR: Toolchain = {
  name: 'oldest supported',
  node: '20.19.0',
  msw: mswPackage.version,
  vitest: '^4.0.0',
  typescript: '~5.5.0',
  typesNode: '^24.0.0',
}

/**
 * What `npm install` gives a project made today: msw 3 and Vitest 5 (both need Node 22.12 or later),
 * TypeScript 7 and the newest `@types/node`.
 * @example
 * consumer.install(consumer.pack(), `msw@${TODAY.msw}`, `vitest@${TODAY.vitest}`)
 */
export const TODAY: Toolchain = {
  name: "today's",
  node: '22.12.0',
  msw: '^3.0.0',
  vitest: '^5.0.0',
  typescript: '^7.0.0',
  typesNode: 'latest',
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)

/**
 * The toolchain of this run's consumer projects, by the Node running it: today's on Node 22.12 or later
 * (CI's integration leg runs on Node 24), the oldest supported on an older one (CI's floor leg, Node 20.19).
 * @example
 * consumer.install(consumer.pack(), `msw@${RUN.msw}`)
 */
export const RUN: Toolchain = major > 22 || (major === 22 && minor >= 12) ? TODAY : FLOOR
