import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium, or the executable `CHROMIUM_PATH` names: nothing downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** There is no Chromium to drive; the message says how to get one. */
export class ChromiumMissingError extends Error {
  override readonly name = 'ChromiumMissingError'
  constructor(readonly path: string) {
    super(
      `No Chromium at ${path}. The browser tests and \`npm run screenshot\` drive a real Chromium: ` +
        'install it with `apt-get install chromium` (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    )
    // One sentence is the whole story: a stack would only bury it.
    this.stack = `${this.name}: ${this.message}`
  }
}

/**
 * Answers the Chromium executable, or throws a `ChromiumMissingError` when
 * there is none to run.
 * @example
 * beforeAll(() => void requireChromium())
 */
export function requireChromium(path: string = CHROMIUM_PATH): string {
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw new ChromiumMissingError(path)
  }
  return path
}

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // One raster thread, whole-tile raster, sRGB: the same page gives the same pixels on every run.
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--force-color-profile=srgb',
]

export interface OpenChromium {
  readonly context: BrowserContext
  readonly page: Page
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>
}

/**
 * Launches headless Chromium on a fresh profile directory (its own storage,
 * service workers and IndexedDB), in a fixed window, locale and time zone so
 * the page reads the same on every machine.
 * @example
 * const { page, close } = await launchChromium()
 * await page.goto(url)
 * await close()
 */
export async function launchChromium(): Promise<OpenChromium> {
  const executablePath = requireChromium()
  const profile = mkdtempSync(join(tmpdir(), 'dwm-chromium-'))
  const removeProfile = (): void => rmSync(profile, { recursive: true, force: true })
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: ARGS,
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      timezoneId: 'UTC',
      serviceWorkers: 'allow',
    })
    .catch((error: unknown) => {
      removeProfile()
      throw error
    })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    async close() {
      await context.close()
      removeProfile()
    },
  }
}
