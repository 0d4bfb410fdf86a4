/** @type {import('jest').Config} */
export default {
  // TypeScript compiled to ES modules, which Jest runs with node --experimental-vm-modules.
  preset: 'ts-jest/presets/default-esm',
  // `import … from './members.js'` in TypeScript names the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFilesAfterEnv: [
    // Counts the requests each test file's mock answers, for the API coverage reporter.
    'doc-workspace-mock/jest-setup',
    // Starts the mock before each test file, resets it after every test, stops it at the end.
    './test/setup.ts',
  ],
  // Merges every file's counts, from every worker: a summary, and api-coverage/api-coverage.{json,md,html}.
  reporters: ['default', 'doc-workspace-mock/jest-reporter'],
}
