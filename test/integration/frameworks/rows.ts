import { reactFeature, svelteFeature, vueFeature, type Feature } from './features.js'
import { nuxtFeature, svelteKitFeature } from './framework-features.js'
import { createNextApp, createNuxt, createReactRouter, createVite, svCreate, type Generator } from './generators.js'
import type { Manager } from './toolchain.js'

/** The steps of a row past its setup: the project's own runners, then the user's feature test. */
export type Runner = 'vitest' | 'playwright' | 'dev' | 'feature'
export type Step = 'generate' | 'install' | 'add' | 'init' | Runner

/**
 * A step that fails today for a reason written down (a finding of the matrix), until the fix lands.
 * The row passes only when that step fails with output matching `output`; a step that passes
 * while marked fails the row, so the mark is removed once the fix is in.
 */
export interface KnownFailure {
  /** The finding's number in the findings' list, and what it says in a few words. */
  readonly finding: string
  readonly output: RegExp
}

/** One project of the matrix: a framework's generator, a package manager, a Node, and what it runs. */
export interface Row {
  readonly id: string
  readonly framework: string
  readonly generator: Generator
  readonly manager: Manager
  /** A major (the newest of it) or an exact version. */
  readonly node: string
  /** What the project gets beside the tarball: msw (its newest), or a pinned one for the floor. */
  readonly add: readonly string[]
  /** The setups `init` is given. */
  readonly setups: readonly string[]
  readonly runners: readonly Runner[]
  /** The arguments that put the dev server at 127.0.0.1:{port}. */
  readonly devArgs: readonly string[]
  readonly feature: Feature
  /** The expression a component reads the service's URL with when init wrote no module that exports it. */
  readonly apiUrl: string
  /** In the `frameworks` leg of CI; the others run in `frameworks-all`. */
  readonly ci: boolean
  readonly known?: Partial<Record<Step, KnownFailure>>
}

const VITE_DEV = ['--host', '127.0.0.1', '--port', '{port}', '--strictPort']
const VITE_URL = 'import.meta.env.VITE_API_URL'
const ALL: readonly Runner[] = ['vitest', 'playwright', 'dev', 'feature']

/** The matrix: each framework once, each manager at least once, Node 22 and 24, and one row on the oldest supported. */
export const ROWS: readonly Row[] = [
  {
    id: 'vite-react',
    framework: 'Vite React',
    generator: createVite('react-ts'),
    manager: 'npm',
    node: '24',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: VITE_DEV,
    feature: reactFeature(),
    apiUrl: VITE_URL,
    ci: true,
  },
  {
    id: 'vite-vue',
    framework: 'Vite Vue',
    generator: createVite('vue-ts'),
    manager: 'pnpm',
    node: '22',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: VITE_DEV,
    feature: vueFeature(),
    apiUrl: VITE_URL,
    ci: false,
  },
  {
    id: 'vite-svelte',
    framework: 'Vite Svelte',
    generator: createVite('svelte-ts'),
    manager: 'yarn4',
    node: '24',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: VITE_DEV,
    feature: svelteFeature(),
    apiUrl: VITE_URL,
    ci: false,
  },
  {
    id: 'sveltekit',
    framework: 'SvelteKit',
    generator: svCreate(),
    manager: 'pnpm',
    node: '24',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: VITE_DEV,
    feature: svelteKitFeature('src/lib'),
    apiUrl: 'import.meta.env.VITE_API_URL',
    ci: true,
  },
  {
    id: 'next',
    framework: 'Next.js',
    generator: createNextApp(),
    manager: 'yarn1',
    node: '22',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: ['--hostname', '127.0.0.1', '--port', '{port}'],
    feature: reactFeature('app'),
    apiUrl: 'process.env.NEXT_PUBLIC_API_URL',
    // The slowest row with cold caches (create-next-app, then Yarn 1 installing Next): frameworks-all runs it.
    ci: false,
  },
  {
    id: 'nuxt',
    framework: 'Nuxt',
    generator: createNuxt(),
    manager: 'npm',
    node: '24',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: ['--host', '127.0.0.1', '--port', '{port}'],
    feature: nuxtFeature('app/components'),
    apiUrl: 'import.meta.env.NUXT_PUBLIC_API_URL',
    ci: false,
  },
  {
    id: 'react-router',
    framework: 'React Router 7 (framework)',
    generator: createReactRouter(),
    manager: 'bun',
    node: '24',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: VITE_DEV,
    feature: reactFeature('app'),
    apiUrl: 'import.meta.env.VITE_API_URL',
    ci: true,
  },
  {
    id: 'floor',
    framework: 'Vite React (oldest supported)',
    generator: createVite('react-ts'),
    manager: 'npm',
    node: '20.19.0',
    add: ['msw@2.12.0'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: VITE_DEV,
    feature: reactFeature(),
    apiUrl: VITE_URL,
    ci: false,
  },
]
