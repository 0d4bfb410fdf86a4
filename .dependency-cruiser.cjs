// The dependency rules of the source, checked by `npm run lint:deps` (part of `npm run lint`).
// Imports flow one way: cli, integrations → adapters → app → domain (mock, resources, layers) → http, db. The core
// (domain and app) runs on any host of Fetch, so it imports neither Node nor msw nor an adapter; tsconfig.core.json
// proves the same for its types (no Node, no DOM). msw is loaded by the interception adapters alone.

const DOMAIN = '^(src/(db|http|resources|mock|conditions|sessions|journal|coverage|openapi|proxy|record|pact)/|scenarios/)'
const APP = '^src/app/'
const CORE = [DOMAIN, APP, '^src/client/']
const ADAPTERS = '^src/(adapters|cli|integrations|devtools|persistence|verify|contract-diff)/'
const MSW = '^node_modules/(msw|@mswjs)/'
// The rooms that may load msw: its adapter (the handlers, the copies check), and the adapters that intercept with it.
const MSW_ROOMS = '^src/adapters/(msw|node|browser)/|^src/adapters/server/msw-answer[.]ts$'
const REFERENCE_PAGE = '^src/app/reference-page[.]ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-not-to-node',
      comment: 'The core runs on any host of Fetch (Deno, Bun, Workers, browsers): no Node built-in.',
      severity: 'error',
      from: { path: CORE, pathNot: REFERENCE_PAGE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'reference-page-node-on-demand',
      comment:
        'The API reference page reads its renderer from disk on its first request, where the host has one ' +
        '(elsewhere it answers 503): node:module, node:path and node:fs/promises, imported dynamically.',
      severity: 'error',
      from: { path: REFERENCE_PAGE },
      to: { dependencyTypes: ['core'], dynamic: false },
    },
    {
      name: 'reference-page-node-modules',
      comment: 'The reference page loads three Node modules (src/core-node-on-demand.d.ts declares them), no other.',
      severity: 'error',
      from: { path: REFERENCE_PAGE },
      to: { dependencyTypes: ['core'], pathNot: '^(module|path|fs/promises)$' },
    },
    {
      name: 'msw-in-its-adapters',
      comment:
        'MSW is loaded, and its types named, by the MSW adapter and the Node and browser interception adapters only ' +
        "(and the server's answer after use(), loaded on demand): never by the core, the app, the CLI or the integrations.",
      severity: 'error',
      from: { pathNot: MSW_ROOMS },
      to: { path: MSW },
    },
    {
      name: 'core-npm-is-zod',
      comment: 'The one package the core imports is zod (msw has rules of its own): no package can bring Node or the DOM in.',
      severity: 'error',
      from: { path: CORE },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'],
        pathNot: `^node_modules/zod/|${MSW}`,
      },
    },
    {
      name: 'core-not-to-adapters',
      comment: 'The core knows no adapter (Node, browser, server, MSW, CLI, integrations, devtools, files on disk).',
      severity: 'error',
      from: { path: CORE },
      to: { path: ADAPTERS },
    },
    {
      name: 'cloudflare-not-to-node',
      comment: 'The Cloudflare adapter runs in workerd as the core does, with no compatibility flag: no Node built-in.',
      severity: 'error',
      from: { path: '^src/adapters/cloudflare/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'cloudflare-over-the-core',
      comment: 'The Cloudflare adapter uses the core alone: no other adapter, no package but zod.',
      severity: 'error',
      from: { path: '^src/adapters/cloudflare/' },
      to: { path: `${ADAPTERS}|^node_modules/`, pathNot: '^src/adapters/cloudflare/|^node_modules/zod/' },
    },
    {
      name: 'adapters-not-to-cli-or-integrations',
      comment: 'The adapters serve the CLI and the test-runner integrations, never the other way round.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(cli|integrations)/' },
    },
    {
      name: 'package-managers-import-nothing',
      comment:
        "The package managers' words are read by every room (the CLI, the adapters, the client, the app's pages): they import " +
        'nothing, so that no room gets more than words through them.',
      severity: 'error',
      from: { path: '^src/package-managers/' },
      to: { pathNot: '^src/package-managers/' },
    },
    {
      name: 'domain-not-to-app',
      comment: 'The domain (store, HTTP helpers, resources, mock, layers, OpenAPI) knows nothing of the app served over it.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: APP },
    },
    {
      name: 'no-circular',
      comment:
        'No import circles that run. Circles through a type-only import are allowed: the checks of a state file ' +
        '(state-file → state-relations → state-files, -folders, -ownership) name the types of state-relations.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves, so none escapes these rules.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count too: a type that names msw or Node ties the core to them all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
}
