/** What an edit of a config file came to: its new text, nothing to do, or no edit that is safe. */
export type EditResult = { readonly text: string } | 'present' | 'unsafe'

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Adds `entry` to the array under `key` in a config file's text, where the
 * text leaves no doubt which array that is: exactly one `key: [` (the key bare or quoted), or no `key` and
 * exactly one opening of the `container` object (e.g. `test: {`) to put `key: [entry]` in. Anything else (two
 * candidates, a config built by a function, an array held in a variable) is
 * left to the user, with the exact line to add.
 * @example
 * addToArray("test: { environment: 'node' }", 'setupFiles', './test/setup.ts', /\btest\s*:\s*\{/)
 * // { text: "test: {\n  setupFiles: ['./test/setup.ts'], environment: 'node' }" }
 */
export function addToArray(text: string, key: string, entry: string, container?: RegExp): EditResult {
  if (text.includes(`'${entry}'`) || text.includes(`"${entry}"`) || text.includes(`\`${entry}\``)) return 'present'
  // The key bare or quoted: `storybook init` writes main's object as JSON ("addons": […]) when no Prettier formats it.
  const named = `(^|[\\s{,])(${escape(key)}|'${escape(key)}'|"${escape(key)}")\\s*:`
  const arrays = [...text.matchAll(new RegExp(`${named}\\s*\\[`, 'g'))]
  if (arrays.length === 1) {
    const at = arrays[0]!.index + arrays[0]![0].length
    const empty = /^\s*\]/.test(text.slice(at))
    return { text: `${text.slice(0, at)}'${entry}'${empty ? '' : ', '}${text.slice(at)}` }
  }
  // Two arrays of that name, or the key holding something else (a variable, a call): which array is meant is in doubt.
  if (arrays.length > 1 || !container || new RegExp(named).test(text)) return 'unsafe'
  const blocks = [...text.matchAll(new RegExp(container.source, 'g'))]
  if (blocks.length !== 1) return 'unsafe'
  const at = blocks[0]!.index + blocks[0]![0].length
  // Indented one step deeper than the line that opens the block.
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  const indent = /^\s*/.exec(text.slice(lineStart))![0]
  return { text: `${text.slice(0, at)}\n${indent}  ${key}: ['${entry}'],${text.slice(at)}` }
}
