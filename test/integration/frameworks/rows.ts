import { reactFeature, svelteFeature, vueFeature, type Feature } from './features.js'
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

/**
 * What `init` gets wrong today in these projects (the matrix's findings), each with the output that
 * shows it. A row marks the steps they fail until init's fix lands; then the marks go.
 */
const F = {
  vitestRunsPlaywright: {
    finding: "F1: Vitest runs tests/mock.spec.ts, Playwright's spec",
    output: /Playwright Test did not expect test\(\) to be called here/,
  },
  pageNotWired: { finding: 'F2: nothing starts the mock in the dev page', output: /no service worker took control of the page/ },
  noUrlInTests: { finding: 'F3: VITE_API_URL unset under Vitest', output: /GET \/undefined\/teams/ },
  noVite: { finding: 'F4: yarn 1 installs no peers: Vitest without vite', output: /Cannot find package 'vite'/ },
  svelteServerBuild: {
    finding: 'F5: Svelte components mount the server build',
    output: /`mount\(\.\.\.\)` is not available on the server/,
  },
  nuxtNotDetected: { finding: 'F6: Nuxt not detected: no Vue plugin', output: /Install @vitejs\/plugin-vue to handle \.vue files/ },
  reactRouterPlugin: { finding: "F7: React Router's plugin under Vitest", output: /React Router Vite plugin can't detect preamble/ },
  svelteKitVitest: {
    finding: "F8: init's Vitest setup not wired into sv's vite.config.ts",
    output: /init's first test \(.*\) was not among the tests that ran/,
  },
  svelteKitPlaywright: {
    finding: "F9: init's spec outside sv's testMatch, no mock server",
    output: /init's first test \(.*\) was not among the tests that ran/,
  },
} satisfies Record<string, KnownFailure>

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
    known: { vitest: F.vitestRunsPlaywright, dev: F.pageNotWired, feature: F.noUrlInTests },
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
    known: { vitest: F.vitestRunsPlaywright, dev: F.pageNotWired, feature: F.noUrlInTests },
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
    known: { vitest: F.vitestRunsPlaywright, dev: F.pageNotWired, feature: F.svelteServerBuild },
  },
  {
    id: 'sveltekit',
    known: { vitest: F.svelteKitVitest, playwright: F.svelteKitPlaywright, dev: F.pageNotWired, feature: F.svelteServerBuild },
    framework: 'SvelteKit',
    generator: svCreate(),
    manager: 'pnpm',
    node: '24',
    add: ['msw'],
    setups: ['vitest', 'browser', 'playwright'],
    runners: ALL,
    devArgs: VITE_DEV,
    feature: svelteFeature('src/lib'),
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
    ci: true,
    known: { vitest: F.noVite, dev: F.pageNotWired, feature: F.noVite },
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
    feature: vueFeature('app/components'),
    apiUrl: 'import.meta.env.NUXT_PUBLIC_API_URL',
    ci: false,
    known: { vitest: F.vitestRunsPlaywright, dev: F.pageNotWired, feature: F.nuxtNotDetected },
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
    known: { vitest: F.vitestRunsPlaywright, dev: F.pageNotWired, feature: F.reactRouterPlugin },
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
    known: { vitest: F.vitestRunsPlaywright, dev: F.pageNotWired, feature: F.noUrlInTests },
  },
]
