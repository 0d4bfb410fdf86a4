// Cloudflare Workers, one Durable Object per mock session (wrangler.jsonc binds the class as MOCK_SESSIONS)
import { createSessionWorker } from 'doc-workspace-mock/cloudflare'

const mock = createSessionWorker({ binding: 'MOCK_SESSIONS', host: 'mock.example.workers.dev', controlToken: 'team-secret', allowedHosts: ['mock.example.workers.dev'] })
export const MockSessions = mock.SessionObject
export default { fetch: mock.fetch }
