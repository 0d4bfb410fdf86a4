import { defineConfig } from '@playwright/test'
import type { MockFixtureOptions } from 'doc-workspace-mock/playwright'

// run.sh starts the shards and HAProxy and says where they are.
const BALANCER_URL = process.env.BALANCER_URL ?? 'http://127.0.0.1:4010'

export default defineConfig<MockFixtureOptions>({
  testDir: 'tests',
  fullyParallel: true,
  // Six workers, each with a session of its own, all through the one balancer.
  workers: 6,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // The fixtures' requests and control client go through HAProxy, never to a shard directly.
    mockServerUrl: BALANCER_URL,
    extraHTTPHeaders: { authorization: 'Bearer demo-token' },
  },
  projects: [
    // The load: each worker writes into its own session, reads it back and checks where it lives.
    { name: 'workers', testMatch: /worker-sessions\.spec\.ts/, use: { mockSessionScope: 'worker' } },
    // Once all of it passed: the spread over the shards (each asked directly), the sessionless
    // requests, the routing rule and the control client through HAProxy.
    { name: 'after', testIgnore: /worker-sessions\.spec\.ts/, dependencies: ['workers'] },
  ],
})
