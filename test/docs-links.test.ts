import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentation } from './support/readme-blocks.js'

const root = new URL('..', import.meta.url).pathname

/** GitHub's anchor of a heading (the site makes the same): lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

/** The anchors of a Markdown file's headings, fenced blocks aside; a repeated heading gets -1, -2… as on GitHub. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^#{1,6} (.+)$/.exec(line)
    if (!heading) continue
    const anchor = anchorOf(heading[1] ?? '')
    let unique = anchor
    for (let i = 1; found.has(unique); i++) unique = `${anchor}-${i}`
    found.add(unique)
  }
  return found
}

/** Every relative link of a Markdown text, code spans and fenced blocks aside, with its line. */
function links(markdown: string): Array<{ href: string; line: number }> {
  const out: Array<{ href: string; line: number }> = []
  let fenced = false
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced
    if (fenced) return
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      const href = match[1] ?? ''
      if (!/^[a-z]+:/.test(href)) out.push({ href, line: i + 1 })
    }
  })
  return out
}

describe('the links of README.md and docs/', () => {
  it('reach a file of the repository, and a heading there when they name one', () => {
    const broken: string[] = []
    for (const { file, text } of documentation)
      for (const { href, line } of links(text)) {
        const [path = '', anchor] = href.split('#')
        const target = path ? normalize(join(dirname(join(root, file)), decodeURI(path))) : join(root, file)
        if (!existsSync(target)) broken.push(`${file}:${line} ${href}: no such file`)
        else if (anchor && (statSync(target).isDirectory() || !anchors(readFileSync(target, 'utf8')).has(anchor)))
          broken.push(`${file}:${line} ${href}: no heading #${anchor} there`)
      }
    expect(broken).toEqual([])
  })
})
