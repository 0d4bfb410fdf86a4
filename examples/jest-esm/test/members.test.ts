import { createMembersClient } from '../src/members.js'
import { API_URL, MARKETING, mock } from './mock.js'

const members = createMembersClient(API_URL, 'demo-token')

describe('the members client', () => {
  it('adds a user of the account as an active member', async () => {
    const bob = await members.add(MARKETING, 'bob@acme.test', 'editor')
    expect(bob).toMatchObject({ name: 'Bob Admin', role: 'editor', status: 'active' })
    expect((await members.list(MARKETING)).map((member) => member.email)).toContain('bob@acme.test')
  })

  it('invites an email the account does not know', async () => {
    const erin = await members.add(MARKETING, 'erin@example.test', 'viewer')
    expect(erin.status).toBe('invited')
    // The mock's state, read directly: an invited user was made for the email.
    expect(mock.db.users.findFirst((q) => q.where({ email: 'erin@example.test' }))).toBeDefined()
    expect(mock.db.members.get(erin.member_id)).toMatchObject({ team_id: MARKETING, role: 'viewer' })
  })

  it('starts from the seed again in the next test', async () => {
    expect(mock.db.users.findFirst((q) => q.where({ email: 'erin@example.test' }))).toBeUndefined()
    expect(await members.list(MARKETING)).toHaveLength(3)
  })

  it('is told when the email is already in the team, and nothing changes', async () => {
    await expect(members.add(MARKETING, 'dana@acme.test', 'admin')).rejects.toMatchObject({ status: 409 })
    expect(mock.journal.list()[0]).toMatchObject({ operation: 'Add Team Member', status: 409 })
    expect(mock.db.members.findFirst((q) => q.where({ team_id: MARKETING, role: 'admin' }))).toBeUndefined()
  })
})
