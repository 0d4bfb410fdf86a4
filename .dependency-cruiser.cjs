// The dependency rules of the source, checked by `npm run lint:deps` (part of `npm run lint`).
// Imports flow one way: adapters and integrations → app → core → http, db. The core runs on any host of Fetch,
// so it imports neither Node nor msw nor an adapter; tsconfig.core.json proves the same for its types (no Node, no DOM).

const DOMAIN = '^(src/(db|http|resources|mock|conditions|sessions|journal|coverage|openapi)/|scenarios/)'
const APP = '^src/app/'
const CORE = [DOMAIN, APP, '^src/client/']
const ADAPTERS = '^src/(runtimes|devtools|persistence)/'
const MSW = '^node_modules/(msw|@mswjs)/'
const CREATE_MOCK = '^src/runtimes/mock[.]ts$'
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
      name: 'core-not-to-msw',
      comment: 'MSW is loaded by the Node and browser interception adapters only; the core and the app never load it.',
      severity: 'error',
      from: { path: CORE },
      to: { path: MSW, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-not-to-msw-types',
      comment:
        "Nor name its types, but where the `Mock` interface is declared and built, whose `handlers` are MSW's " +
        '(it belongs to the MSW adapter; it moves there when the rooms are reorganised).',
      severity: 'error',
      from: { path: CORE, pathNot: '^src/mock/(types|create-mock|mock-face)[.]ts$' },
      to: { path: MSW, dependencyTypes: ['type-only'] },
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
      comment: 'The core knows no adapter (Node, browser, server, CLI, integrations, devtools, files on disk).',
      severity: 'error',
      from: { path: CORE },
      to: { path: ADAPTERS, pathNot: CREATE_MOCK },
    },
    {
      name: 'core-not-to-create-mock',
      comment:
        'Nor createMock, which brings in the MSW handlers. One exception, type-only: the options of createMockApp ' +
        'extend those of createMock, declared in src/runtimes/mock.ts until createMock moves out of the adapters.',
      severity: 'error',
      from: { path: CORE },
      to: { path: CREATE_MOCK, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-not-to-create-mock-types',
      severity: 'error',
      from: { path: CORE, pathNot: '^src/app/fetch[.]ts$' },
      to: { path: CREATE_MOCK },
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
