import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

/**
 * The size of the browser entry (`doc-workspace-mock/browser`) as an app
 * would ship it: bundled by esbuild for the browser, minified, gzip level 9,
 * with msw left out (the app has it anyway: it is a peer dependency).
 * `platform: 'browser'` makes any `node:` import a build error, so a
 * successful build is itself the proof that no Node built-in is shipped.
 * Run alone: `npx tsx test/support/browser-bundle.ts`; the benchmark's `bundle` rows are made of it.
 */

const ENTRY = fileURLToPath(new URL('../../src/adapters/browser/browser.ts', import.meta.url))
/** Paths in esbuild's metafile are relative to the project, whatever folder the measure runs from. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** The modules of the chunks a page loads only on an unusual path (see `isOnDemand`). */
const ON_DEMAND = [
  'mock/options-error.ts',
  'adapters/browser/worker-script.ts',
  'adapters/msw/unhandled-request.ts',
  'adapters/msw/copies.ts',
]

export interface BundleFigure {
  /** The entry chunk, everything `startMockWorker` needs (msw excluded), in bytes. */
  readonly entry: { readonly minified: number; readonly gzip: number }
  /** The devtools (`panel: true`): the chunks loaded only then, never by the entry itself. */
  readonly panel: { readonly minified: number; readonly gzip: number }
  /** The API coverage report (declared answers from the OpenAPI document), a chunk loaded on the first `mock.coverage()`. */
  readonly coverage: { readonly minified: number; readonly gzip: number }
  /** The multipart parser, a chunk loaded on the first upload. */
  readonly upload: { readonly minified: number; readonly gzip: number }
  /** The chunks loaded only on an unusual path: a bad option, a worker that did not start, `onUnhandledRequest` given, `use()`. */
  readonly onDemand: { readonly minified: number; readonly gzip: number }
  /** Bytes of minified output by origin (a package, `fixtures`, `src`…), largest first. */
  readonly byOrigin: ReadonlyArray<readonly [string, number]>
  /** Every input file that went into the bundle. */
  readonly inputs: readonly string[]
  /** The input files that the entry loads up front (the devtools' own are not among them). */
  readonly entryInputs: readonly string[]
  /** The input files of the entry's chunks that the devtools' chunks (or the `persist` one) import: each one would split the entry (esbuild's own helpers hold none). */
  readonly sharedWithPanel: readonly string[]
}

export interface BundleOptions {
  /** Rewrite `import { z } from 'zod'` into `import * as z from 'zod'` first, to show what that change saves. */
  readonly namespaceZod?: boolean
}

/** zod's `z` imported by name keeps its whole namespace (every locale included); imported as a namespace it tree-shakes. */
const namespaceZod: Plugin = {
  name: 'namespace-zod',
  setup(b) {
    b.onLoad({ filter: /[\\/](src|scenarios)[\\/].*\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises')
      const text = await readFile(args.path, 'utf8')
      return { contents: text.replace(/import \{ z \} from 'zod'/g, "import * as z from 'zod'"), loader: 'ts' }
    })
  },
}

const originOf = (path: string): string => {
  const inPackage = path.split('node_modules/').pop() as string
  if (inPackage !== path) {
    const [scope, name] = inPackage.split('/')
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope as string)
  }
  return path.startsWith('fixtures/') ? 'fixtures (canned data)' : path.split('/').slice(0, 2).join('/')
}

/**
 * Bundles the browser entry and measures it.
 * @example
 * const { entry } = await measureBrowserBundle()
 * console.log(`${(entry.gzip / 1024).toFixed(1)} KiB`)
 */
