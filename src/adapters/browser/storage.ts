/**
 * Where the browser runtime keeps the page's choices between loads: the
 * chosen scenario (and conditions) is a short string needed synchronously
 * before the worker starts, so it lives in `localStorage`. The data, with
 * `persist`, is kept by browser-persistence.ts (IndexedDB).
 */

/** The remembered scenario name, in `localStorage`; silent where storage is unavailable. */
export interface ScenarioMemory {
  read(): string | undefined
  write(name: string): void
  forget(): void
}

/**
 * @example
 * const memory = scenarioMemory('doc-workspace-mock:scenario')
 * memory.write('empty-teams')
 */
export function scenarioMemory(key: string): ScenarioMemory {
  // Private modes and sandboxed frames may throw on any access to localStorage.
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run()
    } catch {
      return undefined
    }
  }
  return {
    read: () => attempt(() => localStorage.getItem(key)) ?? undefined,
    write: (name) => attempt(() => localStorage.setItem(key, name)),
    forget: () => attempt(() => localStorage.removeItem(key)),
  }
}
