/**
 * The second feature a user writes once `init` is done, in their framework's idiom: a component
 * that lists the account's teams and adds one, and its tests (the teams listed, a scenario per test,
 * an assertion on the mock's state) through the mock that init's Vitest setup starts. No config is
 * touched: the files below and the testing library the framework's docs name are all a user adds.
 */
export interface Feature {
  /** As the matrix names it. */
  readonly label: string
  /** The dev dependencies a user adds for component tests. */
  readonly packages: readonly string[]
  /** The files, by their path in the project. */
  files(options: FeatureOptions): Record<string, string>
  /** The test file Vitest runs. */
  readonly test: string
  /** Which of the files init wrote the test imports `mock` from: its Node mock (`mock.ts`) unless said otherwise. */
  readonly mockModule?: RegExp
}

/** What differs from one project to the next: how the component reads the service's URL, and where init's mock module is. */
export interface FeatureOptions {
  /** The expression of the service's base URL in the component, e.g. `import.meta.env.VITE_API_URL`. */
  readonly apiUrl: string
  /** The module init wrote that exports the service's URL (`API_URL`), as the component imports it; read instead of `apiUrl`. */
  readonly configModule?: string | undefined
  /** init's mock module as the test file imports it, e.g. `../test/mock`. */
  readonly mockModule: string
}

const TOKEN = 'demo-token'

/**
 * The three tests, the same for every framework but for how a component is rendered and found, and
 * the environment they ask for (jsdom; `null` where the project's own gives components what they need).
 */
export const tests = (render: string, mockModule: string, imports: string, environment: string | null = 'jsdom'): string =>
  `${environment ? `// @vitest-environment ${environment}\n` : ''}import { afterEach, expect, it } from 'vitest'
${imports}
import { mock } from '${mockModule}'

afterEach(() => cleanup())

it('lists the account teams', async () => {
  ${render}
  expect(await screen.findByText('Engineering')).toBeTruthy()
  expect(screen.getAllByRole('listitem')).toHaveLength(3)
})

it('shows the empty state in the empty-teams scenario', async () => {
  mock.useScenario('empty-teams')
  ${render}
  expect(await screen.findByText('No teams yet')).toBeTruthy()
})

it('adds a team, which the mock keeps', async () => {
  ${render}
  await screen.findByText('Engineering')
  fireEvent.click(screen.getByRole('button', { name: 'Add Research' }))
  expect(await screen.findByText('Research')).toBeTruthy()
  expect(mock.db.teams.findFirst((q) => q.where({ name: 'Research' }))).toBeDefined()
})
`

/** The requests of the component, the same in every framework. */
export const client = ({ apiUrl, configModule }: FeatureOptions): string => `${
  configModule ? `import { API_URL } from '${configModule}'` : `const API_URL = ${apiUrl}`
}
const headers = { authorization: 'Bearer ${TOKEN}', 'content-type': 'application/json' }

export interface Team {
  team_id: string
  name: string
}

