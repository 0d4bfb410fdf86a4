// doc-workspace-mock/openapi holds types only (openapi.d.ts beside this file). This empty module is what
// the entry loads at run time: a compiler under verbatimModuleSyntax keeps
// `import { type paths } from 'doc-workspace-mock/openapi'` as an import, and a bundler must find something.
export {}
