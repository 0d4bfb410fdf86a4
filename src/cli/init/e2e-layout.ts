import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Project } from './project.js'

const CONFIG_EXTS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs']

/** Where the end-to-end tests live, so that each runner runs only its own files. */
export interface E2eLayout {
  /** The Playwright config there is, if any. */
  readonly config: string | undefined
  /** The folder of the end-to-end tests. */
  readonly dir: string
  /** The first test's file name: `mock.spec.ts`, or `mock.e2e.ts` where the config's testMatch asks for that. */
  readonly spec: string
  /** The folder Vitest and Jest must leave alone (their default patterns would run its `*.spec.*` files); none for `*.e2e.*` files. */
  readonly keepOut: string | undefined
  /** What the user's own config lacks for the runners to keep apart (a testDir), if anything. */
  readonly problem: string | undefined
}

/** The string a config property holds, when it is a plain literal: `testDir: './tests'` → `./tests`. */
const literal = (text: string, key: string): string | undefined =>
  new RegExp(`(?:^|[\\s{,])${key}\\s*:\\s*(['"\`])([^'"\`$]+)\\1`).exec(text)?.[2]

/**
 * The end-to-end tests' place: a Playwright config of the project's own is read (its `testDir`, its
 * `testMatch`); without one, `e2e/`. Playwright's default `testMatch` also takes `*.test.*` files, so
 * a config with neither a `testDir` nor a `testMatch` would run the unit tests too: that is said.
 * @example
 * e2eLayout(project, 'ts') // { config: undefined, dir: 'e2e', spec: 'mock.spec.ts', keepOut: 'e2e', problem: undefined }
 */
export function e2eLayout(project: Project, ext: string): E2eLayout {
  const config = project.find(...CONFIG_EXTS.map((e) => `playwright.config.${e}`))
  if (!config) return { config, dir: 'e2e', spec: `mock.spec.${ext}`, keepOut: 'e2e', problem: undefined }
  const text = readFileSync(join(project.dir, config), 'utf8')
  const testDir =
    literal(text, 'testDir')
      ?.replace(/^\.\/?/, '')
      .replace(/\/$/, '') || undefined
  const matchesE2e = /testMatch\s*:[^\n]*\be2e\b/.test(text)
  const dir = testDir ?? 'e2e'
  if (matchesE2e) return { config, dir, spec: `mock.e2e.${ext}`, keepOut: undefined, problem: undefined }
  const problem =
    testDir || /testMatch\s*:/.test(text)
      ? undefined
      : `${config} names no testDir: Playwright would run every *.test.* and *.spec.* file, the unit tests too. Add testDir: './e2e' to it`
  return { config, dir, spec: `mock.spec.${ext}`, keepOut: dir, problem }
}
