import acme from '../../fixtures/acme.json' with { type: 'json' }
import globex from '../../fixtures/globex.json' with { type: 'json' }

const byName = <T extends { name: string }>(records: readonly T[], name: string): T => {
  const record = records.find((r) => r.name === name)
  if (!record) throw new Error(`No fixture named ${name}`)
  return record
}

/** Fixture ids the tests name, read from the canned data rather than copied. */
export const fixtures = {
  acme,
  globex,
  engineering: byName(acme.teams, 'Engineering'),
  design: byName(acme.teams, 'Design'),
  marketing: byName(acme.teams, 'Marketing'),
  globexTeam: byName(globex.teams, 'Globex Research'),
  platform: byName(acme.workspaces, 'Platform'),
  alice: byName(acme.users, 'Alice Owner'),
  victor: byName(acme.users, 'Victor Viewer'),
}