export async function measureBrowserBundle(options: BundleOptions = {}): Promise<BundleFigure> {
  const result = await build({
    entryPoints: [ENTRY],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
    external: ['msw', 'msw/*'],
    plugins: options.namespaceZod ? [namespaceZod] : [],
  })
  const metafile = result.metafile
  const sizes = (predicate: (path: string) => boolean) => {
    const files = result.outputFiles.filter((file) => file.path.endsWith('.js') && predicate(file.path))
    return {
      minified: files.reduce((sum, file) => sum + file.contents.byteLength, 0),
      gzip: files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).byteLength, 0),
    }
  }
  // The entry is its own chunk and every chunk it imports statically; the rest loads only on demand (the devtools).
  const eager = new Set<string>()
  const visit = (out: string): void => {
    if (eager.has(out)) return
    eager.add(out)
    for (const { path, kind } of metafile.outputs[out]?.imports ?? [])
      if (kind === 'import-statement' && metafile.outputs[path]) visit(path)
  }
  for (const [out, output] of Object.entries(metafile.outputs)) if (output.entryPoint && ENTRY.endsWith(output.entryPoint)) visit(out)
  const outputOf = (path: string) => Object.entries(metafile.outputs).find(([out]) => path.endsWith(out))?.[1]
  const isEager = (path: string) => [...eager].some((out) => path.endsWith(out))
  const isCoverage = (path: string) =>
    !isEager(path) && Object.keys(outputOf(path)?.inputs ?? {}).some((input) => input.endsWith('coverage/coverage-report.ts'))
  // The keeping of the data (`persist`) loads only with it, and is not the devtools.
  const isPersistence = (path: string) =>
    !isEager(path) && Object.keys(outputOf(path)?.inputs ?? {}).some((input) => input.endsWith('adapters/browser/persistence.ts'))
  // The upload's multipart parser loads on the first upload, and is not the devtools either.
  const isUpload = (path: string) =>
    !isEager(path) && Object.keys(outputOf(path)?.inputs ?? {}).some((input) => input.endsWith('http/multipart.ts'))
  // What a page loads only on an unusual path: the words of a bad option or of a worker that did not start,
  // MSW's unhandled-request option when given, the check for a second copy of msw on the first use().
  const isOnDemand = (path: string) =>
    !isEager(path) && Object.keys(outputOf(path)?.inputs ?? {}).some((input) => ON_DEMAND.some((module) => input.endsWith(module)))
  const isPanel = (path: string) => !isEager(path) && !isCoverage(path) && !isPersistence(path) && !isUpload(path) && !isOnDemand(path)
  const byOrigin = new Map<string, number>()
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      byOrigin.set(originOf(input), (byOrigin.get(originOf(input)) ?? 0) + bytesInOutput)
    }
  }
  return {
    entry: sizes(isEager),
    panel: sizes(isPanel),
    coverage: sizes(isCoverage),
    upload: sizes(isUpload),
    onDemand: sizes(isOnDemand),
    byOrigin: [...byOrigin].sort((a, b) => b[1] - a[1]),
    inputs: Object.keys(metafile.inputs),
    entryInputs: [...new Set([...eager].flatMap((out) => Object.keys(metafile.outputs[out]?.inputs ?? {})))],
    sharedWithPanel: [
      ...new Set(
        Object.entries(metafile.outputs)
          .filter(([out]) => out.endsWith('.js') && (isPanel(out) || isPersistence(out)))
          .flatMap(([, output]) =>
            output.imports.filter(({ path }) => eager.has(path)).flatMap(({ path }) => Object.keys(metafile.outputs[path]?.inputs ?? {})),
          ),
      ),
    ],
  }
}

/** Bytes in KiB. */
export const kib = (bytes: number): number => bytes / 1024
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [label, options] of [
    ['as it is', {}],
    ["with `import * as z from 'zod'`", { namespaceZod: true }],
  ] as const) {
    const figure = await measureBrowserBundle(options)
    console.log(
      `Browser entry ${label}: ${kib(figure.entry.gzip).toFixed(1)} KiB min+gzip (${kib(figure.entry.minified).toFixed(0)} KiB minified), msw excluded`,
    )
    console.log(`  devtools chunks (panel: true only): ${kib(figure.panel.gzip).toFixed(1)} KiB min+gzip`)
    console.log(`  coverage report chunk (first mock.coverage() only): ${kib(figure.coverage.gzip).toFixed(1)} KiB min+gzip`)
    console.log(
      `  on-demand chunks (a misconfiguration's words, onUnhandledRequest, use()): ${kib(figure.onDemand.gzip).toFixed(1)} KiB min+gzip`,
    )
    console.log(`  faker shipped: ${figure.inputs.some((input) => input.includes('@faker-js'))}; node built-ins: none (platform browser)`)
    console.log(
      `  largest parts (minified): ${figure.byOrigin
        .slice(0, 6)
        .map(([origin, bytes]) => `${origin} ${kib(bytes).toFixed(0)} KiB`)
        .join(', ')}`,
    )
  }
}