export async function listTeams(): Promise<Team[]> {
  const response = await fetch(\`\${API_URL}/teams\`, { headers })
  if (!response.ok) throw new Error(\`GET /teams: \${response.status}\`)
  return ((await response.json()) as { result: { items: Team[] } }).result.items
}

export async function addTeam(name: string): Promise<void> {
  const response = await fetch(\`\${API_URL}/teams/create\`, { method: 'POST', headers, body: JSON.stringify({ name }) })
  if (!response.ok) throw new Error(\`POST /teams/create: \${response.status}\`)
}
`

/** React (Vite React, Next.js, React Router): a function component and React Testing Library. */
export const reactFeature = (folder = 'src'): Feature => ({
  label: 'React Testing Library, jsdom',
  packages: ['@testing-library/react', '@testing-library/dom', 'jsdom'],
  test: `${folder}/teams.test.tsx`,
  files: (options) => ({
    [`${folder}/teams-client.ts`]: client(options),
    [`${folder}/teams.tsx`]: `import { useEffect, useState } from 'react'
import { addTeam, listTeams, type Team } from './teams-client'

export function Teams() {
  const [teams, setTeams] = useState<Team[] | null>(null)
  const [error, setError] = useState('')
  const load = () => listTeams().then(setTeams, (failure: Error) => setError(failure.message))
  useEffect(() => void load(), [])
  if (error) return <p role="alert">{error}</p>
  if (!teams) return <p>Loading…</p>
  return (
    <section>
      {teams.length ? (
        <ul>
          {teams.map((team) => (
            <li key={team.team_id}>{team.name}</li>
          ))}
        </ul>
      ) : (
        <p>No teams yet</p>
      )}
      <button onClick={() => void addTeam('Research').then(load)}>Add Research</button>
    </section>
  )
}
`,
    [`${folder}/teams.test.tsx`]: tests(
      'render(<Teams />)',
      options.mockModule,
      "import { cleanup, fireEvent, render, screen } from '@testing-library/react'\nimport { Teams } from './teams'",
    ),
  }),
})

/** Vue (Vite Vue, Nuxt): a single-file component and Vue Testing Library. */
export const vueFeature = (folder = 'src'): Feature => ({
  label: 'Vue Testing Library, jsdom',
  packages: ['@testing-library/vue', '@testing-library/dom', 'jsdom'],
  test: `${folder}/teams.test.ts`,
  files: (options) => ({
    [`${folder}/teams-client.ts`]: client(options),
    [`${folder}/Teams.vue`]: `<script setup lang="ts">
import { onMounted, ref } from 'vue'
import { addTeam, listTeams, type Team } from './teams-client'

const teams = ref<Team[] | null>(null)
const error = ref('')
const load = () => listTeams().then((items) => (teams.value = items), (failure: Error) => (error.value = failure.message))
onMounted(load)
const add = () => addTeam('Research').then(load)
</script>

${VUE_TEAMS_TEMPLATE}`,
    [`${folder}/teams.test.ts`]: tests(
      'render(Teams)',
      options.mockModule,
      "import { cleanup, fireEvent, render, screen } from '@testing-library/vue'\nimport Teams from './Teams.vue'",
    ),
  }),
})

/** The markup of the Vue component of the feature test, the same in a Vite Vue app and in Nuxt. */
export const VUE_TEAMS_TEMPLATE = `<template>
  <p v-if="error" role="alert">{{ error }}</p>
  <p v-else-if="!teams">Loading…</p>
  <section v-else>
    <ul v-if="teams.length">
      <li v-for="team in teams" :key="team.team_id">{{ team.name }}</li>
    </ul>
    <p v-else>No teams yet</p>
    <button @click="add">Add Research</button>
  </section>
</template>
`

/** The Svelte 5 component of the feature (Vite Svelte, SvelteKit). */
export const SVELTE_TEAMS = `<script lang="ts">
  import { onMount } from 'svelte'
  import { addTeam, listTeams, type Team } from './teams-client'

  let teams = $state<Team[] | null>(null)
  let error = $state('')
  const load = () => listTeams().then((items) => (teams = items), (failure: Error) => (error = failure.message))
  onMount(load)
  const add = () => addTeam('Research').then(load)
</script>

{#if error}
  <p role="alert">{error}</p>
{:else if !teams}
  <p>Loading…</p>
{:else}
  <section>
    {#if teams.length}
      <ul>
        {#each teams as team (team.team_id)}
          <li>{team.name}</li>
        {/each}
      </ul>
    {:else}
      <p>No teams yet</p>
    {/if}
    <button onclick={add}>Add Research</button>
  </section>
{/if}
`

/** Svelte (Vite Svelte): a Svelte 5 component and Svelte Testing Library. */
export const svelteFeature = (folder = 'src'): Feature => ({
  label: 'Svelte Testing Library, jsdom',
  packages: ['@testing-library/svelte', '@testing-library/dom', 'jsdom'],
  test: `${folder}/teams.test.ts`,
  files: (options) => ({
    [`${folder}/teams-client.ts`]: client(options),
    [`${folder}/Teams.svelte`]: SVELTE_TEAMS,
    [`${folder}/teams.test.ts`]: tests(
      'render(Teams)',
      options.mockModule,
      "import { cleanup, fireEvent, render, screen } from '@testing-library/svelte'\nimport Teams from './Teams.svelte'",
    ),
  }),
})
