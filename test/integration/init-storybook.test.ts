import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import storybookExample from '../../examples/storybook/package.json' with { type: 'json' }
import { API_URL } from '../../src/cli/init/plan.js'
import { answeredBy, statusOf, useDevServers } from './support/dev-server.js'
import { edit, init, showTeams, step, useUserProjects } from './support/user-project.js'

// Storybook, its React and Vite framework, the addon, msw, React and TypeScript at the versions the
// Storybook example runs on, from the npm cache where they can.
const versions: Record<string, string> = { ...storybookExample.dependencies, ...storybookExample.devDependencies }
const STORYBOOK = [
  'storybook',
  '@storybook/react-vite',
  'react',
  'react-dom',
  'vite',
  'msw',
  'msw-storybook-addon',
  'typescript',
  '@types/react',
  '@types/react-dom',
].map((name) => `${name}@${versions[name]}`)

// A user's shell has no NODE_ENV (the test runner's is "test"); Storybook sends no telemetry from here.
const userProject = useUserProjects({ npm_config_prefer_offline: 'true', NODE_ENV: undefined, STORYBOOK_DISABLE_TELEMETRY: '1' })
const { run, serve, open } = useDevServers()

// Storybook's own files as `storybook init` writes them for React and Vite in TypeScript, with no addon:
// main's object is JSON (quoted keys) when no Prettier is installed to format it, as in a fresh project.
const MAIN = `import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  "stories": [
    "../src/**/*.mdx",
    "../src/**/*.stories.@(js|jsx|mjs|ts|tsx)"
  ],
  "addons": [],
  "framework": {
    "name": "@storybook/react-vite",
    "options": {}
  }
};
export default config;
`
const PREVIEW = `import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    controls: {
      matchers: {
        color: /(background|color)$/i,
        date: /Date$/i,
      },
    },
  },
};

export default preview;
`

/** The user's component: the account's teams, counted, read from the service with the demo token. */
const TEAMS = `import { useEffect, useState, type ReactNode } from 'react'

const API_URL = '${API_URL}'

export function Teams(): ReactNode {
  const [teams, setTeams] = useState('loading')
  useEffect(() => {
    void ${showTeams('API_URL')}.then(setTeams)
  }, [])
  return <p role="status">{teams}</p>
}
`

/** Its one story, before the mock: the component alone. */
const STORIES = `import type { Meta, StoryObj } from '@storybook/react-vite'
import { Teams } from './teams'

const meta = { component: Teams } satisfies Meta<typeof Teams>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
`

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    // As Storybook's templates have it: @storybook/react's own declaration files do not pass without it.
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src', '.storybook'],
}

describe('npx doc-workspace-mock init storybook, its printed steps applied, in a fresh Storybook in Chromium', () => {
  it('React and Vite: the built Storybook shows 3 teams in the default world and 0 in empty-teams, answered by the service worker', async () => {
    const project = userProject(
      { name: 'storybook-app', scripts: { storybook: 'storybook dev -p 6006', 'build-storybook': 'storybook build' } },
      {
        'tsconfig.json': JSON.stringify(TSCONFIG),
        '.storybook/main.ts': MAIN,
        '.storybook/preview.ts': PREVIEW,
        'src/teams.tsx': TEAMS,
        'src/teams.stories.tsx': STORIES,
      },
      ...STORYBOOK,
    )
    const output = init(project, '--yes', 'storybook')
    expect(output).toContain('init: storybook (npm, vite, TypeScript)')
    expect(output).not.toContain('install what it needs')

    // The steps as printed: a story's scenario (the default world for one, empty-teams for another), the types.
    const [, beforeEach] = step(output, /give each story its scenario: (beforeEach: .+)$/m)
    expect(beforeEach).toContain("{ scenario: 'empty-teams' }")
    edit(
      project,
      'src/teams.stories.tsx',
      (text) =>
        `import { mock } from './mocks/storybook'\n${text.replace(
          'export const Default: Story = {}',
          `export const Default: Story = { ${beforeEach!.replace("'empty-teams'", "'default'")} }\n` +
            `export const EmptyTeams: Story = { ${beforeEach} }`,
        )}`,
    )
    const types = JSON.parse(step(output, /"types": (\[.+?\]) in tsconfig\.json$/m)[1]!) as string[]
    edit(project, 'tsconfig.json', (text) => {
      const tsconfig = JSON.parse(text) as { compilerOptions: Record<string, unknown> }
      tsconfig.compilerOptions.types = types
      return JSON.stringify(tsconfig, null, 2)
    })
    // The stories type-check, `msw` typed in their context.
    project.run('npx', ['tsc', '-p', '.'])

    // The static Storybook, served as any static host would serve it (the example's `vite preview`).
    await run(project, ['storybook', 'build', '--quiet', '--output-dir', 'storybook-static'])
    const index = JSON.parse(readFileSync(join(project.folder, 'storybook-static/index.json'), 'utf8')) as { entries: object }
    expect(Object.keys(index.entries)).toEqual(expect.arrayContaining(['teams--default', 'teams--empty-teams']))
    const server = await serve(project, 'vite preview --outDir storybook-static --host 127.0.0.1 --port {port} --strictPort'.split(' '))

    // Each story alone, in a fresh browser context: the addon's worker registers, the story's handlers answer.
    for (const [id, teams] of [
      ['teams--default', '3 teams'],
      ['teams--empty-teams', '0 teams'],
    ]) {
      const page = await open(`${server.url}/iframe.html?id=${id}&viewMode=story`)
      expect(await statusOf(page), `${id}\n${server.output()}`).toBe(teams)
      expect(answeredBy(page)).toEqual(['the service worker'])
    }
  }, 300_000)
})
