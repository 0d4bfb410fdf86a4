import type { EditResult } from './config-edit.js'

/** The end of the last top-level `import` statement (single or multi-line), or 0 when the text imports nothing. */
function importsEnd(text: string): number {
  let end = 0
  for (const match of text.matchAll(/^import\s(?:[^;'"`]*?\sfrom\s*)?(['"])[^'"\n]+\1[ \t]*;?[ \t]*$/gm))
    end = match.index + match[0].length
  return end
}

/**
 * Adds an import after the entry's imports and a statement after it, where the entry has not got
 * it yet (`marker` absent). Imports run before the module's own code, so the statement runs before
 * the app's first line: `await enableMocking()` holds the app until the mock answers.
 * @example
 * awaitBeforeApp("import App from './App'\n\nrender(App)\n", "import { enableMocking } from './mocks/browser'", 'await enableMocking()', 'enableMocking')
 * // { text: "import App from './App'\nimport { enableMocking } from './mocks/browser'\n\nawait enableMocking()\n\nrender(App)\n" }
 */
export function awaitBeforeApp(text: string, importLine: string, statement: string, marker: string): EditResult {
  if (text.includes(marker)) return 'present'
  const end = importsEnd(text)
  const head = text.slice(0, end)
  const rest = text.slice(end).replace(/^\n+/, '')
  return { text: `${head}${end ? '\n' : ''}${importLine}\n\n${statement}\n\n${rest}` }
}

/**
 * Wraps the one `{children}` of a Next.js root layout in the mock's provider and imports it;
 * a layout with no `{children}` or several is left to the user.
 * @example
 * wrapChildren('<body>{children}</body>', "import { MockProvider } from './mock-provider'") // { text: "import …\n<body><MockProvider>{children}</MockProvider></body>" }
 */
export function wrapChildren(text: string, importLine: string): EditResult {
  if (text.includes('<MockProvider>')) return 'present'
  // The children rendered in JSX (a closing tag follows), not the layout's parameter `{ children }`.
  const found = [...text.matchAll(/\{\s*children\s*\}(?=\s*<)/g)]
  if (found.length !== 1) return 'unsafe'
  const at = found[0]!.index
  const wrapped = `${text.slice(0, at)}<MockProvider>${found[0]![0]}</MockProvider>${text.slice(at + found[0]![0].length)}`
  // After the 'use client' or other directive, if any, and the imports.
  const end = importsEnd(wrapped)
  return { text: end ? `${wrapped.slice(0, end)}\n${importLine}${wrapped.slice(end)}` : `${importLine}\n${wrapped}` }
}

/**
 * Sets a variable in a .env file (a new file when there is none: pass `''`), unless the file sets it already.
 * @example
 * setEnv('API_KEY=1\n', 'NEXT_PUBLIC_MOCK', 'off', 'why') // { text: 'API_KEY=1\n\n# why\nNEXT_PUBLIC_MOCK=off\n' }
 */
export function setEnv(text: string, name: string, value: string, why: string): EditResult {
  if (new RegExp(`^\\s*(export\\s+)?${name}\\s*=`, 'm').test(text)) return 'present'
  const before = text && !text.endsWith('\n') ? `${text}\n` : text
  return { text: `${before}${before ? '\n' : ''}# ${why}\n${name}=${value}\n` }
}

/**
 * Adds a script to package.json's text (its own indentation kept), unless one of that name is there.
 * @example
 * addScript('{\n  "scripts": {}\n}\n', 'build:demo', 'vite build --mode demo') // { text: '{\n  "scripts": {\n    "build:demo": "vite build --mode demo"\n  }\n}\n' }
 */
export function addScript(text: string, name: string, command: string): EditResult {
  let pkg: { scripts?: Record<string, string> }
  try {
    pkg = JSON.parse(text) as { scripts?: Record<string, string> }
  } catch {
    return 'unsafe'
  }
  if (pkg.scripts?.[name] !== undefined) return 'present'
  pkg.scripts = { ...pkg.scripts, [name]: command }
  const indent = /^([ \t]+)"/m.exec(text)?.[1] ?? '  '
  return { text: `${JSON.stringify(pkg, null, indent)}\n` }
}
