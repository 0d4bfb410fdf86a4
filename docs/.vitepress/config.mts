// The documentation site: every page of docs/, as GitHub shows them too. Run through docs/site.mjs
// (npm run docs, docs:build, docs:preview): VitePress's own layout, built into docs/.vitepress/dist.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitepress'
import sidebar from './sidebar.json' with { type: 'json' }

const DOCS = fileURLToPath(new URL('..', import.meta.url))
const ROOT = resolve(DOCS, '..')
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { repository: { url: string } }
const REPOSITORY = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')

/** GitHub's heading anchors (lower case, punctuation dropped, spaces to hyphens), so a link works on GitHub and here alike. */
const slugify = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

/** A link of a page to a file of the repository outside docs/ (an example, the README) goes to that file on GitHub. */
function repositoryLink(page: string, href: string): string {
  const [path = '', hash] = href.split('#')
  const target = resolve(DOCS, page, '..', path)
  const inRepo = relative(ROOT, target)
  if (!relative(DOCS, target).startsWith('..') || inRepo.startsWith('..')) return href
  const kind = existsSync(target) && statSync(target).isDirectory() ? 'tree' : 'blob'
  return `${REPOSITORY}/${kind}/main/${inRepo}${hash ? `#${hash}` : ''}`
}

export default defineConfig({
  title: 'doc-workspace-mock',
  description: 'An in-memory simulator of the Document Workspace Service API, for browser apps, Node test suites and demos.',
  srcExclude: ['node_modules/**'],
  cleanUrls: true,
  lastUpdated: false,
  markdown: {
    anchor: { slugify },
    // Plain GitHub Markdown: `{…}` at a line's end is text, never attributes.
    attrs: { disable: true },
    languageAlias: { haproxy: 'ini' },
    config(md) {
      md.core.ruler.push('repository-links', (state) => {
        const page = (state.env as { relativePath?: string }).relativePath ?? ''
        for (const token of state.tokens)
          for (const child of token.children ?? []) {
            const href = child.type === 'link_open' ? child.attrGet('href') : null
            if (href?.startsWith('../')) child.attrSet('href', repositoryLink(page, href))
          }
      })
    },
  },
  vite: { server: { fs: { allow: [ROOT] } } },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guides', link: '/node-tests' },
      { text: 'Contract reference', link: '/contract-reference' },
      { text: 'Benchmarks', link: '/benchmarks' },
    ],
    sidebar,
    outline: { level: [2, 3] },
    socialLinks: [{ icon: 'github', link: REPOSITORY }],
    editLink: { pattern: `${REPOSITORY}/edit/main/docs/:path` },
  },
})
