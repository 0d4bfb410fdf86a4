// The runtime-free core is type-checked without Node's types (tsconfig.core.json). One module of the app, the API
// reference page, loads three Node modules on its first request, where the host has them (a Worker answers 503):
// these are the members it uses, as Node types them. Nothing else of Node is declared here, so any other `node:`
// import in the core fails to compile, and the dependency rules (.dependency-cruiser.cjs) allow these three to the
// reference page alone, and only as dynamic imports.

declare module 'node:module' {
  export function createRequire(path: string | URL): { resolve(id: string): string }
}

declare module 'node:path' {
  export function dirname(path: string): string
  export function join(...paths: string[]): string
}

declare module 'node:fs/promises' {
  export function readFile(path: string): Promise<Uint8Array>
}
