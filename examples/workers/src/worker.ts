// Cloudflare Workers: a public address, so the control routes need a token
import { createMockApp } from 'doc-workspace-mock/fetch'

const app = createMockApp({ host: 'mock.example.workers.dev', controlToken: 'team-secret', allowedHosts: ['mock.example.workers.dev'] })
export default { fetch: app.fetch }
