import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import nextExample from '../../examples/nextjs/package.json' with { type: 'json' }
import { answeredBy, statusOf, useDevServers } from './support/dev-server.js'
import { init, MSW, showTeams, useUserProjects, VITE } from './support/user-project.js'

// Next.js, React and their types at the versions the Next.js example runs on, from the npm cache where they can.
const versions: Record<string, string> = { ...nextExample.dependencies, ...nextExample.devDependencies }
const NEXT = ['next', 'react', 'react-dom', 'typescript', '@types/react', '@types/react-dom', '@types/node'].map(
  (name) => `${name}@${versions[name]}`,
)

// A user's shell has no NODE_ENV: the test runner's ("test") would keep `next dev` and `next build` from their own modes.
const userProject = useUserProjects({ npm_config_prefer_offline: 'true', NODE_ENV: undefined, NEXT_TELEMETRY_DISABLED: '1' })
const { serve, open } = useDevServers()

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'dom.iterable', 'esnext'],
    module: 'esnext',
    moduleResolution: 'bundler',
    strict: true,
  },
})

describe('npx doc-workspace-mock init browser in a fresh app, no edit by hand, in Chromium', () => {
  it('Next.js App Router: the page shows the canned teams from the service worker, and `next build` ships no mock code', async () => {
    const project = userProject(
      { name: 'next-app', scripts: { dev: 'next dev', build: 'next build' } },
      {
        'tsconfig.json': TSCONFIG,
        'app/layout.tsx': `import type { ReactNode } from 'react'

export default function RootLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
        'app/page.tsx': `'use client'

import { useEffect, useState, type ReactNode } from 'react'

export default function Home(): ReactNode {
  const [teams, setTeams] = useState('loading')
  useEffect(() => {
    void ${showTeams('process.env.NEXT_PUBLIC_API_URL')}.then(setTeams)
  }, [])
  return <p role="status">{teams}</p>
}
`,
      },
      MSW,
      ...NEXT,
    )
    // No edit by hand: init wraps the layout's children and names the mock's address in .env.
    const output = init(project, '--yes')
    expect(output).toContain('init: browser (npm, next, TypeScript)')
    expect(output).toContain('edited app/layout.tsx (<MockProvider>{children}</MockProvider>)')

    const server = await serve(project, ['next', 'dev', '--hostname', '127.0.0.1', '--port', '{port}'])
    const page = await open(server.url)
    expect(await statusOf(page), server.output()).toBe('3 teams')
    expect(answeredBy(page)).toEqual(['the service worker'])

    // The production build: the mock's code (behind NODE_ENV) is not in the page's scripts.
    project.run('npx', ['next', 'build'])
    const scripts = readdirSync(join(project.folder, '.next/static'), { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.js'),
    )
    expect(scripts.length).toBeGreaterThan(0)
    const shipped = scripts.filter((name) =>
      /startMockWorker|doc-workspace-mock/.test(readFileSync(join(project.folder, '.next/static', name), 'utf8')),
    )
    expect(shipped).toEqual([])
  }, 300_000)

  it('Vite: the page shows the canned teams from the service worker once enableMocking() resolves', async () => {
    const project = userProject(
      { name: 'vite-app', scripts: { dev: 'vite' } },
      {
        'tsconfig.json': TSCONFIG,
        'index.html':
          '<!doctype html>\n<html lang="en">\n  <body>\n    <p role="status">loading</p>\n    <script type="module" src="/src/main.ts"></script>\n  </body>\n</html>\n',
        'src/main.ts': `function render(): void {
  void ${showTeams('import.meta.env.VITE_API_URL')}.then((teams) => (document.querySelector('[role="status"]')!.textContent = teams))
}

render()
`,
      },
      MSW,
      VITE,
    )
    // No edit by hand: init has the entry await the mock and names its address in .env.
    const output = init(project, '--yes', 'browser')
    expect(output).toContain('init: browser (npm, vite, TypeScript)')
    expect(output).toContain('edited src/main.ts (await enableMocking() before the app)')

    const server = await serve(project, ['vite', '--host', '127.0.0.1', '--port', '{port}', '--strictPort'])
    const page = await open(server.url)
    expect(await statusOf(page), server.output()).toBe('3 teams')
    expect(answeredBy(page)).toEqual(['the service worker'])
  })
})
