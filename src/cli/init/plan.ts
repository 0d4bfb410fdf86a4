import type { EditResult } from './config-edit.js'
import type { Setup } from './project.js'

/** A file `init` writes whole: one it owns, never overwritten when it holds something else (unless --force). */
export interface WriteFile {
  readonly kind: 'file'
  /** Relative to the project, with forward slashes. */
  readonly path: string
  readonly content: string
}

/** A line added to a file of the user's (a config), where that is safe; else the line to add by hand. */
export interface EditFile {
  readonly kind: 'edit'
  readonly path: string
  /** What the edit adds, as the report names it, e.g. `setupFiles: './test/setup.ts'`. */
  readonly what: string
  readonly edit: (text: string) => EditResult
  /** What to do by hand when no edit is safe. */
  readonly manual: string
  /** Whether a missing file is made (the edit applied to an empty text), as a .env file is; otherwise a missing file is left to the user. */
  readonly create?: boolean
}

/** A package's command run in the project, e.g. msw's worker script copy; done once `creates` exists. */
export interface RunCommand {
  readonly kind: 'run'
  /** The package whose binary runs, and its arguments. */
  readonly bin: string
  readonly args: readonly string[]
  /** The file it makes: there already, the command is not run again. */
  readonly creates: string
}

export type Action = WriteFile | EditFile | RunCommand

/** All `init` does for one setup: its actions, the dev dependencies they need, and what is left to the user. */
export interface Recipe {
  readonly setup: Setup
  readonly actions: readonly Action[]
  readonly devDependencies: readonly string[]
  /** Steps for the user, printed at the end (how to run it, the one line to put in their own code). */
  readonly next: readonly string[]
}

/** The canned token of the mock: its requests are answered as the demo account's owner. */
export const DEMO_TOKEN = 'demo-token'
/** The base URL the written files give the mock (nothing is reached there: the mock answers in the process). */
export const API_URL = 'https://api.example.test'

/**
 * The specifier of a sibling module as the project's files import it: `.js` for TypeScript and ES modules, `.mjs` beside `.mjs`.
 * @example
 * sibling('mock', 'ts') // './mock.js'
 */
export const sibling = (name: string, ext: string): string => `./${name}.${ext === 'mjs' ? 'mjs' : 'js'}`
