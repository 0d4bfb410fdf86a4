/** @type {import('jest').Config} */
export default {
  // jsdom, with Node's fetch, Request, Response, FormData and Blob, and Node's export conditions:
  // plain jest-environment-jsdom resolves doc-workspace-mock/node (and msw/node) to nothing.
  testEnvironment: 'jest-fixed-jsdom',
  // Node's File as well (jest-fixed-jsdom leaves jsdom's, which Node's fetch sends as text): see dom-setup.js.
  setupFiles: ['./dom-setup.js'],
  // API coverage: each test file's counts, merged across workers by the reporter into
  // api-coverage/api-coverage.{json,md,html}, with a summary.
  setupFilesAfterEnv: ['doc-workspace-mock/jest-setup'],
  reporters: ['default', 'doc-workspace-mock/jest-reporter'],
}
