import type { APIRequestContext, APIResponse } from '@playwright/test'
import { createMockClient } from 'doc-workspace-mock/client'
import { test as base } from 'doc-workspace-mock/playwright'
import { freshId } from './cluster.js'

export { expect } from 'doc-workspace-mock/playwright'

/** What a worker keeps across its tests: the API requests it sent, and the shard its session was first found on. */
export interface Ledger {
  sent: number
  home: number | null
}

/** The API through HAProxy, in the worker's session, each request counted in the ledger. */
export interface Api {
  get(path: string): Promise<APIResponse>
  post(path: string, options: Parameters<APIRequestContext['post']>[1]): Promise<APIResponse>
}

/**
 * The package's fixtures with one session per worker, named `worker-<n>-<random>`: `request` and
 * `mock` send it on every request, through HAProxy. The session is not ended when the worker
 * ends: the `after` project asks each shard for it, then ends it through the balancer.
 */
export const test = base.extend<{ api: Api }, { ledger: Ledger }>({
  mockWorkerSession: [
    async ({ mockServerUrl, mockControlToken }, use, workerInfo) => {
      const id = freshId(`worker-${workerInfo.parallelIndex}`)
      await createMockClient({ url: mockServerUrl, session: id, controlToken: mockControlToken }).reset()
      await use(id)
    },
    { scope: 'worker' },
  ],
  ledger: [async ({}, use) => use({ sent: 0, home: null }), { scope: 'worker' }],
  api: async ({ request, mockServerUrl, ledger }, use) => {
    const counted = (response: Promise<APIResponse>): Promise<APIResponse> => {
      ledger.sent++
      return response
    }
    await use({
      get: (path) => counted(request.get(`${mockServerUrl}${path}`)),
      post: (path, options) => counted(request.post(`${mockServerUrl}${path}`, options)),
    })
  },
})
