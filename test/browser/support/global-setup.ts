import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildDemo } from '../../../demo/build-demo.js'
import { launchChromiumServer } from '../../../demo/chromium.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the one Chromium every browser test file connects to. */
    chromium: string
    /** The folder of the demo built once for the run (outside the project). */
    demoBuild: string
  }
}

/**
 * Once for the browser project: one Chromium and one build of the demo, both
 * shared by every file (each test still gets a fresh context: its own storage,
 * service worker and IndexedDB). Without Chromium, the run stops here with how
 * to install it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = mkdtempSync(join(tmpdir(), 'dwm-demo-build-'))
  const [chromium] = await Promise.all([launchChromiumServer(), buildDemo(build, { quiet: !process.env.MOCK_VERBOSE })])
  project.provide('chromium', chromium.wsEndpoint())
  project.provide('demoBuild', build)
  return async () => {
    await chromium.close()
    rmSync(build, { recursive: true, force: true })
  }
}
