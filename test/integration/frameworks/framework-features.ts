import { SVELTE_TEAMS, VUE_TEAMS_TEMPLATE, client, tests, type Feature } from './features.js'

/**
 * The feature in the frameworks whose own test setup a user follows rather than a bare jsdom:
 * Nuxt's test environment (@nuxt/test-utils), where components get Nuxt's auto-imports and runtime
 * config; SvelteKit's component tests as `sv` sets them up, in Vitest's browser mode.
 */

/**
 * Nuxt: a component reading the service's URL as init says (`apiSettings(useRuntimeConfig().public)`),
 * rendered in Nuxt's test environment with its testing-library helper.
 * @example
 * nuxtFeature('app/components').files({ apiUrl: '', configModule: '../mocks/config', mockModule: '../../test/mock' })
 */
export const nuxtFeature = (folder: string): Feature => ({
  label: "Vue Testing Library in Nuxt's test environment (renderSuspended)",
  packages: ['@testing-library/vue', '@testing-library/dom'],
  test: `${folder}/teams.test.ts`,
  files: (options) => ({
    [`${folder}/teams-client.ts`]: `const headers = { authorization: 'Bearer demo-token', 'content-type': 'application/json' }

export interface Team {
  team_id: string
  name: string
}

/** The service's requests the component makes, at the base URL the app's runtime config gives. */
export function teamsClient(apiUrl: string) {
  return {
    async listTeams(): Promise<Team[]> {
      const response = await fetch(\`\${apiUrl}/teams\`, { headers })
      if (!response.ok) throw new Error(\`GET /teams: \${response.status}\`)
      return ((await response.json()) as { result: { items: Team[] } }).result.items
    },
    async addTeam(name: string): Promise<void> {
      const response = await fetch(\`\${apiUrl}/teams/create\`, { method: 'POST', headers, body: JSON.stringify({ name }) })
      if (!response.ok) throw new Error(\`POST /teams/create: \${response.status}\`)
    },
  }
}
`,
    // Nuxt's auto-imports: ref, onMounted and useRuntimeConfig come unimported, as in a Nuxt app.
    [`${folder}/Teams.vue`]: `<script setup lang="ts">
import { apiSettings } from '${options.configModule ?? '(init wrote no config module)'}'
import { teamsClient, type Team } from './teams-client'

const { listTeams, addTeam } = teamsClient(apiSettings(useRuntimeConfig().public).apiUrl)
const teams = ref<Team[] | null>(null)
const error = ref('')
const load = () => listTeams().then((items) => (teams.value = items), (failure: Error) => (error.value = failure.message))
onMounted(load)
const add = () => addTeam('Research').then(load)
</script>

${VUE_TEAMS_TEMPLATE}`,
    [`${folder}/teams.test.ts`]: tests(
      'await renderSuspended(Teams)',
      options.mockModule,
      "import { renderSuspended } from '@nuxt/test-utils/runtime'\nimport { cleanup, fireEvent, screen } from '@testing-library/vue'\nimport Teams from './Teams.vue'",
      null,
    ),
  }),
})

/**
 * SvelteKit: a component test as sv's Vitest setup runs them (`*.svelte.spec.ts`, in Chromium),
 * with vitest-browser-svelte, and the page's mock init gives those tests.
 * @example
 * svelteKitFeature('src/lib').test // 'src/lib/Teams.svelte.spec.ts'
 */
export const svelteKitFeature = (folder: string): Feature => ({
  label: "vitest-browser-svelte in sv's browser project",
  // sv's own component tests bring vitest-browser-svelte: nothing to add.
  packages: [],
  test: `${folder}/Teams.svelte.spec.ts`,
  mockModule: /(^|\/)mock\.browser\.(ts|js|mjs)$/,
  files: (options) => ({
    [`${folder}/teams-client.ts`]: client(options),
    [`${folder}/Teams.svelte`]: SVELTE_TEAMS,
    [`${folder}/Teams.svelte.spec.ts`]: `import { page } from 'vitest/browser'
import { expect, it } from 'vitest'
import { render } from 'vitest-browser-svelte'
import Teams from './Teams.svelte'
import { mock } from '${options.mockModule}'

it('lists the account teams', async () => {
  render(Teams)
  await expect.element(page.getByText('Engineering')).toBeInTheDocument()
  expect(page.getByRole('listitem').elements()).toHaveLength(3)
})

it('shows the empty state in the empty-teams scenario', async () => {
  mock.useScenario('empty-teams')
  render(Teams)
  await expect.element(page.getByText('No teams yet')).toBeInTheDocument()
})

it('adds a team, which the mock keeps', async () => {
  render(Teams)
  await expect.element(page.getByText('Engineering')).toBeInTheDocument()
  await page.getByRole('button', { name: 'Add Research' }).click()
  // Exactly: the button's name holds the word too.
  await expect.element(page.getByText('Research', { exact: true })).toBeInTheDocument()
  expect(mock.db.teams.findFirst((q) => q.where({ name: 'Research' }))).toBeDefined()
})
`,
  }),
})
