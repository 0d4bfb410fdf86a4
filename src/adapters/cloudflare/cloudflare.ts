/**
 * `doc-workspace-mock/cloudflare`: the mock on Cloudflare Workers with one
 * Durable Object per session, each keeping its world in its own storage.
 * Runtime-free: it imports nothing of Node and no msw, only what workerd has.
 * @example
 * import { createSessionWorker } from 'doc-workspace-mock/cloudflare'
 *
 * const mock = createSessionWorker({ binding: 'MOCK_SESSIONS', host: 'mock.example.workers.dev', controlToken: 'team-secret', allowedHosts: ['mock.example.workers.dev'] })
 * export const MockSessions = mock.SessionObject
 * export default { fetch: mock.fetch }
 */
export { createSessionWorker, DEFAULT_OBJECT, type SessionWorker, type SessionWorkerOptions } from './session-worker.js'
export { MockSessionObject, type OptionsSource, type SessionObjectOptions } from './session-object.js'
export { DEFAULT_CHUNK_BYTES, MAX_CHUNK_BYTES } from './chunks.js'
export { STORED_FORMAT, STORED_VERSION } from './stored-world.js'
export type { ObjectNamespace, ObjectState, ObjectStorage, ObjectStub, WorkerEnv } from './runtime.js'
