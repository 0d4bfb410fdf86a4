import type { Meta, StoryObj } from '@storybook/react-vite'
import { mock } from './mock.ts'
import { Teams } from './teams.tsx'

const meta = {
  component: Teams,
  // The mock's never-expiring token; every story's requests go to the mock through the addon's worker.
  args: { token: 'demo-token' },
} satisfies Meta<typeof Teams>

export default meta
type Story = StoryObj<typeof meta>

// One line per story: the scenario or conditions its requests are answered in.
export const Default: Story = { beforeEach: ({ msw }) => msw.use(...mock.handlersFor({ scenario: 'default' })) }
export const EmptyTeams: Story = { beforeEach: ({ msw }) => msw.use(...mock.handlersFor({ scenario: 'empty-teams' })) }
export const InvalidToken: Story = { beforeEach: ({ msw }) => msw.use(...mock.handlersFor({ scenario: 'invalid-token' })) }
export const Maintenance: Story = { beforeEach: ({ msw }) => msw.use(...mock.handlersFor({ conditions: ['maintenance'] })) }
export const Offline: Story = { beforeEach: ({ msw }) => msw.use(...mock.handlersFor({ conditions: ['offline'] })) }
export const Slow: Story = { beforeEach: ({ msw }) => msw.use(...mock.handlersFor({ conditions: ['slow'] })) }
